import Inspect

// `DisclosureGroup`: `▸ label` collapsed; `▾ label` above its content, indented two columns,
// expanded. The header is a control: choosing it expands or collapses the group.

extension KindDrawing {
    /// `DisclosureGroup`: its header, and its content while expanded.
    static let disclosureGroup = KindDrawing { builder, view, depth in
        let expanded = (try? view.isExpanded()) ?? false
        let toggle: () -> Void = {
            let isExpanded = (try? view.isExpanded()) ?? false
            _ = try? isExpanded ? view.collapse() : view.expand()
        }
        let header = builder.control(
            view, action: toggle,
            label: [LayoutNode(.text([expanded ? "▾" : "▸"], CellStyle())), try builder.build(try view.labelView(), depth: depth + 1)])
        guard expanded else { return header }
        let content = LayoutNode(.padding(top: 0, leading: 2, bottom: 0, trailing: 0), [try builder.column(try view.children(), depth: depth)])
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), [header, content])
    }
}
