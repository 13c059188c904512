import Builders

/// A font's settings, read as ViewInspector's `Font` extension reads them: the size, name, weight,
/// design and text style it comes to, its own modifiers (`bold()`, `weight(_:)`…) applied.
extension Font {
    /// The size in points of a system or named font; throws for a text style's font, whose size
    /// the platform chooses.
    public func size() throws -> CGFloat {
        guard let size = traits.size else { throw Self.attributeNotFound("size") }
        return size
    }

    /// The name of a named font (`Font.custom("Avenir", size: 14)`).
    public func name() throws -> String {
        guard let name = traits.name else { throw Self.attributeNotFound("name") }
        return name
    }

    /// The weight of a system or text style font (regular when none is given); throws for a named
    /// font, whose name says its weight.
    public func weight() throws -> Font.Weight {
        let traits = traits
        guard traits.name == nil else { throw Self.attributeNotFound("weight") }
        return traits.weight ?? .regular
    }

    /// The design of a system or text style font (the default when none is given); throws for a
    /// named font.
    public func design() throws -> Font.Design {
        let traits = traits
        guard traits.name == nil else { throw Self.attributeNotFound("design") }
        return traits.design ?? .default
    }

    /// The text style of a text style font, and for a named font the style its size scales with
    /// (`body` unless `custom(_:size:relativeTo:)` names one, as in SwiftUI); throws for a system
    /// font of a fixed size.
    public func style() throws -> Font.TextStyle {
        let traits = traits
        if let style = traits.textStyle { return style }
        guard traits.name != nil else { throw Self.attributeNotFound("style") }
        return traits.relativeTextStyle ?? .body
    }

    /// Whether the font is a named one of a fixed size (`custom(_:fixedSize:)`), which does not
    /// scale with the reader's text size.
    public func isFixedSize() -> Bool {
        traits.isFixedSize
    }

    private static func attributeNotFound(_ label: String) -> InspectionError {
        InspectionError.attributeNotFound("a \(label)", in: "Font", path: "")
    }
}
