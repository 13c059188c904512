import Builders

extension ModifierDescriptor {
    /// `focusable(_:)` and `focusable(_:onFocusChange:)`.
    static let focusable = ModifierDescriptor(typeNames: ["_FocusableModifier"], method: "focusable")
}

extension InspectableView {
    /// Whether `focusable(_:)` lets the view take the focus (false when none is set).
    public func isFocusable() -> Bool {
        (try? modifierAttribute("_FocusableModifier", "isFocusable", Bool.self, call: "focusable(_:)")) ?? false
    }

    /// Runs the action of the view's `focusable(_:onFocusChange:)` as the view takes the focus
    /// (or loses it, when `isFocused` is false), as ViewInspector's `callOnFocusChange()`.
    public func callOnFocusChange(_ isFocused: Bool = true) throws {
        // Read as the modifier's own type: a closure of a concrete signature read by label comes
        // back with another calling convention than the one it was stored with.
        let modifier = try modifierAttribute("_FocusableModifier", "", _FocusableModifier.self, call: "focusable(_:onFocusChange:)")
        modifier.onFocusChange(isFocused)
    }
}
