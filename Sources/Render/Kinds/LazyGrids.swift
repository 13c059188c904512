import Builders
import Inspect

// The lazy grids: `LazyVGrid` fills its columns row by row, `LazyHGrid` its rows column by column.

extension KindDrawing {
    /// `LazyVGrid`: its cells row by row into its columns (fixed, flexible or adaptive).
    static let lazyVGrid = KindDrawing { builder, view, depth in
        let cells = try builder.listedItems(of: view, depth: depth)
        let flow = GridSpec.Flow.rowMajor(((try? view.columns()) ?? []).map(LayoutBuilder.columnSpec))
        let rowSpacing = (try? view.spacing()).flatMap { $0 }.map(Cells.rows) ?? 0
        return LayoutNode(.containers(.grid(GridSpec(flow: flow, columnSpacing: 1, rowSpacing: rowSpacing))), cells)
    }

    /// `LazyHGrid`: its cells column by column into as many rows as it has.
    static let lazyHGrid = KindDrawing { builder, view, depth in
        let cells = try builder.listedItems(of: view, depth: depth)
        let flow = GridSpec.Flow.columnMajor(rows: max(1, ((try? view.rows()) ?? []).count))
        let columnSpacing = (try? view.spacing()).flatMap { $0 }.map(Cells.columns) ?? 1
        return LayoutNode(.containers(.grid(GridSpec(flow: flow, columnSpacing: columnSpacing, rowSpacing: 0))), cells)
    }
}

extension LayoutBuilder {
    /// A grid item's size in cells.
    fileprivate static func columnSpec(_ item: GridItem) -> GridSpec.ColumnSpec {
        func upper(_ points: CGFloat) -> Int? { points.isFinite ? Cells.columns(points) : nil }
        switch item.size {
        case .fixed(let width): return .fixed(Cells.columns(width))
        case let .flexible(minimum, maximum): return .flexible(minimum: Cells.columns(minimum), maximum: upper(maximum))
        case let .adaptive(minimum, maximum): return .adaptive(minimum: max(1, Cells.columns(minimum)), maximum: upper(maximum))
        }
    }
}
