/// The modifier `toolbar(_:for:)`, `toolbarBackground(_:for:)` (with a visibility) and
/// `toolbarColorScheme(_:for:)` apply: what it sets of the `bars` (the bars' visibility at
/// `visibility`, their background's at `backgroundVisibility`, their colour scheme at `colorScheme`;
/// nil where it sets nothing).
public struct ToolbarAppearanceModifier: Sendable {
    /// The bars it sets.
    public var bars: [ToolbarPlacement]
    /// Whether the bars show.
    public var visibility: Visibility?
    /// Whether the bars' background shows.
    public var backgroundVisibility: Visibility?
    /// The bars' colour scheme (`.some(nil)`: the default).
    public var colorScheme: ColorScheme??

    /// Creates the modifier.
    public init(bars: [ToolbarPlacement], visibility: Visibility? = nil, backgroundVisibility: Visibility? = nil, colorScheme: ColorScheme?? = nil) {
        self.bars = bars
        self.visibility = visibility
        self.backgroundVisibility = backgroundVisibility
        self.colorScheme = colorScheme
    }
}

/// The modifier `toolbarBackground(_:for:)` with a style applies: the bars' background `style`.
public struct ToolbarBackgroundModifier<Style> {
    /// The background.
    public var style: Style
    /// The bars it sets.
    public var bars: [ToolbarPlacement]

    /// Creates the modifier.
    public init(style: Style, bars: [ToolbarPlacement]) {
        self.style = style
        self.bars = bars
    }
}

extension ToolbarBackgroundModifier: Sendable where Style: Sendable {}
