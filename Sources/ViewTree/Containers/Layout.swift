import Foundation

/// A layout of a container's views written by an app, as SwiftUI's `Layout`: it answers the
/// container's size for a proposal (`sizeThatFits`) and places each view (`placeSubviews`).
/// Calling a layout with a view builder (`MyLayout { Text("a"); Text("b") }`) makes the container.
///
/// The inspector reads the container's views as the container's parent's, as ViewInspector does;
/// the renderer lays them out as that parent lays out its own, without calling the layout's methods.
public protocol Layout {
    /// What the layout computes once for its views and keeps between calls; `Void` unless it
    /// declares one.
    associatedtype Cache = Void
    /// The views a layout places.
    typealias Subviews = LayoutSubviews

    /// The cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date after `subviews` changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The space the container prefers beside its edges.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size when offered `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each of `subviews` in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the views' spacings.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// The root of a container a ``Layout`` lays out: the layout itself.
public struct _LayoutRoot<L: Layout> {
    /// The layout.
    public var layout: L

    /// The root of a container laid out by `layout`.
    public init(_ layout: L) {
        self.layout = layout
    }
}
