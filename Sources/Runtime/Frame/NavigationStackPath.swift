import Builders
import Inspect

// The values a navigation stack has pushed, read and changed whatever the type of its path: a
// `NavigationPath`, or an array of values of one type bound with `NavigationStack(path:)`.

/// A collection a navigation stack's path can be: its values, and the collection with one
/// more, or with the last ones gone.
protocol PathCollection {
    /// The values pushed, first pushed first.
    var pushedValues: [AnyHashable] { get }
    /// The path with `value` pushed, or nil when `value` is of another type than the path holds.
    func pushing(_ value: AnyHashable) -> Self?
    /// The path with the last `count` values gone.
    func popping(_ count: Int) -> Self
}

extension NavigationPath: PathCollection {
    var pushedValues: [AnyHashable] { elements }

    func pushing(_ value: AnyHashable) -> NavigationPath? {
        var path = self
        path.elements.append(value)
        return path
    }

    func popping(_ count: Int) -> NavigationPath {
        var path = self
        path.removeLast(count)
        return path
    }
}

extension Array: PathCollection where Element: Hashable {
    var pushedValues: [AnyHashable] { map { AnyHashable($0) } }

    func pushing(_ value: AnyHashable) -> [Element]? {
        guard let element = value.base as? Element else { return nil }
        return self + [element]
    }

    func popping(_ count: Int) -> [Element] {
        Array(dropLast(Swift.max(0, count)))
    }
}

/// A navigation stack seen without its types: the binding of its path, if it has one.
protocol StackPathHolder {
    /// The stack's path binding, as pushed values and the ways to change them; nil when the
    /// stack keeps its own path.
    var boundPath: BoundStackPath? { get }
}

/// The binding of a navigation stack's path, seen without its type.
struct BoundStackPath {
    /// The values pushed now.
    let values: () -> [AnyHashable]
    /// Pushes a value; returns whether the path could hold it.
    let push: (AnyHashable) -> Bool
    /// Pops the last values.
    let pop: (Int) -> Void
}

extension NavigationStack: StackPathHolder {
    var boundPath: BoundStackPath? {
        guard let path else { return nil }
        return BoundStackPath(
            values: { (path.wrappedValue as? any PathCollection)?.pushedValues ?? [] },
            push: { value in
                guard let pushed = (path.wrappedValue as? any PathCollection)?.pushing(value) as? Data else { return false }
                path.wrappedValue = pushed
                return true
            },
            pop: { count in
                if let popped = (path.wrappedValue as? any PathCollection)?.popping(count) as? Data { path.wrappedValue = popped }
            })
    }
}
