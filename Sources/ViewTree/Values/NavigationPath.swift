/// A type-erased list of the values a navigation stack has pushed, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    /// The pushed values, first pushed first.
    package var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of the values of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values pushed.
    public var count: Int { elements.count }

    /// Whether no value is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (all of them when fewer are pushed).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
