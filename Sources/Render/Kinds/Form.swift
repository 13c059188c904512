import Inspect

// `Form`: its rows in a leading column, sections set off by dividers (Section.swift).

extension KindDrawing {
    /// `Form`: its rows.
    static let form = KindDrawing { builder, view, depth in
        LayoutNode(.vStack(spacing: 0, alignment: .leading), try builder.rows(of: view, depth: depth))
    }
}
