/// The modifier `help(_:)` applies: the text a pointer hovering over the view shows, and
/// assistive technologies read as a hint.
public struct _TooltipModifier: Sendable {
    /// The help text.
    public var text: Text

    /// Creates the modifier.
    public init(text: Text) {
        self.text = text
    }
}
