import Inspect

// `NavigationLink`: `label ›`, a control; a running app shows its destination when it is chosen.

extension KindDrawing {
    /// `NavigationLink`: its label and `›`.
    static let navigationLink = KindDrawing { builder, view, depth in
        builder.control(view, action: {}, label: [try builder.build(try view.labelView(), depth: depth + 1), LayoutNode(.text(["›"], CellStyle()))])
    }
}
