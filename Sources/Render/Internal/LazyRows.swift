import Builders
import Inspect

/// The rows of a lazy container: a list, a vertical lazy stack or a vertical scroll view
/// whose content is one ForEach. It knows how many rows there are and makes a row
/// only when it is drawn, so a frame evaluates and lays out only the rows on screen, whatever
/// the row count.
///
/// Every row is given the height of the first row (measured at the width offered; a running app
/// remembers the height of the first row drawn instead, so that a frame scrolled far down makes
/// no row off screen): rows of one height draw as a stack of them does; a taller row is cut to
/// it and a shorter one keeps the rest of its slot blank.
final class LazyRows {
    /// How many rows there are (the ForEach's element count).
    let count: Int
    /// Blank lines between two rows.
    let spacing: Int
    /// Where a row narrower than the container stands.
    let alignment: HorizontalPlacement
    /// What the rows drawn in this render report to it.
    let log: LazyLog
    private let make: (Int) throws -> LayoutNode
    /// The rows made so far in this render, by offset.
    private var made: [Int: LayoutNode] = [:]
    /// The first row's height, by the width it was measured at.
    private var measured: (width: Int?, height: Int)?
    /// Where a running app remembers the row height between frames, and the ForEach's position.
    private let memory: (cache: LayoutCache, key: StructuralKey)?

    init(
        count: Int, spacing: Int, alignment: HorizontalPlacement, log: LazyLog, memory: (cache: LayoutCache, key: StructuralKey)?,
        make: @escaping (Int) throws -> LayoutNode
    ) {
        self.memory = memory
        self.count = max(0, count)
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.log = log
        self.make = make
    }

    /// The row at `offset`, made on first use; an empty row when making it failed (the render
    /// throws the error once drawing ends).
    func row(_ offset: Int) -> LayoutNode {
        if let node = made[offset] { return node }
        let node: LayoutNode
        do {
            node = try make(offset)
        } catch {
            if log.error == nil { log.error = error }
            node = LayoutNode(.empty)
        }
        made[offset] = node
        return node
    }

    /// The height every row is given at `width`: the first row's, at least one line.
    func rowHeight(_ layout: Layout, width: Int?) -> Int {
        if let measured, measured.width == width { return measured.height }
        if let memory, let known = memory.cache.rowHeights[memory.key], known.width == width, count > 0 {
            measured = known
            return known.height
        }
        let height = count == 0 ? 0 : max(1, layout.size(row(0), Layout.Proposal(width: width, height: nil)).height)
        measured = (width, height)
        if let memory { memory.cache.rowHeights[memory.key] = (width, height) }
        return height
    }

    /// Notes the height of the first row drawn, at `width`, for the next frame.
    func remember(_ layout: Layout, firstDrawn node: LayoutNode, width: Int) {
        guard let memory else { return }
        let height = max(1, layout.size(node, Layout.Proposal(width: width, height: nil)).height)
        memory.cache.rowHeights[memory.key] = (width, height)
    }

    /// The container's size for `proposal`: all the width offered (else the first row's), and
    /// every row's height with the spacing between them (no more than offered).
    func size(_ layout: Layout, _ proposal: Layout.Proposal) -> Layout.Size {
        guard count > 0 else { return Layout.Size(width: 0, height: 0) }
        let height = rowHeight(layout, width: proposal.width)
        let (product, overflow) = count.multipliedReportingOverflow(by: height + spacing)
        let total = overflow ? Int.max : product - spacing
        let width = proposal.width ?? layout.size(row(0), Layout.Proposal(width: nil, height: nil)).width
        return Layout.Size(width: width, height: proposal.height.map { min(total, max(0, $0)) } ?? total)
    }
}

/// What the lazy rows drawn in one render report to it: the first error met while making a row,
/// whether rows were left undrawn, and where they were left out among the focus targets.
final class LazyLog {
    var error: (any Error)?
    /// How many lazy containers the frame's tree holds.
    var containers = 0
    /// Whether some lazy container has rows that were not drawn (off the canvas or cut).
    var hidesRows = false
    /// The focus-target indices before which undrawn rows lie (the count of targets: after the last).
    var gaps: [Int] = []
}

