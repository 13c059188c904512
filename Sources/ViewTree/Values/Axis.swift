/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Int8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A set of axes, such as a ScrollView's `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public var rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }

    /// `horizontal` or `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}
