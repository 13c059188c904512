import Foundation

/// The size a parent offers a child in a layout pass, as SwiftUI's: each dimension a length, or
/// nil when the parent leaves it to the child (it asks for the child's ideal length).
public struct ProposedViewSize: Sendable, Hashable {
    /// The proposed width; nil leaves it to the child.
    public var width: CGFloat?
    /// The proposed height; nil leaves it to the child.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero by zero: the child's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Neither dimension: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinite in both dimensions: the child's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, each unspecified dimension replaced by `size`'s (10 by 10 unless
    /// given, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
