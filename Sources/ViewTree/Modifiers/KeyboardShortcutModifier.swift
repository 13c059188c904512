/// The modifier `keyboardShortcut(_:)` applies to a button or toggle: the shortcut, at
/// `modifier|shortcut` (nil: none). SwiftUI's own name for the type could not be confirmed.
public struct KeyboardShortcutModifier: Sendable {
    /// The shortcut, or nil when the view has none.
    public var shortcut: KeyboardShortcut?

    /// Creates the modifier.
    public init(shortcut: KeyboardShortcut?) {
        self.shortcut = shortcut
    }
}
