// MARK: Materials: the translucent backgrounds (`.ultraThinMaterial`…`.ultraThickMaterial`,
// `.bar`) that blur what is behind them. A terminal cannot blur, so a material is drawn as a plain
// background of one stand-in colour, whatever its thickness.

/// A translucent background style, as `background(.ultraThinMaterial)` uses it.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
    /// The material's name, such as `ultraThin`.
    package let name: String

    package init(_ name: String) {
        self.name = name
    }

    /// The thinnest material.
    public static let ultraThin = Material("ultraThin")
    /// A thin material.
    public static let thin = Material("thin")
    /// The usual material.
    public static let regular = Material("regular")
    /// A thick material.
    public static let thick = Material("thick")
    /// The thickest material.
    public static let ultraThick = Material("ultraThick")
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material("bar")

    /// The material's name, such as `thin`.
    public var description: String { name }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The usual material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}

extension Material: _SingleColorStyle {
    /// Grey, for every material: a terminal draws a material as a plain background.
    package var _standInColor: Color? { .gray }
}
