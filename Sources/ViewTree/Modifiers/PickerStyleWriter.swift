/// The modifier `pickerStyle(_:)` applies; the style is at `modifier|style`.
public struct PickerStyleWriter<Style: PickerStyle>: Sendable {
    /// The written style.
    public var style: Style

    /// Writes `style`.
    public init(style: Style) {
        self.style = style
    }
}
