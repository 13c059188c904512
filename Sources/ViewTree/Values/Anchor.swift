import Foundation

/// A geometric value of a view (its bounds, a point of it) that another view reads, as SwiftUI's
/// `Anchor`: made from a ``Source`` where the view is laid out, read with a `GeometryProxy`.
public struct Anchor<Value> {
    /// The value, in the space of the view that resolved it.
    package let value: Value

    package init(value: Value) {
        self.value = value
    }

    /// What an anchor is made from: a value of the view's bounds.
    public struct Source {
        /// Makes the value from the view's bounds.
        package let resolve: (CGRect) -> Value

        package init(resolve: @escaping (CGRect) -> Value) {
            self.resolve = resolve
        }
    }
}

extension Anchor: Equatable where Value: Equatable {}

extension Anchor.Source {
    /// The source of the values of several sources, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { bounds in array.map { $0.resolve(bounds) } }
    }

    /// The source of an optional source's value, nil without one.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { bounds in anchor.map { $0.resolve(bounds) } }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }

    /// A rectangle in the view's space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init { _ in r } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { _ in p } }

    /// The point at `p`'s fractions of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { bounds in CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
    }

    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The value of `anchor` in this space (the value as its view resolved it: the spaces here
    /// share one origin).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
