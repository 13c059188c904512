/// The modifier `labelStyle(_:)` applies; the style is at `modifier|style`.
public struct LabelStyleWritingModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

extension LabelStyleWritingModifier: Sendable where Style: Sendable {}
