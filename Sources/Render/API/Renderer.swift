import Builders
import Inspect

/// A drawn screen: the cells, and the controls on it in drawing order.
public struct RenderedScreen {
    /// The cells.
    public let canvas: Canvas
    /// The controls the user can choose, left to right and top to bottom as drawn.
    public let focusTargets: [FocusTarget]
    /// The frame this one was painted over, and the only rows that
    /// can differ from it (nil: painted whole).
    package var repaint: Repaint? = nil

    /// A frame painted over another: only `rows` can differ from `base`.
    package struct Repaint {
        /// The frame painted over.
        package let base: Canvas
        /// The rows painted again, in order.
        package let rows: [Int]
    }

    // MARK: Lazy rows
    /// Whether a lazy container (a List of a ForEach…) has rows that were not drawn.
    package var hidesRows = false
    /// The indices of ``focusTargets`` before which undrawn lazy rows lie (the count: after the last).
    package var rowGaps: [Int] = []
    /// The height the content was laid out at (for a window, the whole content's).
    package var contentHeight = 0

    /// The rows `first..<first + height` of this screen, its focus targets moved up by `first`
    /// (how a running app scrolls a screen taller than the terminal).
    public func window(from first: Int, height: Int) -> RenderedScreen {
        var cropped = Canvas(width: canvas.width, height: max(0, height))
        for row in 0..<cropped.height where row + first < canvas.height && row + first >= 0 {
            for column in 0..<canvas.width {
                cropped.set(row: row, column: column, canvas[row + first, column])
            }
        }
        let moved = focusTargets.map { target in
            var moved = target
            moved.row -= first
            moved.textOrigin = target.textOrigin.map { ($0.row - first, $0.column) }
            return moved
        }
        return RenderedScreen(canvas: cropped, focusTargets: moved)
    }
}

/// Lays a view tree out into a grid of terminal cells.
///
/// Lengths in points become cells (8 points a column, 16 a row); stacks space
/// their children one column apart (HStack) or not at all (VStack); a border
/// takes a cell on each side. Nothing is drawn past the given width.
public enum Renderer {
    /// The largest grid drawn, in either direction.
    public static let sizeLimit = 10_000

    /// The most cells drawn in all: rows are cut so that rows × columns stays within it.
    public static let cellLimit = 4_000_000

    /// Renders `view` at `width` columns and `height` rows (nil: as many rows as the content needs).
    /// The control at `focusIndex` (in drawing order) is drawn focused.
    public static func render(_ view: InspectableView, width: Int, height: Int? = nil, focusIndex: Int? = nil) throws -> RenderedScreen {
        try render(view, width: width, height: height, focusIndex: focusIndex, visiting: nil)
    }

    /// Renders `view` with the control styles of `styleSheet`: an app's overrides,
    /// or a monochrome sheet that draws no colour.
    public static func render(_ view: InspectableView, width: Int, height: Int? = nil, focusIndex: Int? = nil, styleSheet: StyleSheet) throws -> RenderedScreen {
        try render(view, width: width, height: height, focusIndex: focusIndex, visiting: nil, styleSheet: styleSheet)
    }

    /// Renders `view` as ``render(_:width:height:focusIndex:)`` does, calling `visiting` with
    /// every view drawn that has modifiers (how a running app finds lifecycle modifiers).
    /// With a `cache`, the custom views whose subtrees did not change since it last saw them are
    /// not inspected, built or sized again (a running app's incremental frames); with a
    /// `paintCache`, only the rows that can differ from its last frame at this size are painted.
    package static func render(
        _ view: InspectableView, width: Int, height: Int? = nil, focusIndex: Int? = nil,
        visiting: ((InspectableView, [InspectedModifier]) -> Void)?, styleSheet: StyleSheet = .standard,
        cache: LayoutCache? = nil, paintCache: PaintCache? = nil
    ) throws -> RenderedScreen {
        let frame = try layOut(view, visiting: visiting, cache: cache)
        return try render(frame, width: width, height: height, focusIndex: focusIndex, styleSheet: styleSheet, paintCache: paintCache)
    }

    /// Paints `frame` at `width` columns and `height` rows (nil: as many rows as the content
    /// needs), as ``render(_:width:height:focusIndex:visiting:styleSheet:cache:paintCache:)`` does.
    package static func render(
        _ frame: FrameLayout, width: Int, height: Int? = nil, focusIndex: Int? = nil, styleSheet: StyleSheet = .standard,
        paintCache: PaintCache? = nil
    ) throws -> RenderedScreen {
        let (root, lazyLog) = (frame.root, frame.lazyLog)
        let layout = Layout(focusIndex: focusIndex)
        let columns = min(max(0, width), sizeLimit)
        let proposal = Layout.Proposal(width: columns, height: height.map { min(max(0, $0), sizeLimit) })
        let size = layout.size(root, proposal)
        let rowLimit = min(sizeLimit, cellLimit / max(1, columns))
        let rows = min(height.map { max(0, $0) } ?? size.height, rowLimit)
        // Painted-cell reuse: a running app's frame painted over its last one. A lazy
        // container makes its rows while it is drawn, so a frame holding one is painted whole.
        if let paintCache, lazyLog.containers == 0 {
            let drawn = Layout.Size(width: min(size.width, columns), height: min(size.height, rows))
            var screen = paintCache.paint(root, layout: layout, width: columns, height: rows, size: drawn, styleSheet: styleSheet)
            screen.contentHeight = size.height
            return screen
        }
        var painter = Painter(layout: layout, canvas: Canvas(width: columns, height: rows))
        painter.styleSheet = styleSheet
        painter.draw(root, x: 0, y: 0, size: Layout.Size(width: min(size.width, columns), height: min(size.height, rows)), style: CellStyle())
        if styleSheet.isMonochrome { painter.canvas.removeColours() }
        if let error = lazyLog.error { throw error }
        return RenderedScreen(
            canvas: painter.canvas, focusTargets: painter.targets, hidesRows: lazyLog.hidesRows, rowGaps: lazyLog.gaps, contentHeight: size.height)
    }

    /// The columns `text` takes on a terminal (a wide character takes two).
    public static func displayWidth(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// Renders a view: on the main actor, as `inspect()` reads views and SwiftUI's `ImageRenderer`
    /// draws them (a view's body is main-actor isolated). A tree the reader built, or an
    /// `InspectableView`, can be rendered on any thread with ``render(_:width:height:focusIndex:)-(InspectableView,_,_,_)``.
    @MainActor
    public static func render<V: View>(_ view: V, width: Int, height: Int? = nil, focusIndex: Int? = nil) throws -> RenderedScreen {
        try render(view.inspectionRoot(), width: width, height: height, focusIndex: focusIndex)
    }
}
