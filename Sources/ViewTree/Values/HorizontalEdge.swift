/// The leading or trailing edge, as `swipeActions(edge:)` takes it (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public var rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates a set of one edge.
        public init(_ edge: HorizontalEdge) {
            self.rawValue = 1 << edge.rawValue
        }

        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

/// The top or bottom edge, as `listRowSeparator(_:edges:)` takes it (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public var rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates a set of one edge.
        public init(_ edge: VerticalEdge) {
            self.rawValue = 1 << edge.rawValue
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
