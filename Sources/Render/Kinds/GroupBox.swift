import Inspect

// `GroupBox`: its content in a border, its label (when it has one) on the border's top line.

extension KindDrawing {
    /// `GroupBox`: a titled box of its content.
    static let groupBox = KindDrawing { builder, view, depth in
        let label = try view.labelView()
        let content = try builder.column(try view.children(), depth: depth)
        if label.kind == .emptyView { return LayoutNode(.containers(.box(titled: false)), [content]) }
        return LayoutNode(.containers(.box(titled: true)), [try builder.build(label, depth: depth + 1), content])
    }
}
