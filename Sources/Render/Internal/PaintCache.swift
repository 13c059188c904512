/// The cells a running app's frames painted, kept so that the next frame paints only the rows that
/// can differ (painted-cell reuse).
///
/// A node the layout cache keeps (``LayoutNode/isReusable``) that is drawn again at the same place,
/// size, style and axis, with the focus at the same place among its controls, and whose subtree
/// is the same objects unchanged (their ``LayoutNode/revision``s), writes the same cells as
/// before. A frame is painted in two passes over the last one's cells:
///
/// 1. *Find*: the tree is walked with no cell written. Such unchanged nodes are skipped (their
///    focus targets taken from the record); everything else is drawn, and the rows it writes are
///    dirty, with the rows written before by what was drawn again or left the tree.
/// 2. *Repaint*: the dirty rows are blanked and the tree drawn again with only those rows
///    writable; an unchanged node that wrote none of them is skipped.
///
/// A row that is not dirty was written, in this frame and in the last one, only by unchanged nodes
/// in the same order, so it keeps its cells. When that order changed (or a node is met twice) the
/// frame is painted whole, as it is when most rows are dirty, at a new size or style sheet, and first.
package final class PaintCache {
    /// What a reusable node drew in a frame, and where (a class: a frame reads and marks
    /// hundreds of them, which copying them out of the table and back would cost).
    final class Record {
        /// Kept so that no other node takes its identity while the record stands.
        let node: LayoutNode
        /// The node and its subtree, as (node, revision) in preorder; nil for a node met for
        /// the first time (most are made again every frame: only one met again is worth reusing).
        let signature: [Stamp]?
        let x: Int
        let y: Int
        let size: Layout.Size
        let style: CellStyle
        let axis: Axis?
        /// Which of its focus targets was the focused one, if any.
        let focus: Int?
        /// Its focus targets (empty without a signature).
        let targets: [FocusTarget]
        /// Every row its subtree wrote.
        let rows: RowSpan
        /// The rows it wrote itself, not through reusable nodes inside it.
        let ownRows: RowSpan
        /// The reusable nodes drawn directly inside it, in drawing order.
        let inner: [ObjectIdentifier]
        /// Its place in the drawing order of the last frame it was seen in, and of this one.
        var order: Int
        var nextOrder: Int
        /// The frame it was last drawn or kept in.
        var seen: Int
        /// The frame whose find pass kept it without drawing it (its repaint pass may too).
        var skippedIn = -1

        init(
            node: LayoutNode, signature: [Stamp]?, x: Int, y: Int, size: Layout.Size, style: CellStyle, axis: Axis?, focus: Int?,
            targets: [FocusTarget], rows: RowSpan, ownRows: RowSpan, inner: [ObjectIdentifier], order: Int, seen: Int
        ) {
            self.node = node
            self.signature = signature
            self.x = x
            self.y = y
            self.size = size
            self.style = style
            self.axis = axis
            self.focus = focus
            self.targets = targets
            self.rows = rows
            self.ownRows = ownRows
            self.inner = inner
            self.order = order
            nextOrder = order
            self.seen = seen
        }

        func matches(x: Int, y: Int, size: Layout.Size, style: CellStyle, axis: Axis?) -> Bool {
            self.x == x && self.y == y && self.size == size && self.axis == axis && self.style == style
        }
    }

    /// A node and its revision when painted.
    struct Stamp {
        let node: LayoutNode
        let revision: Int
    }

    /// The frames painted at one size with one style sheet (and, for a window of a screen taller
    /// than the terminal, from one row of it: a node's place is kept relative to the window).
    final class Slot {
        let width: Int
        let height: Int
        let styleSheet: StyleSheet
        /// The first row of the screen painted: 0, or a window's first row.
        let top: Int
        var canvas: Canvas
        /// Double-buffered frames: the canvas of the frame before the last, which the next frame
        /// is painted into once ``spareStale`` (the rows where it differs from ``canvas``) are
        /// copied over; nil after a frame painted whole. No one else holds it, so it is written in
        /// place, where painting over ``canvas`` (held by the terminal's diff) would copy it whole.
        var spare: Canvas?
        var spareStale: [Int] = []
        var records: [ObjectIdentifier: Record] = [:]
        /// The rows the last frame wrote outside every reusable node.
        var freeRows = RowSpan()
        var frame = 0
        /// ``LayoutNode/stampedChanges`` when its last frame was painted.
        var stampedChanges = -1
        /// How many focus targets the last frame had (the next one likely has as many).
        var targetCount = 0

        init(width: Int, height: Int, styleSheet: StyleSheet, top: Int) {
            self.width = width
            self.height = height
            self.styleSheet = styleSheet
            self.top = top
            canvas = Canvas(width: width, height: height)
        }

        /// A canvas holding the last frame's cells, to paint the next frame into: the spare one
        /// brought up to date when there is one, else the last frame's itself (copied on write).
        func takeSpare() -> Canvas {
            guard var buffer = spare else { return canvas }
            spare = nil
            buffer.copyRows(spareStale, from: canvas)
            return buffer
        }
    }

    /// The two sizes (or windows) drawn last.
    private var slots: [Slot] = []

    /// How many frames were painted whole, how many over the last one, and how many reusable
    /// nodes' cells were kept without drawing them, since the cache was made.
    package private(set) var wholeFrames = 0
    package private(set) var repaintedFrames = 0
    package private(set) var keptNodes = 0
    /// The rows the last frame painted over the one before it (nil: it was painted whole).
    package private(set) var lastRepaintedRows: [Int]?

    package init() {}

    /// Forgets every frame: the next one is painted whole.
    package func removeAll() {
        slots.removeAll()
    }

    /// Paints `root` (laid out by `layout`) at `size` into a canvas of `width` × `height`, showing
    /// its rows from `top` on (a window of a screen taller than the terminal; 0: from its top).
    func paint(_ root: LayoutNode, layout: Layout, width: Int, height: Int, size: Layout.Size, styleSheet: StyleSheet, top: Int = 0) -> RenderedScreen {
        let slot = slot(width: width, height: height, styleSheet: styleSheet, top: top)
        slot.frame += 1
        let previous = slot.canvas
        // No stamped node changed since the last frame: every record's stamps hold.
        let stampsHold = slot.stampedChanges == LayoutNode.stampedChanges.load(ordering: .relaxed)
        var screen: RenderedScreen
        if slot.frame > 1, let dirty = find(root, layout: layout, size: size, in: slot, stampsHold: stampsHold) {
            let rows = dirty.indices.filter { dirty[$0] }
            var painter = Painter(layout: layout, canvas: slot.takeSpare())
            painter.styleSheet = styleSheet
            painter.targets.reserveCapacity(slot.targetCount)
            for row in rows { painter.canvas.blank(row: row) }
            painter.canvas.writableRows = dirty
            let pass = PaintPass(.repaint, slot: slot, frame: slot.frame, dirty: dirty)
            painter.reuse = pass
            painter.draw(root, x: 0, y: -slot.top, size: size, style: CellStyle())
            painter.canvas.writableRows = nil
            painter.canvas.writtenRows = RowSpan()
            if styleSheet.isMonochrome { painter.canvas.removeColours() }
            keptNodes += pass.kept
            repaintedFrames += 1
            lastRepaintedRows = rows
            screen = RenderedScreen(canvas: painter.canvas, focusTargets: painter.targets)
            screen.repaint = RenderedScreen.Repaint(base: previous, rows: rows)
            slot.spare = previous
            slot.spareStale = rows
        } else {
            screen = paintWhole(root, layout: layout, size: size, in: slot)
            slot.spare = nil
        }
        slot.canvas = screen.canvas
        slot.targetCount = screen.focusTargets.count
        slot.stampedChanges = LayoutNode.stampedChanges.load(ordering: .relaxed)
        return screen
    }

    /// The slot for a size, style sheet and first row, made (and the oldest of three dropped) when new.
    private func slot(width: Int, height: Int, styleSheet: StyleSheet, top: Int) -> Slot {
        if let index = slots.firstIndex(where: { $0.width == width && $0.height == height && $0.styleSheet == styleSheet && $0.top == top }) {
            let slot = slots.remove(at: index)
            slots.append(slot)
            return slot
        }
        let slot = Slot(width: width, height: height, styleSheet: styleSheet, top: top)
        slots.append(slot)
        if slots.count > 2 { slots.removeFirst() }
        return slot
    }

    /// Paints a frame from blank cells, remembering what every reusable node drew.
    private func paintWhole(_ root: LayoutNode, layout: Layout, size: Layout.Size, in slot: Slot) -> RenderedScreen {
        slot.records.removeAll(keepingCapacity: true)
        var painter = Painter(layout: layout, canvas: Canvas(width: slot.width, height: slot.height))
        painter.styleSheet = slot.styleSheet
        let pass = PaintPass(.whole, slot: slot, frame: slot.frame, dirty: [])
        painter.reuse = pass
        painter.draw(root, x: 0, y: -slot.top, size: size, style: CellStyle())
        slot.freeRows = painter.canvas.writtenRows
        painter.canvas.writtenRows = RowSpan()
        if slot.styleSheet.isMonochrome { painter.canvas.removeColours() }
        wholeFrames += 1
        lastRepaintedRows = nil
        return RenderedScreen(canvas: painter.canvas, focusTargets: painter.targets)
    }

    /// The first pass: the rows that can differ from the last frame's, marked (the nodes kept are
    /// marked on their records); nil when the frame must be painted whole (the records are then of no use).
    private func find(_ root: LayoutNode, layout: Layout, size: Layout.Size, in slot: Slot, stampsHold: Bool) -> [Bool]? {
        var painter = Painter(layout: layout, canvas: slot.canvas)
        painter.styleSheet = slot.styleSheet
        // No cell is written in this pass: only the rows written are counted.
        painter.canvas.writableRows = Array(repeating: false, count: slot.height)
        painter.canvas.writtenRows = RowSpan()
        let pass = PaintPass(.find, slot: slot, frame: slot.frame, dirty: Array(repeating: false, count: slot.height))
        pass.stampsHold = stampsHold
        painter.reuse = pass
        painter.draw(root, x: 0, y: -slot.top, size: size, style: CellStyle())
        guard !pass.failed else { return nil }
        var dirty = pass.dirty
        // What was drawn outside reusable nodes, now and in the last frame.
        painter.canvas.writtenRows.mark(in: &dirty)
        slot.freeRows.mark(in: &dirty)
        slot.freeRows = painter.canvas.writtenRows
        // What the last frame drew and this one does not: its rows change.
        var gone: [ObjectIdentifier] = []
        for record in slot.records.values {
            if record.seen == slot.frame {
                record.order = record.nextOrder
            } else {
                record.ownRows.mark(in: &dirty)
                gone.append(ObjectIdentifier(record.node))
            }
        }
        for id in gone { slot.records[id] = nil }
        // Most of the screen changed: painting it whole costs less than painting it twice.
        guard dirty.lazy.filter({ $0 }).count * 2 <= slot.height else { return nil }
        return dirty
    }
}

