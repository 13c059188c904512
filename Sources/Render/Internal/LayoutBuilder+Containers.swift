import Builders
import Inspect

/// How the containers family's views are laid out where no stack, frame or control says it:
/// a scroll view's clipping, a grid's columns, a group box's titled border, the choice of the
/// first view that fits.
enum ContainerLayout {
    /// The content (the one child) drawn at its ideal size along the scrolled axes, clipped to the view.
    case scroll(horizontal: Bool, vertical: Bool)
    /// The children are the cells, arranged as the spec says.
    case grid(GridSpec)
    /// A border around the content (the last child), with the title (the first child, when `titled`) on its top line.
    case box(titled: Bool)
    /// The first child that fits the offered width, else the last.
    case fits
    // MARK: Lazy rows
    /// Rows made only when drawn (LazyRows.swift).
    case lazy(LazyRows)
}

/// The arrangement of a grid's cells (the node's children, by index).
struct GridSpec {
    /// How the cells are placed in rows.
    enum Flow {
        /// Row by row into the given columns (a vertical lazy grid).
        case rowMajor([ColumnSpec])
        /// Column by column into this many rows (a horizontal lazy grid).
        case columnMajor(rows: Int)
        /// Rows given: cell indices, or one cell spanning every column (a grid of rows).
        case explicit([Row])
    }

    /// One row of an explicit grid.
    enum Row {
        case cells([Int])
        case spanning(Int)
    }

    /// How a column is sized, in cells.
    enum ColumnSpec {
        case fixed(Int)
        case flexible(minimum: Int, maximum: Int?)
        case adaptive(minimum: Int, maximum: Int?)
    }

    var flow: Flow
    var columnSpacing: Int
    var rowSpacing: Int
}

// MARK: Building

extension LayoutBuilder {
    /// A focusable control showing `label` side by side (a navigation link, a menu, a disclosure group's header).
    func control(_ view: InspectableView, action: @escaping () -> Void, label: [LayoutNode]) -> LayoutNode {
        // Its source is set here: a header inside a stack (an expanded disclosure group's) is not
        // marked by `build` (found by the runtime fuzzer).
        let control = LayoutNode.Control(action: action, isDisabled: view.isDisabled(), isSelected: false, isOn: nil, source: view)
        return LayoutNode(.control(control), [LayoutNode(.hStack(spacing: 1, alignment: .center), label)])
    }
}

// MARK: Sizing

