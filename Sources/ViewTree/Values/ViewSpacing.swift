import Foundation

/// The space a view prefers beside each of its edges, which a layout reads to space its views
/// (`subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)`). In a terminal a
/// view prefers a column beside its leading and trailing edges and no row above or below, as the
/// package's stacks space their views.
public struct ViewSpacing: Sendable, Hashable {
    /// The preferred space beside each edge.
    private var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// The spacing of a view with no preference beyond the terminal's: a column before and after.
    public init() {
        (top, leading, bottom, trailing) = (0, 1, 0, 1)
    }

    private init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No space beside any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Takes, at each of `edges`, the larger of this spacing's and `other`'s preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with `other`'s larger preferences at `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }

    /// The space between a view of this spacing and `next`, placed after it along `axis`: the
    /// larger of this view's trailing (or bottom) preference and `next`'s leading (or top) one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
