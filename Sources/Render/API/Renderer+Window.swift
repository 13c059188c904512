import Inspect

extension Renderer {
    /// Renders `view` laid out at `width` columns and as many rows as it needs, showing only the
    /// rows `first..<first + height` (how a running app scrolls a screen taller than the
    /// terminal). The result equals rendering it whole and taking that ``RenderedScreen/window(from:height:)``,
    /// except that a lazy container (a `List`, `LazyVStack` or vertical `ScrollView` of one
    /// ForEach) makes only the rows inside the window: its rows outside have no focus targets.
    /// With a `paintCache`, only the rows that can differ from its last frame of the same window
    /// are painted (a frame with a lazy container is painted whole, as ``render(_:width:height:focusIndex:)`` does).
    /// With `reusingTree`, the tree the last ``certainlySqueezes(_:width:height:focusIndex:visiting:styleSheet:cache:)``
    /// of the same frame built, with the same `cache` and `visiting`, is drawn rather than built
    /// again: `visiting` was told of its views then.
    package static func renderWindow(
        _ view: InspectableView, width: Int, from first: Int, height: Int, focusIndex: Int? = nil,
        visiting: ((InspectableView, [InspectedModifier]) -> Void)? = nil, styleSheet: StyleSheet = .standard,
        cache: LayoutCache? = nil, paintCache: PaintCache? = nil, reusingTree: Bool = false
    ) throws -> RenderedScreen {
        let built = reusingTree ? cache?.squeezedTree : nil
        cache?.squeezedTree = nil
        let (root, lazyLog) = try built ?? layoutTree(view, visiting: visiting, cache: cache)
        let layout = Layout(focusIndex: focusIndex)
        let columns = min(max(0, width), sizeLimit)
        let size = layout.size(root, Layout.Proposal(width: columns, height: nil))
        let rows = min(max(0, height), min(sizeLimit, cellLimit / max(1, columns)))
        // A running app's window painted over its last frame of the same window.
        if let paintCache, lazyLog.containers == 0 {
            let drawn = Layout.Size(width: min(size.width, columns), height: size.height)
            var screen = paintCache.paint(root, layout: layout, width: columns, height: rows, size: drawn, styleSheet: styleSheet, top: first)
            screen.contentHeight = size.height
            return screen
        }
        var painter = Painter(layout: layout, canvas: Canvas(width: columns, height: rows))
        painter.styleSheet = styleSheet
        painter.draw(root, x: 0, y: -first, size: Layout.Size(width: min(size.width, columns), height: size.height), style: CellStyle())
        if styleSheet.isMonochrome { painter.canvas.removeColours() }
        if let error = lazyLog.error { throw error }
        return RenderedScreen(
            canvas: painter.canvas, focusTargets: painter.targets, hidesRows: lazyLog.hidesRows, rowGaps: lazyLog.gaps, contentHeight: size.height)
    }

    /// Whether ``render(_:width:height:focusIndex:)`` of `view` at `width` × `height` certainly
    /// draws a control squeezed to no rows or past the bottom row (how a running
    /// app whose last frame was a window of a taller screen finds, without painting the screen
    /// whole, that it is still taller). It paints, writing no cell it keeps, only until it meets
    /// such a control; false says nothing (a lazy container's rows are made only while drawn, so
    /// a tree holding one is not looked at).
    package static func certainlySqueezes(
        _ view: InspectableView, width: Int, height: Int, focusIndex: Int? = nil,
        visiting: ((InspectableView, [InspectedModifier]) -> Void)? = nil, styleSheet: StyleSheet = .standard,
        cache: LayoutCache? = nil
    ) throws -> Bool {
        let (root, lazyLog) = try layoutTree(view, visiting: visiting, cache: cache)
        guard lazyLog.containers == 0 else { return false }
        // The same layout, proposal and canvas as `render` (a control's place depends on them).
        let layout = Layout(focusIndex: focusIndex)
        let columns = min(max(0, width), sizeLimit)
        let size = layout.size(root, Layout.Proposal(width: columns, height: min(max(0, height), sizeLimit)))
        let rows = min(max(0, height), min(sizeLimit, cellLimit / max(1, columns)))
        var painter = Painter(layout: layout, canvas: Canvas(width: columns, height: rows))
        painter.styleSheet = styleSheet
        painter.canvas.writableRows = Array(repeating: false, count: rows)
        painter.squeezeLimit = max(0, height)
        painter.draw(root, x: 0, y: 0, size: Layout.Size(width: min(size.width, columns), height: min(size.height, rows)), style: CellStyle())
        cache?.squeezedTree = painter.foundSqueezed ? (root, lazyLog) : nil
        return painter.foundSqueezed
    }

    /// The layout tree of `view` for one frame, and the log its lazy containers write while drawn.
    static func layoutTree(
        _ view: InspectableView, visiting: ((InspectableView, [InspectedModifier]) -> Void)?, cache: LayoutCache?
    ) throws -> (LayoutNode, LazyLog) {
        var builder = LayoutBuilder()
        // The presentations shown are noted as the views are visited (kept
        // layouts report their views again), so the top one is drawn over the whole screen.
        let presentations = PresentationLog()
        builder.visitor = { view, modifiers in
            visiting?(view, modifiers)
            presentations.note(view, modifiers)
        }
        builder.cache = cache
        let lazyLog = LazyLog()
        builder.lazyLog = lazyLog
        cache?.beginFrame()
        return (presentations.raisingTop(of: try builder.build(view)), lazyLog)
    }
}
