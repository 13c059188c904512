/// The modifier `focusable(_:)` and `focusable(_:onFocusChange:)` apply: whether the view can
/// take the focus, and what runs when it takes or loses it.
public struct _FocusableModifier {
    /// Whether the view can take the focus.
    public var isFocusable: Bool
    /// Runs with true when the view takes the focus, false when it loses it.
    public var onFocusChange: (Bool) -> Void

    /// Creates the modifier.
    public init(isFocusable: Bool, onFocusChange: @escaping (Bool) -> Void) {
        self.isFocusable = isFocusable
        self.onFocusChange = onFocusChange
    }
}
