import Inspect

// `ControlGroup`: its controls in a row, a column apart.

extension KindDrawing {
    /// `ControlGroup`: its views in a row.
    static let controlGroup = KindDrawing { builder, view, depth in
        LayoutNode(.hStack(spacing: 1, alignment: .center), try builder.listedItems(of: view, depth: depth))
    }
}
