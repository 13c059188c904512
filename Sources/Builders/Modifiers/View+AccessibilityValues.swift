extension View {
    /// Sets what assistive technologies read as the view's value.
    public nonisolated func accessibilityValue(_ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: AccessibilityProperties(value: value))))
    }

    /// Sets the accessibility value from a localized key.
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }

    /// Sets the accessibility value from a string, read verbatim.
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(value))
    }

    /// Sets what assistive technologies read as a hint of what the view does.
    public nonisolated func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: AccessibilityProperties(hint: hint))))
    }

    /// Sets the accessibility hint from a localized key.
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }

    /// Sets the accessibility hint from a string, read verbatim.
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hint))
    }

    /// Hides the view from assistive technologies when `hidden` is true.
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: AccessibilityProperties(hidden: hidden))))
    }

    /// Sets the accessibility label (deprecated in SwiftUI for `accessibilityLabel(_:)`).
    public nonisolated func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    /// Sets the accessibility hint (deprecated in SwiftUI for `accessibilityHint(_:)`).
    public nonisolated func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// Sets the accessibility value (deprecated in SwiftUI for `accessibilityValue(_:)`).
    public nonisolated func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// Sets the accessibility identifier (deprecated in SwiftUI for `accessibilityIdentifier(_:)`).
    public nonisolated func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }
}
