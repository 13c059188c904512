/// The modifier that `accessibilityLabel(_:)` adds to a ``Text`` (the Text-returning form): the
/// properties assistive technologies read, at `value` (the label at `value|label|some`).
public final class AccessibilityTextModifier: AnyTextModifier, @unchecked Sendable {
    /// The properties set.
    package let value: AccessibilityProperties

    package init(value: AccessibilityProperties) {
        self.value = value
    }
}
