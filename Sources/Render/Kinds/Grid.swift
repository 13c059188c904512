import Builders
import Inspect

// `Grid` and `GridRow`: a grid's rows of cells, each `GridRow`'s views one a column, any other
// view a row spanning every column; a `GridRow` outside a grid is a row of its views.

extension KindDrawing {
    /// `Grid`: its rows, columns as wide as their widest cell.
    static let grid = KindDrawing { builder, view, depth in
        var cells: [LayoutNode] = []
        var rows: [GridSpec.Row] = []
        for item in try view.viewList(keepingWhole: LayoutBuilder.isSegmentBar) {
            if item.kind == .gridRow {
                let start = cells.count
                cells.append(contentsOf: try builder.listedItems(of: item, depth: depth))
                rows.append(.cells(Array(start..<cells.count)))
            } else {
                rows.append(.spanning(cells.count))
                cells.append(try builder.build(item, depth: depth + 1))
            }
        }
        let columnSpacing = (try? view.horizontalSpacing()).flatMap { $0 }.map(Cells.columns) ?? 1
        let rowSpacing = (try? view.verticalSpacing()).flatMap { $0 }.map(Cells.rows) ?? 0
        return LayoutNode(.containers(.grid(GridSpec(flow: .explicit(rows), columnSpacing: columnSpacing, rowSpacing: rowSpacing))), cells)
    }

    /// `GridRow` drawn on its own: its views in a row, a column apart.
    static let gridRow = KindDrawing { builder, view, depth in
        LayoutNode(.hStack(spacing: 1, alignment: .center), try builder.listedItems(of: view, depth: depth))
    }
}
