extension View {
    /// Sets what assistive technologies read for the view.
    public nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: AccessibilityProperties(label: label))))
    }

    /// Sets what assistive technologies read for the view, from a localized key.
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Sets what assistive technologies read for the view, from a string value.
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(label))
    }

    /// Sets the identifier that UI tests and the inspector find the view by.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: AccessibilityProperties(identifier: identifier))))
    }
}

extension AccessibilityAttachmentModifier: _PrimitiveModifier {}