extension Painter {
    /// Draws the rows of `rows` that fall on the canvas within the container's `size`, each
    /// made as it is drawn; the others are not made.
    mutating func drawLazyRows(_ rows: LazyRows, x: Int, y: Int, size: Size, style: CellStyle) {
        let height = rows.rowHeight(layout, width: size.width)
        let stride = height + rows.spacing
        guard rows.count > 0, stride > 0 else { return }
        let (end, overflow) = y.addingReportingOverflow(size.height)
        let top = max(0, y), bottom = min(canvas.height, overflow ? Int.max : end)
        guard top < bottom else {
            rows.log.hidesRows = true
            rows.log.gaps.append(targets.count)
            return
        }
        let first = min(rows.count - 1, (top - y) / stride)
        let last = min(rows.count - 1, (bottom - 1 - y) / stride)
        if first > 0 {
            rows.log.hidesRows = true
            rows.log.gaps.append(targets.count)
        }
        rows.remember(layout, firstDrawn: rows.row(first), width: size.width)
        for offset in first...max(first, last) {
            let node = rows.row(offset)
            let own = layout.size(node, Layout.Proposal(width: size.width, height: height))
            let fitted = Size(width: min(own.width, size.width), height: min(own.height, height))
            draw(node, x: x + rows.alignment.offset(size.width - fitted.width), y: y + offset * stride, size: fitted, style: style, axis: .vertical)
        }
        if last < rows.count - 1 {
            rows.log.hidesRows = true
            rows.log.gaps.append(targets.count)
        }
    }
}

extension LayoutBuilder {
    /// The lazy rows of `holder`, a lazy container whose content is one ForEach of this package,
    /// spaced and placed as given; nil to draw it as a stack of all its rows (other content, or a
    /// ForEach whose first element is a section, which a list draws with dividers). As a list's rows
    /// (`asListRows`), sections are kept whole and each item is built as a row of its own; else
    /// the items are listed and built as a stack's. Rows are built one level below `depth`.
    func lazyRows(
        of holder: InspectableView, spacing: Int, alignment: HorizontalPlacement, asListRows: Bool, depth: Int
    ) throws -> LayoutNode? {
        guard let lazyLog else { return nil }
        let content = try holder.children()
        guard content.count == 1, let forEach = content.first, let count = forEach.elementCount else { return nil }
        let keep: (InspectableView) -> Bool = asListRows ? Self.keepsSectionsWhole : keepsWhole
        // (Read without opening a custom view: that would make the first row, on screen or not.)
        if count > 0, try forEach.elementViews(at: 0).contains(where: { $0.kind == .section }) {
            return nil
        }
        let memory = cache.map { (cache: $0, key: forEach.structuralKeys.own) }
        // A list's rows in edit mode carry its controls (EditModeRows.swift).
        let editable = asListRows ? EditableRows(forEachModifiers: forEach.modifiers.map(\.value)) : nil
        let editing = editable != nil && holder.isEditing()
        let rows = LazyRows(count: count, spacing: spacing, alignment: alignment, log: lazyLog, memory: memory) { [self] offset in
            let items = try forEach.elementViews(at: offset).flatMap { try $0.listItems(keepingWhole: keep) }
            var nodes = asListRows ? try items.map { try build($0, depth: depth + 1) } : try built(items, depth: depth + 1)
            if let editable, nodes.count == 1, let item = items.first {
                nodes[0] = Self.listRow(nodes[0], item: item, offset: offset, rows: editable, editing: editing)
            }
            if nodes.count == 1 { return nodes[0] }
            if nodes.isEmpty { return LayoutNode(.empty) }
            return LayoutNode(.vStack(spacing: spacing, alignment: alignment), nodes)
        }
        cache?.lazyContainers += 1
        lazyLog.containers += 1
        return LayoutNode(.containers(.lazy(rows)))
    }
}
