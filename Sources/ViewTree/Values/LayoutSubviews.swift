import Foundation

/// The views a ``Layout`` places, as a layout pass gives them to its `sizeThatFits` and
/// `placeSubviews`: each measured and placed through its ``LayoutSubview`` proxy.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    private let subviews: [LayoutSubview]

    /// The proxies of a layout's views, in the order its content lists them.
    package init(_ subviews: [LayoutSubview]) {
        self.subviews = subviews
    }

    /// The index of the first view.
    public var startIndex: Int { subviews.startIndex }
    /// The index after the last view.
    public var endIndex: Int { subviews.endIndex }

    /// The view at `index`.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// One view of a ``Layout``'s content, as a layout pass shows it: asked for its size under a
/// proposal, placed at a point, spaced by its ``ViewSpacing``.
public struct LayoutSubview: Sendable {
    private let measure: @Sendable (ProposedViewSize) -> CGSize
    private let placement: @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void
    /// The space the view prefers beside its edges.
    public let spacing: ViewSpacing
    /// The view's layout priority (`layoutPriority(_:)`).
    public let priority: Double

    /// A proxy that measures the view with `measure` and places it with `place`.
    package init(
        spacing: ViewSpacing = ViewSpacing(), priority: Double = 0,
        measure: @escaping @Sendable (ProposedViewSize) -> CGSize,
        place: @escaping @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void
    ) {
        self.spacing = spacing
        self.priority = priority
        self.measure = measure
        self.placement = place
    }

    /// The size the view takes when offered `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }

    /// The view's dimensions when offered `proposal`: its size, with its alignment guides at
    /// their defaults.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: measure(proposal))
    }

    /// Places the view with its `anchor` point at `position`, offering it `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placement(position, anchor, proposal)
    }
}