/// One pass of a frame's painting through a ``PaintCache`` (what ``Painter/drawReusing`` reads and writes).
final class PaintPass {
    enum Mode {
        /// From blank cells: every reusable node drawn and remembered.
        case whole
        /// The first pass over the last frame: unchanged nodes skipped, the others drawn (no cell
        /// written) and remembered, the rows that change marked.
        case find
        /// The second pass: only the dirty rows written, unchanged nodes outside them skipped.
        case repaint
    }

    let mode: Mode
    let slot: PaintCache.Slot
    let frame: Int
    /// The rows that change (find: marked as found; repaint: the rows written).
    var dirty: [Bool]
    /// The rows written by the reusable nodes inside the one being drawn.
    var innerRows = RowSpan()
    /// The reusable nodes met directly inside the one being drawn.
    var inner: [ObjectIdentifier] = []
    /// The drawing order of this frame, counted so far.
    var order = 0
    /// The last frame's order of the last node skipped: skipped nodes must keep their order.
    var lastSkippedOrder = -1
    /// Set when the frame must be painted whole.
    var failed = false
    /// In the find pass: how many nodes being drawn will be remembered with their focus
    /// targets, so that a node kept inside one gives its targets, not only their count.
    var collectingTargets = 0
    /// In the find pass: no stamped node changed since the slot's last frame, so a record's
    /// stamps need not be matched.
    var stampsHold = false
    /// How many nodes the repaint pass skipped.
    var kept = 0

