import Inspect

/// A list of `count` values made one at a time when asked for, as ViewInspector's `LazyGroup`:
/// reading an element runs `access` for its index.
public struct LazyGroup<T> {
    private let access: (Int) throws -> T
    /// How many values the group holds.
    public let count: Int

    /// A group of `count` values, the one at an index made by `access`.
    public init(count: Int, _ access: @escaping (Int) throws -> T) {
        self.count = max(0, count)
        self.access = access
    }

    /// The value at `index`; throws when `index` is not in `0..<count`.
    public func element(at index: Int) throws -> T {
        guard (0..<count).contains(index) else {
            throw InspectionError.indexOutOfRange(index: index, count: count, path: "")
        }
        return try access(index)
    }

    /// A group of no values.
    public static var empty: LazyGroup {
        LazyGroup(count: 0) { index in throw InspectionError.indexOutOfRange(index: index, count: 0, path: "") }
    }

    /// `lhs`'s values followed by `rhs`'s.
    public static func + (lhs: LazyGroup, rhs: LazyGroup) -> LazyGroup {
        LazyGroup(count: lhs.count + rhs.count) { index in
            index < lhs.count ? try lhs.element(at: index) : try rhs.element(at: index - lhs.count)
        }
    }
}
