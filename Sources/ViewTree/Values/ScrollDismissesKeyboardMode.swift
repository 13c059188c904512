/// How scrolling dismisses the software keyboard, as `scrollDismissesKeyboard(_:)` writes it (a
/// terminal has no software keyboard: recorded).
public struct ScrollDismissesKeyboardMode: Sendable, Hashable, CustomStringConvertible {
    /// The mode's name.
    package let name: String

    package init(_ name: String) {
        self.name = name
    }

    /// The platform chooses.
    public static let automatic = ScrollDismissesKeyboardMode("automatic")
    /// The keyboard goes as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode("immediately")
    /// The keyboard follows the drag.
    public static let interactively = ScrollDismissesKeyboardMode("interactively")
    /// Scrolling leaves the keyboard.
    public static let never = ScrollDismissesKeyboardMode("never")

    /// The mode's name, such as `interactively`.
    public var description: String { name }
}
