/// The values a modifier such as `font(_:)` or `disabled(_:)` writes for the views below it.
public struct EnvironmentValues: Sendable {
    /// The font of texts that set none themselves.
    public var font: Font?
    /// The colour of texts and symbols that set none themselves.
    public var foregroundColor: Color?
    /// Whether controls respond to input; `disabled(true)` clears it.
    public var isEnabled: Bool
    // MARK: issue 11, shapes, colours, images, text
    /// The text and image values (`lineLimit`, `imageScale`…), read through their own properties.
    package var textAndImage = TextAndImageEnvironment()

    /// Creates the default values: no font, no colour, enabled.
    public init(font: Font? = nil, foregroundColor: Color? = nil, isEnabled: Bool = true) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.isEnabled = isEnabled
    }
}
