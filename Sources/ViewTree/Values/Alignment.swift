/// The identity of an alignment guide.
public struct AlignmentKey: Sendable, Hashable, CustomStringConvertible {
    package var name: String

    /// The guide's name, such as `leading`.
    public var description: String { name }
}

/// An alignment along the horizontal axis: leading, center or trailing.
public struct HorizontalAlignment: Sendable, Hashable, CustomStringConvertible {
    package var key: AlignmentKey

    /// The leading edge.
    public static let leading = HorizontalAlignment(key: AlignmentKey(name: "leading"))
    /// The center.
    public static let center = HorizontalAlignment(key: AlignmentKey(name: "center"))
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(key: AlignmentKey(name: "trailing"))

    /// The guide's name.
    public var description: String { key.name }
}

/// An alignment along the vertical axis: top, center, bottom or a baseline.
public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
    package var key: AlignmentKey

    /// The top edge.
    public static let top = VerticalAlignment(key: AlignmentKey(name: "top"))
    /// The center.
    public static let center = VerticalAlignment(key: AlignmentKey(name: "center"))
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: AlignmentKey(name: "bottom"))
    /// The first line's text baseline.
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(name: "firstTextBaseline"))
    /// The last line's text baseline.
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(name: "lastTextBaseline"))

    /// The guide's name.
    public var description: String { key.name }
}

/// An alignment in both axes, such as `.topLeading`.
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The center in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The two parts, such as `topLeading` or `center`.
    public var description: String {
        if horizontal == .center && vertical == .center { return "center" }
        if horizontal == .center { return vertical.description }
        if vertical == .center { return horizontal.description }
        return vertical.description + horizontal.description.prefix(1).uppercased() + horizontal.description.dropFirst()
    }
}
