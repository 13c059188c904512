import Inspect

// `Section`: its header (bold, dim capitals), its rows and its footer (dim). Among a list's or a
// form's rows, a section is set off from what precedes and follows it by a divider; the rows
// here are drawn the same for either.

extension KindDrawing {
    /// `Section`: header, rows and footer in a leading column.
    static let section = KindDrawing { builder, view, depth in
        let node = LayoutNode(.vStack(spacing: 0, alignment: .leading), try builder.sectionRows(view, depth: depth))
        node.isSection = true
        return node
    }
}

extension LayoutBuilder {
    /// Which views a list's rows keep as one item: a section (drawn with its header and footer)
    /// and a segment bar.
    static func keepsSectionsWhole(_ view: InspectableView) -> Bool {
        view.kind == .section || isSegmentBar(view)
    }

    /// A list's rows: one per item, the rows of each section after its header, a divider
    /// between a section and what precedes or follows it; each row is built one level below `depth`.
    ///
    /// In a running app, a custom view among a section's rows is kept whole
    /// and its rows come from the layout cache when it did not change (a long section of rows
    /// that are custom views lays out again only the row that changed); one that is a row of a
    /// ForEach the user can edit is built as one row, which carries the row's controls. Its rows are its items
    /// built one by one, as a custom view's are in a stack, with the dividers a section among them
    /// gets in a static drawing, where the custom view's items are the list's own.
    func rows(of view: InspectableView, depth: Int) throws -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        var afterSection = false
        let keepsCustomViews = cache != nil && view.kind == .section
        let keepWhole: (InspectableView) -> Bool = {
            Self.keepsSectionsWhole($0) || (keepsCustomViews && $0.kind == .custom)
        }
        var editMode = EditModeReading(view)
        for item in try cache?.list(of: view, keepingWhole: keepWhole) ?? view.viewList(keepingWhole: keepWhole) {
            if item.kind == .section {
                if !nodes.isEmpty { nodes.append(LayoutNode(.divider)) }
                nodes.append(contentsOf: try sectionRows(item, depth: depth))
                afterSection = true
            } else {
                let divided = afterSection
                if afterSection { nodes.append(LayoutNode(.divider)) }
                afterSection = false
                let editable = EditableRows.of(item)
                if keepsCustomViews, item.kind == .custom, editable == nil {
                    let group = try rowGroup(item, depth: depth + 1)
                    if !nodes.isEmpty, !divided, group.first.map(Self.startsWithSection) == true {
                        nodes.append(LayoutNode(.divider))
                    }
                    nodes.append(contentsOf: group)
                    afterSection = group.last.map(Self.endsWithSection) ?? false
                    continue
                } else if let editable {
                    let row = try build(item, depth: depth + 1)
                    nodes.append(Self.listRow(row, item: item, offset: editable.offset, rows: editable.rows, editing: editMode.isEditing()))
                } else {
                    nodes.append(try build(item, depth: depth + 1))
                }
            }
        }
        return nodes
    }

    /// `rows` with a divider between a section and a row beside it, as ``rows(of:depth:)`` sets
    /// sections off (the rows of a custom view kept whole).
    static func dividingSections(_ rows: [LayoutNode]) -> [LayoutNode] {
        var result: [LayoutNode] = []
        for row in rows {
            if let last = result.last, endsWithSection(last) || startsWithSection(row) {
                result.append(LayoutNode(.divider))
            }
            result.append(row)
        }
        return result
    }

    /// Whether a row is a section, or a row group whose first row is one.
    static func startsWithSection(_ node: LayoutNode) -> Bool {
        var current = node
        while current.isRowGroup, let first = current.children.first { current = first }
        return current.isSection
    }

    /// Whether a row is a section, or a row group whose last row is one.
    static func endsWithSection(_ node: LayoutNode) -> Bool {
        var current = node
        while current.isRowGroup, let last = current.children.last { current = last }
        return current.isSection
    }

    /// A section's header (bold, dim capitals), its rows, and its footer (dim).
    fileprivate func sectionRows(_ section: InspectableView, depth: Int) throws -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        let header = try section.header()
        if header.kind != .emptyView {
            nodes.append(LayoutNode(.style({ $0.bold = true; $0.dim = true }), [Self.capitalised(try build(header, depth: depth + 1))]))
        }
        nodes.append(contentsOf: try rows(of: section, depth: depth))
        let footer = try section.footer()
        if footer.kind != .emptyView {
            nodes.append(LayoutNode(.style({ $0.dim = true }), [try build(footer, depth: depth + 1)]))
        }
        return nodes
    }

    /// `node` with the characters of its texts in capitals.
    private static func capitalised(_ node: LayoutNode) -> LayoutNode {
        var stack = [node]
        while let current = stack.popLast() {
            if case let .text(lines, style, wrapping) = current.kind {
                current.kind = .text(lines.map { $0.uppercased() }, style, wrapping: wrapping)
            }
            stack.append(contentsOf: current.children)
        }
        return node
    }
}
