/// A key with the modifier keys held with it, which presses a button or switches a toggle,
/// as `keyboardShortcut(_:)` takes it.
public struct KeyboardShortcut: Sendable, Hashable {
    /// How the shortcut follows the keyboard layout and the writing direction.
    public struct Localization: Sendable, Hashable {
        private let kind: Int

        /// Follows the layout and mirrors the arrows in right-to-left languages.
        public static let automatic = Localization(kind: 0)
        /// Follows the layout, never mirrored.
        public static let withoutMirroring = Localization(kind: 1)
        /// As written, whatever the layout.
        public static let custom = Localization(kind: 2)
    }

    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// How it follows the keyboard layout.
    public let localization: Localization

    /// `key` with `modifiers` (Command unless told otherwise).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// `key` with `modifiers`, following the layout as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The default button's shortcut: Return, no modifier.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The shortcut that cancels: Escape, no modifier.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
