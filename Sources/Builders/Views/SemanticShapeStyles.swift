// MARK: The shape styles that stand for a level of the foreground (`.primary`…`.quinary`) and
// for the tint (`.tint`), as `foregroundStyle(.secondary)` and `fill(.tint)` name them.

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`, `.quinary`. A terminal draws the first as the terminal's own colour, the second
/// as grey, and the others as faint grey.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// The level, 0 for primary.
    package var id: Int

    package init(id: Int) {
        self.id = id
    }

    /// The first level.
    public static let primary = HierarchicalShapeStyle(id: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(id: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(id: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(id: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(id: 4)

    /// The level's name, such as `secondary`.
    public var description: String {
        ["primary", "secondary", "tertiary", "quaternary", "quinary"].indices.contains(id)
            ? ["primary", "secondary", "tertiary", "quaternary", "quinary"][id] : "level \(id + 1)"
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(id: 0) }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(id: 1) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(id: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(id: 3) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(id: 4) }
}

extension HierarchicalShapeStyle: _SingleColorStyle {
    /// The primary colour for the first level, the secondary for the others.
    package var _standInColor: Color? { id == 0 ? .primary : .secondary }
}

/// The tint of the environment: what `tint(_:)` sets, else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the environment.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension TintShapeStyle: _SingleColorStyle {
    /// The accent colour, where the environment's tint is not known (a shape's fill); the
    /// foreground-style drawing reads the tint written above it.
    package var _standInColor: Color? { .accentColor }
}
