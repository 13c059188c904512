import Builders

extension ModifierDescriptor {
    /// `keyboardShortcut(_:)`.
    static let keyboardShortcut = ModifierDescriptor(typeNames: ["KeyboardShortcutModifier"], method: "keyboardShortcut")
}

extension InspectableView {
    /// The shortcut `keyboardShortcut(_:)` gives the view; nil when it was given none.
    public func keyboardShortcut() throws -> KeyboardShortcut? {
        try modifierAttribute("KeyboardShortcutModifier", "shortcut", KeyboardShortcut?.self, call: "keyboardShortcut(_:)")
    }
}
