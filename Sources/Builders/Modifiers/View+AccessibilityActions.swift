extension View {
    /// Adds an action of `actionKind` that assistive technologies can perform on the view;
    /// `handler` runs when they do.
    public nonisolated func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActionHandler(.action(actionKind, handler))
    }

    /// Adds an action named `name` that assistive technologies list and can perform.
    public nonisolated func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an action named by a localized key.
    public nonisolated func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an action named by a string value.
    @_disfavoredOverload
    public nonisolated func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(name), handler)
    }

    /// Makes the view adjustable by assistive technologies: `handler` runs with the direction
    /// the user asks for.
    public nonisolated func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActionHandler(.adjustable(handler))
    }

    /// Lets assistive technologies scroll the view: `handler` runs with the edge scrolled towards.
    public nonisolated func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActionHandler(.scroll(handler))
    }

    private nonisolated func accessibilityActionHandler(_ action: AccessibilityActionHandler) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: AccessibilityProperties(actions: [action]))))
    }
}
