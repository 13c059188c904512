import Inspect

// `TableColumn`: a column stands only in a table, which draws its header and cells;
// drawn on its own (as a table's child in a listing), it is its header.

extension KindDrawing {
    /// `TableColumn`: its header.
    static let tableColumn = KindDrawing { builder, view, depth in
        try builder.stack([try view.labelView()], depth: depth)
    }
}
