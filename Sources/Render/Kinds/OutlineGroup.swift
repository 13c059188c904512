import Inspect

// `OutlineGroup`: its tree, one element a line, each indented two columns below the element whose
// child it is; an element with children is marked `▾` (every subgroup is shown expanded: the
// whole tree is drawn), a leaf is set two columns in to line up with the marked ones' views.

extension KindDrawing {
    /// `OutlineGroup`: every element's view, depth first, indented by its depth.
    static let outlineGroup = KindDrawing { builder, view, depth in
        let rows = try view.outlineRows().enumerated().map { index, row in
            let leaf = try builder.stack([view.inspectSibling(row.view, at: "leaf", index)], depth: depth)
            let marker = LayoutBuilder.text(row.hasChildren ? "▾ " : "  ")
            return LayoutNode(.padding(top: 0, leading: 2 * row.depth, bottom: 0, trailing: 0), [
                LayoutNode(.hStack(spacing: 0, alignment: .top), [marker, leaf]),
            ])
        }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), rows)
    }
}
