/// The key of a keyboard shortcut, as `keyboardShortcut("n")` or `.keyboardShortcut(.escape)`
/// names it: a character, or a constant for a key that types none (the arrows, Escape…).
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for (a private-use character for the arrows and the
    /// navigation keys, as AppKit's function-key constants are).
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key of a one-character literal, as `"n"`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    /// ↑.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// ↓.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// ←.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// →.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{7F}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}
