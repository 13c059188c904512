import Builders

/// A custom view modifier that presents a popup while `isPresented` is true: an ``Alert``, an
/// ``ActionSheet``, or a view shown as a sheet, a full-screen cover or a popover, as
/// ViewInspector's `PopupPresenter` declares one.
///
/// The inspector reads a presenter as the presentation it declares, not through its body: the
/// popup its `popupBuilder` makes, shown while `isPresented` is true, is reached by the step of
/// its kind (`alert()`, `actionSheet()`, `sheet()`, `fullScreenCover()`, `popover()`), found by
/// searches, and dismissed by `dismiss()`, which also runs `onDismiss`. An alert or action
/// sheet is known by its type; a view is presented as the sheet, cover or popover the
/// presenter's body applies (a sheet when it applies none), with that popover's attachment
/// anchor and arrow edge.
///
///     struct ConfirmSheet<Sheet: View>: ViewModifier, PopupPresenter {
///         let isPresented: Binding<Bool>
///         let onDismiss: (() -> Void)?
///         let popupBuilder: () -> Sheet
///         func body(content: Content) -> some View {
///             content.sheet(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
///         }
///     }
@MainActor @preconcurrency
public protocol PopupPresenter {
    /// What the presenter shows: an ``Alert``, an ``ActionSheet`` or a view.
    associatedtype Popup
    /// Whether the popup is shown; dismissing it sets this false.
    var isPresented: Binding<Bool> { get }
    /// Makes the popup shown.
    var popupBuilder: () -> Popup { get }
    /// Runs when the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}

/// A custom view modifier that presents a popup for an item while the item is not nil, as
/// ViewInspector's `ItemPopupPresenter` declares one; read as ``PopupPresenter`` is, with the
/// popup `popupBuilder` makes for the current item. Dismissing it sets the item nil.
@MainActor @preconcurrency
public protocol ItemPopupPresenter {
    /// What the presenter shows: an ``Alert``, an ``ActionSheet`` or a view.
    associatedtype Popup
    /// The item the popup is made for.
    associatedtype Item: Identifiable
    /// The presented item; dismissing the popup sets it nil.
    var item: Binding<Item?> { get }
    /// Makes the popup shown for an item.
    var popupBuilder: (Item) -> Popup { get }
    /// Runs when the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}
