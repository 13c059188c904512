/// How a view's colours combine with the colours behind it, as `blendMode(_:)` sets.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// The view's colours cover those behind it.
    case normal
    /// The colours are multiplied: darker.
    case multiply
    /// The inverses are multiplied: lighter.
    case screen
    /// Multiply or screen, by the colour behind.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// The colour behind brightened by the view's.
    case colorDodge
    /// The colour behind darkened by the view's.
    case colorBurn
    /// Darken or lighten, by the view's colour, softly.
    case softLight
    /// Multiply or screen, by the view's colour.
    case hardLight
    /// The difference of the two.
    case difference
    /// As difference, with less contrast.
    case exclusion
    /// The view's hue with the colour behind's saturation and luminosity.
    case hue
    /// The view's saturation with the colour behind's hue and luminosity.
    case saturation
    /// The view's hue and saturation with the colour behind's luminosity.
    case color
    /// The view's luminosity with the colour behind's hue and saturation.
    case luminosity
    /// The view drawn only where there is something behind it.
    case sourceAtop
    /// What is behind drawn over the view.
    case destinationOver
    /// What is behind shown only where the view is not.
    case destinationOut
    /// The sum of the two, darkened.
    case plusDarker
    /// The sum of the two, lightened.
    case plusLighter
}
