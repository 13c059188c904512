import Foundation

/// One edge of a rectangle.
public enum Edge: Int8, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges, such as `.horizontal` or `.all`.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public var rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates a set of one edge.
        public init(_ edge: Edge) {
            self.rawValue = 1 << edge.rawValue
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each of the four edges.
public struct EdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
