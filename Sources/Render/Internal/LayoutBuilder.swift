import Builders
import Inspect

/// Turns an inspected tree into a layout tree, reading each view's kind, its
/// values and its modifiers. Nesting is bounded: past ``depthLimit`` levels it throws.
///
/// A view's own node is drawn by its kind's drawing (``KindDrawing``, one file per kind in
/// `Render/Kinds`), and each of its modifiers by the modifier's drawing (``ModifierDrawing``, in
/// `Render/Kinds/Modifiers`); this file and its `LayoutBuilder+…` siblings hold what many kinds
/// share: view lists, stacking, labels and controls.
struct LayoutBuilder {
    static let depthLimit = 256
    /// Called with every view built that has modifiers, and every navigation stack (how a running
    /// app finds lifecycle modifiers and the stack whose path it follows).
    var visitor: ((InspectableView, [InspectedModifier]) -> Void)?
    /// The text typed into a field of a formatted value, shown in place of the value's.
    var fieldDraft: FieldDraft?
    /// A running app's layouts of custom views kept from earlier frames (incremental frames).
    var cache: LayoutCache?
    // MARK: Lazy rows
    /// Where lazy rows made while drawing report (set by the renderer; nil draws every row).
    var lazyLog: LazyLog?

    func build(_ view: InspectableView) throws -> LayoutNode {
        try build(view, depth: 0)
    }

    /// `depth` counts layout levels, modifiers included (each wraps its view
    /// in one more level), so a long modifier chain is bounded too.
    func build(_ view: InspectableView, depth: Int) throws -> LayoutNode {
        let modifiers = view.modifiers.filter { $0.typeName != KindDrawing.textModifierTypeName }
        let depth = depth + modifiers.count
        guard depth < Self.depthLimit else {
            throw RenderError.nestingTooDeep(limit: Self.depthLimit, path: view.pathToRoot)
        }
        // A navigation stack or view is reported too, so that a running app knows where the stack
        // is whose path it follows and which views a destination pushed in it covers (kept layouts
        // report it again, as they do views with modifiers).
        if let visitor, !modifiers.isEmpty || view.kind == .navigationStack || view.kind == .navigationView {
            visitor(view, modifiers)
            cache?.log(view, modifiers)
        }
        var node = try KindDrawing.of(view.kind).build(self, view, depth)
        Self.markSource(of: node, as: view)
        guard !modifiers.isEmpty else { return node }
        var site = ModifierSite(view: view, depth: depth)
        for (slot, modifier) in modifiers.enumerated() {
            guard let drawing = ModifierDrawing.of(modifier.typeName) else { continue }
            site.slot = slot
            node = try drawing.draw(self, node, modifier, &site)
        }
        return node
    }

    /// Records which view a control (or a picker's segments) was drawn from, for focus targets.
    private static func markSource(of node: LayoutNode, as view: InspectableView) {
        switch node.kind {
        case .control(var control) where control.source == nil:
            control.source = view
            node.kind = .control(control)
        case .segmentBar(var controls):
            for index in controls.indices where controls[index].source == nil {
                controls[index].source = view
                controls[index].segment = index
            }
            node.kind = .segmentBar(controls)
        default:
            break
        }
    }

    /// The children of a stack, flattened as SwiftUI's view list is.
    func items(of view: InspectableView, depth: Int) throws -> [LayoutNode] {
        // A running app lists a stack's views again only when they may differ.
        try built(try cache?.list(of: view, keepingWhole: keepsWhole) ?? view.viewList(keepingWhole: keepsWhole), depth: depth + 1)
    }

    /// The items of a view list, each built, without the layout cache (a segment bar kept whole).
    func listedItems(of view: InspectableView, depth: Int) throws -> [LayoutNode] {
        try built(try view.viewList(keepingWhole: keepsWhole), depth: depth + 1)
    }

    /// One view of several: a single one as itself, several in a VStack.
    func stacked(_ views: [InspectableView], depth: Int) throws -> LayoutNode {
        var flat: [InspectableView] = []
        for view in views {
            flat.append(contentsOf: try view.listItems(keepingWhole: keepsWhole))
        }
        return stacked(nodes: try built(flat, depth: depth + 1))
    }

    /// Nodes one above the other: a single one as itself, several in a centred column.
    func stacked(nodes: [LayoutNode]) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return LayoutNode(.empty) }
        return LayoutNode(.vStack(spacing: 0, alignment: .center), nodes)
    }

    /// Views one above the other: one view as itself, several in a leading VStack.
    func column(_ views: [InspectableView], depth: Int) throws -> LayoutNode {
        var flat: [InspectableView] = []
        for view in views {
            flat.append(contentsOf: try view.listItems(keepingWhole: keepsWhole))
        }
        let nodes = try built(flat, depth: depth + 1)
        if nodes.count == 1 { return nodes[0] }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), nodes)
    }

    /// Which views a view list keeps as one item: a segment bar (drawn as one bar), and, in a running
    /// app, a custom view, whose items ``built(_:depth:expandingWith:)`` takes from the cache when it did not change.
    var keepsWhole: (InspectableView) -> Bool {
        guard cache != nil else { return Self.isSegmentBar }
        return { view in Self.isSegmentBar(view) || view.kind == .custom }
    }

    /// Whether a running app opens `view` through the layout cache: a custom view not drawn as a segment bar.
    static func opensThroughCache(_ view: InspectableView) -> Bool {
        view.kind == .custom && !isSegmentBar(view)
    }

    /// The nodes of the items of a view list made with ``keepsWhole``: a custom view kept whole
    /// gives the nodes of its own items, as SwiftUI's view list would have opened it.
    func built(_ items: [InspectableView], depth: Int, expandingWith keepWhole: ((InspectableView) -> Bool)? = nil) throws -> [LayoutNode] {
        let keepWhole = keepWhole ?? keepsWhole
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(items.count)
        for item in items {
            guard let cache, Self.opensThroughCache(item) else {
                nodes.append(try build(item, depth: depth))
                continue
            }
            nodes.append(contentsOf: try cachedItems(of: item, cache: cache, depth: depth, keepingWhole: keepWhole))
        }
        return nodes
    }

    /// The nodes of the custom view `view`'s items (its views listed with `keepWhole`), from the
    /// layout cache while it did not change; `shape` makes what the cache keeps of them.
    func cachedItems(
        of view: InspectableView, cache: LayoutCache, depth: Int, keepingWhole keepWhole: @escaping (InspectableView) -> Bool,
        shape: ([LayoutNode]) -> [LayoutNode] = { $0 }
    ) throws -> [LayoutNode] {
        try cache.items(of: view, visitor: visitor) {
            shape(try built(try cache.list(of: view, keepingWhole: keepWhole), depth: depth, expandingWith: keepWhole))
        }
    }

    /// The placement of content in a frame of the given alignment (centred when none).
    func alignment(_ alignment: Alignment?) -> (HorizontalPlacement, VerticalPlacement) {
        let alignment = alignment ?? .center
        let h: HorizontalPlacement = alignment.horizontal == .leading ? .leading : alignment.horizontal == .trailing ? .trailing : .center
        let v: VerticalPlacement = alignment.vertical == .top ? .top : alignment.vertical == .bottom ? .bottom : .center
        return (h, v)
    }
}

/// Reads stored properties by label, for values whose generic type the renderer cannot name.
enum MirrorLabels {
    static func value(_ value: Any, _ labels: String...) -> Any? {
        var current = value
        for label in labels {
            guard let next = Mirror(reflecting: current).descendant(label) else { return nil }
            current = next
        }
        return current
    }
}