    init(_ mode: Mode, slot: PaintCache.Slot, frame: Int, dirty: [Bool]) {
        self.mode = mode
        self.slot = slot
        self.frame = frame
        self.dirty = dirty
    }

    /// Marks `record` and the records of the reusable nodes inside it as seen in this frame,
    /// numbering them in drawing order; false when one was already seen (a node met twice).
    func keep(_ record: PaintCache.Record) -> Bool {
        guard record.seen != frame else { return false }
        record.seen = frame
        record.nextOrder = order
        order += 1
        // Most kept nodes have no reusable node inside: no stack for them.
        guard !record.inner.isEmpty else { return true }
        var stack = Array(record.inner.reversed())
        while let next = stack.popLast() {
            guard let inner = slot.records[next], inner.seen != frame else { return false }
            inner.seen = frame
            inner.nextOrder = order
            order += 1
            stack.append(contentsOf: inner.inner.reversed())
        }
        return true
    }

    /// The stamps of `node` and its subtree, in preorder.
    static func signature(of node: LayoutNode) -> [PaintCache.Stamp] {
        var stamps: [PaintCache.Stamp] = []
        var stack = [node]
        while let next = stack.popLast() {
            stamps.append(PaintCache.Stamp(node: next, revision: next.revision))
            next.isStamped = true
            pushChildren(of: next, onto: &stack)
        }
        return stamps
    }

    /// Whether `node` and its subtree are still as `signature` has them.
    ///
    /// The nodes stamped are read in a flat loop, not the tree walked again. A
    /// node's revision changes with its kind and with its children (any change to the array), so
    /// when the first stamp is `node` and no stamped node's revision changed, each stamped node
    /// still has the children stamped after it: the subtree is the one stamped, unchanged.
    func matches(_ node: LayoutNode, _ signature: [PaintCache.Stamp]) -> Bool {
        signature.withUnsafeBufferPointer { stamps in
            guard let first = stamps.first, first.node === node else { return false }
            for stamp in stamps where stamp.node.revision != stamp.revision { return false }
            return true
        }
    }

    /// Pushes `node`'s children last first, so that they pop in order (a preorder walk).
    private static func pushChildren(of node: LayoutNode, onto stack: inout [LayoutNode]) {
        let children = node.children
        var index = children.count
        while index > 0 {
            index -= 1
            stack.append(children[index])
        }
    }

}
