// A list's rows that one custom view gives, kept as one node.
//
// In a running app, a custom view among a form's, list's or section's rows is kept whole and its
// rows come from the layout cache while it does not change. Kept as one node, a row group, the
// rows are sized and painted as one: a frame that changes one row of a long list sizes and paints
// the other groups as wholes (the paint cache skips them), not each of their rows.
//
// A row group lays out exactly as its rows would as the list's own rows: offered no height (a
// tall screen's window), each row takes its ideal height either way. Offered a height, the list
// shares it out over the rows of all its groups at once (``Layout/rowGroupPlan(_:_:)``), and the
// painter draws each group's rows where that plan puts them. Groups nest only as deep as the
// builder's depth limit lets views nest, which bounds the recursion here.

import Inspect

extension LayoutNode {
    /// `rows` as one row group, or the single row itself.
    static func rowGroup(_ rows: [LayoutNode]) -> [LayoutNode] {
        guard rows.count > 1 else { return rows }
        let group = LayoutNode(.vStack(spacing: 0, alignment: .leading), rows)
        group.isRowGroup = true
        group.hasFlexibleRow = rows.contains { $0.isFlexible(along: .vertical) || $0.hasFlexibleRow }
        return [group]
    }
}

extension LayoutBuilder {
    /// The rows of `view`, a custom view among a section's rows in a running app: one row group
    /// (or its single row), which the layout cache keeps while the view does not change.
    func rowGroup(_ view: InspectableView, depth: Int) throws -> [LayoutNode] {
        guard let cache, Self.opensThroughCache(view) else { return try built([view], depth: depth) }
        // A section among its items is one item, drawn with its header and footer and set off by dividers.
        let keepWhole = keepsWhole
        return try cachedItems(of: view, cache: cache, depth: depth, keepingWhole: { keepWhole($0) || $0.kind == .section }) { rows in
            LayoutNode.rowGroup(Self.dividingSections(rows))
        }
    }
}

extension Layout {
    /// The plan of a stack without spacing whose children include row groups, offered a height:
    /// the height is shared out over every group's rows as if they were the stack's own; each
    /// group's length is its rows', and its rows' plan is in ``Plan/groupRows``. Nil when the
    /// stack's usual plan, groups whole, is the same.
    func rowGroupPlan(_ children: [LayoutNode], _ proposal: Proposal) -> Plan? {
        // When every row fits at its ideal height and no group's row is flexible, each row takes
        // its ideal height either way: the groups are laid out whole (a tall screen painted at
        // its full height).
        let ideal = children.reduce(0) { $0 + size($1, Proposal(width: proposal.width, height: nil), axis: .vertical).height }
        if let height = proposal.height, ideal <= height, !children.contains(where: \.hasFlexibleRow) { return nil }
        var rows: [LayoutNode] = []
        for child in children {
            if child.isRowGroup { rows.append(contentsOf: child.children) } else { rows.append(child) }
        }
        // A group among a group's rows is shared out the same way, one level down.
        let flat = verticalPlan(rows, spacing: 0, proposal)
        var plan = Plan(lengths: [], sizes: [], total: flat.total)
        plan.lengths.reserveCapacity(children.count)
        plan.sizes.reserveCapacity(children.count)
        var next = 0
        for child in children {
            guard child.isRowGroup else {
                plan.lengths.append(flat.lengths[next])
                plan.sizes.append(flat.sizes[next])
                next += 1
                continue
            }
            let range = next..<(next + child.children.count)
            next = range.upperBound
            var own = Plan(lengths: Array(flat.lengths[range]), sizes: Array(flat.sizes[range]), total: flat.lengths[range].reduce(0, +))
            for (index, inner) in flat.groupRows where range.contains(index) {
                own.groupRows[index - range.lowerBound] = inner
            }
            plan.groupRows[plan.lengths.count] = own
            plan.lengths.append(own.total)
            plan.sizes.append(Size(width: own.sizes.map(\.width).max() ?? 0, height: own.total))
        }
        return plan
    }
}

extension Painter {
    /// Draws a vertical stack's children as `plan` places them; a row group the plan shares out
    /// row by row has its rows drawn as the stack's own.
    mutating func drawColumn(
        _ children: [LayoutNode], plan: Layout.Plan, x: Int, y: Int, size: Size, spacing: Int, alignment: HorizontalPlacement, style: CellStyle
    ) {
        var row = y
        for (index, child) in children.enumerated() {
            if let rows = plan.groupRows[index] {
                drawColumn(child.children, plan: rows, x: x, y: row, size: size, spacing: 0, alignment: alignment, style: style)
            } else {
                let childSize = Size(width: min(plan.sizes[index].width, size.width), height: plan.sizes[index].height)
                draw(child, x: x + alignment.offset(size.width - childSize.width), y: row, size: childSize, style: style, axis: .vertical)
            }
            row += plan.lengths[index] + spacing
        }
    }
}
