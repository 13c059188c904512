import Inspect

/// A running app's frame laid out: the layout tree of the view shown, built once (the custom
/// views met evaluated, the views with modifiers reported to the visitor), then painted as the
/// screen, or as windows of a screen taller than the terminal, as often as the frame needs.
package struct FrameLayout {
    let root: LayoutNode
    let lazyLog: LazyLog

    /// Whether the tree holds lazy containers: they make their rows, and report the rows' views,
    /// as they are painted, so a tree that holds one is built again to be painted again.
    package var makesRowsWhilePainted: Bool { lazyLog.containers > 0 }
}

extension Renderer {
    /// Lays `view` out for a running app's frame, calling `visiting` with every view built that
    /// has modifiers (lifecycle modifiers, presentations). With a `cache`, the custom views whose
    /// subtrees did not change since it last saw them are not inspected, built or sized again.
    /// A `fieldDraft` is shown in its field in place of the field's text.
    package static func layOut(
        _ view: InspectableView, visiting: ((InspectableView, [InspectedModifier]) -> Void)?, cache: LayoutCache?,
        fieldDraft: FieldDraft? = nil
    ) throws -> FrameLayout {
        var builder = LayoutBuilder()
        builder.fieldDraft = fieldDraft
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
        return FrameLayout(root: presentations.raisingTop(of: try builder.build(view)), lazyLog: lazyLog)
    }

    /// Renders `view` laid out at `width` columns and as many rows as it needs, showing only the
    /// rows `first..<first + height` (how a running app scrolls a screen taller than the
    /// terminal). The result equals rendering it whole and taking that ``RenderedScreen/window(from:height:)``,
    /// except that a lazy container (a list, a lazy stack or a vertical scroll view of one
    /// ForEach) makes only the rows inside the window: its rows outside have no focus targets.
    /// With a `paintCache`, only the rows that can differ from its last frame of the same window
    /// are painted (a frame with a lazy container is painted whole, as ``render(_:width:height:focusIndex:)`` does).
    package static func renderWindow(
        _ view: InspectableView, width: Int, from first: Int, height: Int, focusIndex: Int? = nil,
        visiting: ((InspectableView, [InspectedModifier]) -> Void)? = nil, styleSheet: StyleSheet = .standard,
        cache: LayoutCache? = nil, paintCache: PaintCache? = nil
    ) throws -> RenderedScreen {
        let frame = try layOut(view, visiting: visiting, cache: cache)
        return try renderWindow(frame, width: width, from: first, height: height, focusIndex: focusIndex, styleSheet: styleSheet, paintCache: paintCache)
    }

    /// Paints the window `first..<first + height` of `frame` laid out at `width` columns and as
    /// many rows as it needs, as ``renderWindow(_:width:from:height:focusIndex:visiting:styleSheet:cache:paintCache:)`` does.
    package static func renderWindow(
        _ frame: FrameLayout, width: Int, from first: Int, height: Int, focusIndex: Int? = nil, styleSheet: StyleSheet = .standard,
        paintCache: PaintCache? = nil
    ) throws -> RenderedScreen {
        let (root, lazyLog) = (frame.root, frame.lazyLog)
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
        let frame = try layOut(view, visiting: visiting, cache: cache)
        return certainlySqueezes(frame, width: width, height: height, focusIndex: focusIndex, styleSheet: styleSheet)
    }

    /// Whether `frame` painted at `width` × `height` certainly draws a control squeezed to no rows
    /// or past the bottom row, as ``certainlySqueezes(_:width:height:focusIndex:visiting:styleSheet:cache:)``
    /// finds it; the tree can be painted afterwards.
    package static func certainlySqueezes(
        _ frame: FrameLayout, width: Int, height: Int, focusIndex: Int? = nil, styleSheet: StyleSheet = .standard
    ) -> Bool {
        let (root, lazyLog) = (frame.root, frame.lazyLog)
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
        return painter.foundSqueezed
    }
}
