import Inspect

// `Table`: its columns' headers in bold, a rule, then one line a row, each column as wide as its
// widest cell, two columns apart:
//
//     Name   Age
//     ──────────
//     Ada    36

extension KindDrawing {
    /// `Table`: a grid of its headers and its rows' cells.
    static let table = KindDrawing { builder, view, depth in
        let columns = try view.children().filter { $0.kind == .tableColumn }
        var cells: [LayoutNode] = []
        var rows: [GridSpec.Row] = []
        var header: [Int] = []
        for column in columns {
            header.append(cells.count)
            cells.append(LayoutNode(.style({ $0.bold = true }), [try builder.stack([try column.labelView()], depth: depth)]))
        }
        rows.append(.cells(header))
        rows.append(.spanning(cells.count))
        cells.append(LayoutNode(.divider))
        for (offset, value) in try view.tableRowValues().enumerated() {
            var row: [Int] = []
            for (index, column) in columns.enumerated() {
                row.append(cells.count)
                let cell = column.inspectSibling(try column.cellContent(value), at: "cellView", offset * columns.count + index)
                cells.append(try builder.stack([cell], depth: depth))
            }
            rows.append(.cells(row))
        }
        return LayoutNode(.containers(.grid(GridSpec(flow: .explicit(rows), columnSpacing: 2, rowSpacing: 0))), cells)
    }
}
