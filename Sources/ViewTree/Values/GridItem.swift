import Foundation

/// How a lazy grid sizes one of its rows or columns, as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
    /// How a row or column is sized.
    public enum Size: Sendable, Hashable {
        /// A single item of exactly this length.
        case fixed(CGFloat)
        /// A single item whose length lies between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the row or column is sized.
    public var size: Size
    /// The gap to the next row or column; nil for the default.
    public var spacing: CGFloat?
    /// How views are aligned in their cells; nil for the grid's alignment.
    public var alignment: Alignment?

    /// Creates a grid item, as `GridItem(.fixed(100), spacing: 8)`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
