/// The variant a symbol image is shown in: filled, slashed, in a shape, as `symbolVariant(_:)`
/// asks; variants combine (`.circle.fill`).
public struct SymbolVariants: Sendable, Hashable, CustomStringConvertible {
    /// The shape a symbol is enclosed in.
    package enum Shape: String, Sendable, Hashable {
        case circle, square, rectangle
    }

    /// Whether the symbol is filled.
    package var isFilled = false
    /// Whether the symbol is slashed.
    package var isSlashed = false
    /// Whether the symbol is drawn over a background.
    package var hasBackground = false
    /// The shape the symbol is enclosed in, if any.
    package var shape: Shape?

    package init(isFilled: Bool = false, isSlashed: Bool = false, hasBackground: Bool = false, shape: Shape? = nil) {
        self.isFilled = isFilled
        self.isSlashed = isSlashed
        self.hasBackground = hasBackground
        self.shape = shape
    }

    /// No variant: each symbol as named.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed.
    public static let slash = SymbolVariants(isSlashed: true)
    /// Drawn over a background of its own.
    public static let background = SymbolVariants(hasBackground: true)

    /// These variants, enclosed in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// These variants, enclosed in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// These variants, enclosed in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// These variants, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }
    /// These variants, over a background.
    public var background: SymbolVariants { with { $0.hasBackground = true } }

    /// Whether these variants include every one of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (isFilled || !other.isFilled) && (isSlashed || !other.isSlashed)
            && (hasBackground || !other.hasBackground) && (other.shape == nil || shape == other.shape)
    }

    /// These variants and `other`'s together (`other`'s shape, when it has one).
    package func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed,
            hasBackground: hasBackground || other.hasBackground, shape: other.shape ?? shape)
    }

    /// The suffix these variants add to a symbol's name, as SF Symbols names them:
    /// `.circle.fill`, `.slash`.
    package var nameSuffix: String {
        var suffix = ""
        if isSlashed { suffix += ".slash" }
        if let shape { suffix += "." + shape.rawValue }
        if isFilled { suffix += ".fill" }
        return suffix
    }

    /// The variants' suffix, or `none`.
    public var description: String {
        let suffix = nameSuffix + (hasBackground ? ".background" : "")
        return suffix.isEmpty ? "none" : String(suffix.dropFirst())
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variants = self
        change(&variants)
        return variants
    }
}