extension Layout {
    /// The size of a container node of the containers family.
    func containerSize(_ node: LayoutNode, _ container: ContainerLayout, _ proposal: Proposal) -> Size {
        switch container {
        case let .scroll(horizontal, vertical):
            guard let content = node.children.first else { return Size(width: 0, height: 0) }
            let ideal = size(content, scrolledProposal(proposal, horizontal: horizontal, vertical: vertical))
            return Size(width: limit(ideal.width, proposal.width), height: limit(ideal.height, proposal.height))
        case .grid(let spec):
            let geometry = gridGeometry(node, spec, width: proposal.width)
            return Size(width: geometry.width, height: geometry.height)
        case .box(let titled):
            guard let content = node.children.last else { return Size(width: 2, height: 2) }
            let inner = size(content, Proposal(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) }))
            var width = inner.width + 2
            if titled, let title = node.children.first {
                width = max(width, size(title, Proposal(width: proposal.width.map { max(0, $0 - 4) }, height: 1)).width + 4)
            }
            return Size(width: limit(width, proposal.width), height: inner.height + 2)
        case .fits:
            guard let chosen = fittingChild(node, width: proposal.width) else { return Size(width: 0, height: 0) }
            return size(chosen, proposal)
        // MARK: Lazy rows
        case .lazy(let rows):
            return rows.size(self, proposal)
        }
    }

    func scrolledProposal(_ proposal: Proposal, horizontal: Bool, vertical: Bool) -> Proposal {
        Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    private func limit(_ value: Int, _ proposed: Int?) -> Int {
        proposed.map { min(value, max(0, $0)) } ?? value
    }

    /// The first child whose ideal width fits `width`, else the last.
    func fittingChild(_ node: LayoutNode, width: Int?) -> LayoutNode? {
        guard let width else { return node.children.first }
        return node.children.first { size($0, Proposal(width: nil, height: nil)).width <= width } ?? node.children.last
    }

    /// Where a grid's cells go: its rows, and the widths of its columns and heights of its rows.
    struct GridGeometry {
        var rows: [GridSpec.Row]
        var columnWidths: [Int]
        var rowHeights: [Int]
        var columnSpacing: Int
        var rowSpacing: Int

        var width: Int { columnWidths.reduce(0, +) + columnSpacing * max(0, columnWidths.count - 1) }
        var height: Int { rowHeights.reduce(0, +) + rowSpacing * max(0, rowHeights.count - 1) }
    }

    func gridGeometry(_ node: LayoutNode, _ spec: GridSpec, width: Int?) -> GridGeometry {
        let count = node.children.count
        var columns: [GridSpec.ColumnSpec] = []
        var rows: [GridSpec.Row] = []
        switch spec.flow {
        case .rowMajor(let specs):
            columns = expanded(specs, width: width, spacing: spec.columnSpacing)
            let perRow = max(1, columns.count)
            rows = stride(from: 0, to: count, by: perRow).map { .cells(Array($0..<min(count, $0 + perRow))) }
        case .columnMajor(let rowCount):
            rows = (0..<min(rowCount, count)).map { row in .cells(Array(stride(from: row, to: count, by: rowCount))) }
        case .explicit(let given):
            rows = given
        }
        let columnCount = max(columns.count, rows.map { if case .cells(let cells) = $0 { cells.count } else { 0 } }.max() ?? 0)
        var ideal = Array(repeating: 0, count: columnCount)
        for case .cells(let cells) in rows {
            for (column, cell) in cells.enumerated() where node.children.indices.contains(cell) {
                ideal[column] = max(ideal[column], size(node.children[cell], Proposal(width: nil, height: nil)).width)
            }
        }
        var widths = ideal.enumerated().map { column, ideal in
            guard columns.indices.contains(column) else { return ideal }
            switch columns[column] {
            case .fixed(let width): return width
            case let .flexible(minimum, maximum), let .adaptive(minimum, maximum):
                return min(max(ideal, minimum), maximum ?? Int.max)
            }
        }
        if let width {
            widths = fitted(widths, columns: columns, into: max(0, width - spec.columnSpacing * max(0, columnCount - 1)))
        }
        let total = widths.reduce(0, +) + spec.columnSpacing * max(0, columnCount - 1)
        let heights = rows.map { row -> Int in
            switch row {
            case .cells(let cells):
                return cells.enumerated().map { column, cell in
                    node.children.indices.contains(cell) ? size(node.children[cell], Proposal(width: widths[column], height: nil)).height : 0
                }.max() ?? 0
            case .spanning(let cell):
                return node.children.indices.contains(cell) ? size(node.children[cell], Proposal(width: width ?? total, height: nil)).height : 0
            }
        }
        return GridGeometry(rows: rows, columnWidths: widths, rowHeights: heights, columnSpacing: spec.columnSpacing, rowSpacing: spec.rowSpacing)
    }

    /// The columns, with an adaptive one made into as many columns of its minimum as fit.
    private func expanded(_ specs: [GridSpec.ColumnSpec], width: Int?, spacing: Int) -> [GridSpec.ColumnSpec] {
        let fixedWidth = specs.reduce(0) { total, spec in
            if case .fixed(let width) = spec { return total + width + spacing }
            return total
        }
        return specs.flatMap { spec -> [GridSpec.ColumnSpec] in
            guard case let .adaptive(minimum, maximum) = spec else { return [spec] }
            guard let width else { return [spec] }
            let room = max(0, width - fixedWidth)
            let count = max(1, min(room, (room + spacing) / max(1, minimum + spacing)))
            return Array(repeating: .adaptive(minimum: minimum, maximum: maximum), count: count)
        }
    }

    /// Column widths within `room`: too wide, the widest shrink first; narrower, the flexible
    /// columns share what is left up to their maximum.
    private func fitted(_ widths: [Int], columns: [GridSpec.ColumnSpec], into room: Int) -> [Int] {
        var widths = widths
        var total = widths.reduce(0, +)
        if total > room {
            // Shrink evenly, smallest kept whole first.
            let order = widths.indices.sorted { widths[$0] < widths[$1] }
            var left = room
            for (position, index) in order.enumerated() {
                let share = left / max(1, order.count - position)
                widths[index] = min(widths[index], share)
                left -= widths[index]
            }
            return widths
        }
        let flexible = widths.indices.filter { index in
            guard columns.indices.contains(index) else { return false }
            if case .fixed = columns[index] { return false }
            return true
        }
        var extra = room - total
        for (position, index) in flexible.enumerated() where extra > 0 {
            var maximum = Int.max
            switch columns[index] {
            case .flexible(_, let upper), .adaptive(_, let upper): maximum = upper ?? Int.max
            case .fixed: break
            }
            let share = min(extra / (flexible.count - position), max(0, maximum - widths[index]))
            widths[index] += share
            extra -= share
            total += share
        }
        return widths
    }
}

