/// A sheet of actions of the first SwiftUI API, as `actionSheet(isPresented:content:)` takes it:
/// a title, an optional message and its buttons (the buttons of an ``Alert``).
public struct ActionSheet {
    /// A button of an action sheet: an alert's button.
    public typealias Button = Alert.Button

    /// The title.
    public var title: Text
    /// The message, or nil.
    public var message: Text?
    /// The buttons, in order.
    public var buttons: [Button]

    /// An action sheet of `buttons` (a Cancel button alone by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The modifier `actionSheet(isPresented:content:)` applies: the ``ActionSheet`` at `popup`, shown
/// while `isPresented` is true. (SwiftUI's own type for it is internal; this name follows
/// ``AlertTransformModifier``'s.)
public struct ActionSheetTransformModifier {
    /// Whether the sheet is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// The sheet.
    public var popup: ActionSheet

    /// Creates the modifier.
    public init(isPresented: Binding<Bool>, popup: ActionSheet) {
        self.isPresented = isPresented
        self.popup = popup
    }
}

/// The modifier `actionSheet(item:content:)` applies: the ``ActionSheet`` its closure makes for
/// `item`, shown while `item` is not nil.
public struct ItemActionSheetTransformModifier<Item> {
    /// The presented item; dismissing the sheet sets it nil.
    public var item: Binding<Item?>
    /// Makes the action sheet for an item.
    public var content: (Item) -> ActionSheet

    /// Creates the modifier.
    public init(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) {
        self.item = item
        self.content = content
    }
}
