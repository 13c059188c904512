extension Text {
    /// The text with `label` for assistive technologies to read; still a Text, so that it
    /// joins other texts with `+`.
    public func accessibilityLabel(_ label: Text) -> Text {
        Text(storage: storage, modifiers: modifiers + [.anyTextModifier(AccessibilityTextModifier(value: AccessibilityProperties(label: label)))])
    }

    /// The text with a label from a localized key for assistive technologies to read.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        accessibilityLabel(Text(labelKey))
    }

    /// The text with a label, read verbatim, for assistive technologies to read.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        accessibilityLabel(Text(label))
    }
}
