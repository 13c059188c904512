extension View {
    /// Presents the view the block builds as a sheet while `isPresented` is true.
    public nonisolated func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content) -> ModifiedContent<Self, SheetPresentationModifier<Content>> {
        modifier(SheetPresentationModifier(isPresented: isPresented, onDismiss: onDismiss, content: content()))
    }

    /// Presents a sheet for `item` while it is not nil; dismissing the sheet sets it nil.
    public nonisolated func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, ItemSheetPresentationModifier<Item, Content>> {
        modifier(ItemSheetPresentationModifier(item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents the view the block builds over the whole screen while `isPresented` is true.
    public nonisolated func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> Content) -> ModifiedContent<Self, FullScreenCoverPresentationModifier<Content>> {
        modifier(FullScreenCoverPresentationModifier(isPresented: isPresented, onDismiss: onDismiss, content: content()))
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, ItemFullScreenCoverPresentationModifier<Item, Content>> {
        modifier(ItemFullScreenCoverPresentationModifier(item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents the view the block builds in a popover while `isPresented` is true, attached to
    /// `attachmentAnchor` of this view, its arrow pointing from `arrowEdge`.
    public nonisolated func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: () -> Content
    ) -> ModifiedContent<Self, PopoverPresentationModifier<Content>> {
        modifier(PopoverPresentationModifier(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content()))
    }

    /// Presents a popover for `item` while it is not nil; dismissing the popover sets it nil.
    public nonisolated func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, ItemPopoverPresentationModifier<Item, Content>> {
        modifier(ItemPopoverPresentationModifier(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
    }

    /// Presents an alert with a title and the buttons the block builds while `isPresented` is true.
    public nonisolated func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, AlertModifier<A, EmptyView>> {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Presents an alert titled by a localized key.
    public nonisolated func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, AlertModifier<A, EmptyView>> {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled by a string, shown verbatim.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, AlertModifier<A, EmptyView>> {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a title, buttons and a message.
    public nonisolated func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, AlertModifier<A, M>> {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents an alert titled by a localized key, with a message.
    public nonisolated func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, AlertModifier<A, M>> {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled by a string, with a message.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, AlertModifier<A, M>> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert of the first SwiftUI API while `isPresented` is true. As in SwiftUI,
    /// choosing any of its buttons dismisses it: each button sets `isPresented` false, then runs
    /// its own action.
    public nonisolated func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, AlertTransformModifier> {
        modifier(AlertTransformModifier(dismissing: isPresented, popup: content()))
    }

    /// Presents the alert of the first SwiftUI API that `content` makes for `item` while it is not
    /// nil; choosing any of its buttons sets `item` nil, then runs the button's action.
    public nonisolated func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> ModifiedContent<Self, ItemAlertTransformModifier<Item>> {
        modifier(ItemAlertTransformModifier(item: item, content: content))
    }

    /// Presents an action sheet of the first SwiftUI API while `isPresented` is true; choosing any
    /// of its buttons dismisses it, then runs the button's action.
    public nonisolated func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedContent<Self, ActionSheetTransformModifier> {
        modifier(ActionSheetTransformModifier(dismissing: isPresented, popup: content()))
    }

    /// Presents the action sheet that `content` makes for `item` while it is not nil; choosing any
    /// of its buttons sets `item` nil, then runs the button's action.
    public nonisolated func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> ModifiedContent<Self, ItemActionSheetTransformModifier<Item>> {
        modifier(ItemActionSheetTransformModifier(item: item, content: content))
    }

    /// Presents a dialog of the buttons the block builds while `isPresented` is true.
    public nonisolated func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, ConfirmationDialogModifier<A, EmptyView>> {
        modifier(ConfirmationDialogModifier(title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Presents a dialog titled by a localized key.
    public nonisolated func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, ConfirmationDialogModifier<A, EmptyView>> {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a dialog titled by a string, shown verbatim.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, ConfirmationDialogModifier<A, EmptyView>> {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a dialog with buttons and a message.
    public nonisolated func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, ConfirmationDialogModifier<A, M>> {
        modifier(ConfirmationDialogModifier(title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents a dialog titled by a localized key, with a message.
    public nonisolated func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, ConfirmationDialogModifier<A, M>> {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a dialog titled by a string, with a message.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, ConfirmationDialogModifier<A, M>> {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
}

extension SheetPresentationModifier: ViewModifier, _PrimitiveModifier where SheetContent: View {}
extension ItemSheetPresentationModifier: ViewModifier, _PrimitiveModifier where SheetContent: View {}
extension FullScreenCoverPresentationModifier: ViewModifier, _PrimitiveModifier where CoverContent: View {}
extension ItemFullScreenCoverPresentationModifier: ViewModifier, _PrimitiveModifier where CoverContent: View {}
extension PopoverPresentationModifier: ViewModifier, _PrimitiveModifier where PopoverContent: View {}
extension ItemPopoverPresentationModifier: ViewModifier, _PrimitiveModifier where PopoverContent: View {}
extension ItemAlertTransformModifier: ViewModifier, _PrimitiveModifier {}
extension ItemActionSheetTransformModifier: ViewModifier, _PrimitiveModifier {}
extension AlertModifier: ViewModifier, _PrimitiveModifier where Actions: View, Message: View {}
extension ConfirmationDialogModifier: ViewModifier, _PrimitiveModifier where Actions: View, Message: View {}
extension AlertTransformModifier: ViewModifier, _PrimitiveModifier {}
extension ActionSheetTransformModifier: ViewModifier, _PrimitiveModifier {}

extension Alert.Button {
    /// An action that dismisses the alert shown by `isPresented`, then runs `action`.
    static func dismissing(_ isPresented: Binding<Bool>, then action: (() -> Void)?) -> () -> Void {
        {
            isPresented.wrappedValue = false
            action?()
        }
    }
}

extension AlertTransformModifier {
    /// The modifier showing `popup` while `isPresented` is true, each of whose buttons first
    /// dismisses it (as in SwiftUI), then runs its own action.
    init(dismissing isPresented: Binding<Bool>, popup: Alert) {
        var popup = popup
        popup.primaryButton.action = Alert.Button.dismissing(isPresented, then: popup.primaryButton.action)
        if let secondary = popup.secondaryButton {
            popup.secondaryButton?.action = Alert.Button.dismissing(isPresented, then: secondary.action)
        }
        self.init(isPresented: isPresented, popup: popup)
    }
}

extension ActionSheetTransformModifier {
    /// The modifier showing `popup` while `isPresented` is true, each of whose buttons first
    /// dismisses it, then runs its own action.
    init(dismissing isPresented: Binding<Bool>, popup: ActionSheet) {
        var popup = popup
        for index in popup.buttons.indices {
            popup.buttons[index].action = Alert.Button.dismissing(isPresented, then: popup.buttons[index].action)
        }
        self.init(isPresented: isPresented, popup: popup)
    }
}

extension ItemAlertTransformModifier: _ItemPresentation {
    /// The alert for the current item, whose buttons clear the item.
    public var _presentation: Any? {
        guard let current = item.wrappedValue else { return nil }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return AlertTransformModifier(dismissing: isPresented, popup: content(current))
    }
}

extension ItemActionSheetTransformModifier: _ItemPresentation {
    /// The action sheet for the current item, whose buttons clear the item.
    public var _presentation: Any? {
        guard let current = item.wrappedValue else { return nil }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return ActionSheetTransformModifier(dismissing: isPresented, popup: content(current))
    }
}
