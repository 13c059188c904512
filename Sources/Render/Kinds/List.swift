import Inspect

// `List`: its rows in a leading column, sections set off by dividers (Section.swift). A list of
// one ForEach makes only the rows it draws (LazyRows.swift).

extension KindDrawing {
    /// `List`: its rows, made as drawn when it holds one ForEach.
    static let list = KindDrawing { builder, view, depth in
        if let lazy = try builder.lazyRows(of: view, spacing: 0, alignment: .leading, asListRows: true, depth: depth) {
            return lazy
        }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), try builder.rows(of: view, depth: depth))
    }
}