// MARK: Drawing

extension Painter {
    /// Draws a container node of the containers family.
    mutating func drawContainer(_ node: LayoutNode, _ container: ContainerLayout, x: Int, y: Int, size: Size, style: CellStyle) {
        switch container {
        case let .scroll(horizontal, vertical):
            guard let content = node.children.first else { return }
            let ideal = layout.size(content, layout.scrolledProposal(.init(width: size.width, height: size.height), horizontal: horizontal, vertical: vertical))
            // The content is drawn whole into a canvas of the view's size, which clips it.
            // Only the view's rows that fall on the canvas get one (a window of a tall screen).
            let skip = max(0, -y)
            let shown = max(0, min(size.height, canvas.height - y) - skip)
            var inner = Painter(layout: layout, canvas: Canvas(width: size.width, height: shown), targets: targets)
            inner.uncollectedTargets = uncollectedTargets
            let first = targets.count
            inner.draw(content, x: 0, y: -skip, size: ideal, style: style)
            for row in 0..<inner.canvas.height {
                for column in 0..<inner.canvas.width where !(inner.canvas[row, column] == Cell()) {
                    canvas.set(row: y + skip + row, column: x + column, inner.canvas[row, column])
                }
            }
            for target in inner.targets.dropFirst(first) {
                var moved = FocusTarget(row: target.row + y + skip, column: target.column + x, width: target.width, height: target.height,
                                        isSelected: target.isSelected, action: target.action, source: target.source, segment: target.segment)
                moved.textOrigin = target.textOrigin.map { ($0.row + y + skip, $0.column + x) }
                moved.rowControl = target.rowControl
                targets.append(moved)
            }
        case .grid(let spec):
            let geometry = layout.gridGeometry(node, spec, width: size.width)
            var row = y
            for (index, cells) in geometry.rows.enumerated() {
                let height = geometry.rowHeights[index]
                switch cells {
                case .cells(let cells):
                    var column = x
                    for (position, cell) in cells.enumerated() where node.children.indices.contains(cell) {
                        let width = geometry.columnWidths[position]
                        drawFitted(node.children[cell], x: column, y: row, size: Size(width: width, height: height), style: style)
                        column += width + geometry.columnSpacing
                    }
                case .spanning(let cell) where node.children.indices.contains(cell):
                    drawFitted(node.children[cell], x: x, y: row, size: Size(width: size.width, height: height), style: style)
                case .spanning:
                    break
                }
                row += height + geometry.rowSpacing
            }
        case .box(let titled):
            drawBorder(x: x, y: y, size: size, style: style)
            if titled, let title = node.children.first, size.width > 4 {
                drawFitted(title, x: x + 2, y: y, size: Size(width: size.width - 4, height: 1), style: style)
            }
            if let content = node.children.last {
                drawFitted(content, x: x + 1, y: y + 1, size: Size(width: max(0, size.width - 2), height: max(0, size.height - 2)), style: style)
            }
        case .fits:
            guard let chosen = layout.fittingChild(node, width: size.width) else { return }
            draw(chosen, x: x, y: y, size: size, style: style)
        // MARK: Lazy rows
        case .lazy(let rows):
            drawLazyRows(rows, x: x, y: y, size: size, style: style)
        }
    }

    /// Draws `node` at its own size within `size`, at the top leading corner.
    private mutating func drawFitted(_ node: LayoutNode, x: Int, y: Int, size: Size, style: CellStyle) {
        let own = layout.size(node, .init(width: size.width, height: size.height))
        draw(node, x: x, y: y, size: Size(width: min(own.width, size.width), height: min(own.height, size.height)), style: style)
    }

    private mutating func drawBorder(x: Int, y: Int, size: Size, style: CellStyle) {
        guard size.width >= 2, size.height >= 2 else { return }
        let right = x + size.width - 1
        let bottom = y + size.height - 1
        for column in Self.visible(x, size.width, within: canvas.width) {
            let part = column == x ? 0 : column == right ? 2 : 1
            canvas.set(row: y, column: column, Cell(["┌", "─", "┐"][part], style: style))
            canvas.set(row: bottom, column: column, Cell(["└", "─", "┘"][part], style: style))
        }
        for row in Self.visible(y + 1, size.height - 2, within: canvas.height) {
            canvas.set(row: row, column: x, Cell("│", style: style))
            canvas.set(row: row, column: right, Cell("│", style: style))
        }
    }
}
