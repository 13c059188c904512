import Builders
import Inspect

// How the modifiers family draws: navigation titles and toolbars above their view,
// presentations only while presented (a sheet or cover in place of the screen below a title
// line, an alert, dialog or popover as a box over the content; the top one is moved over the
// whole screen, `PresentationLog`), and the looks button and toggle styles give controls.

extension LayoutBuilder {
    /// Wraps `node` in the views `modifier` holds and shows: a title, a toolbar, a presentation.
    /// `slot` is the modifier's place among the view's modifiers (what marks a presentation).
    func wrapHeldViews(_ node: LayoutNode, in modifier: InspectedModifier, slot: Int, of view: InspectableView, depth: Int) throws -> LayoutNode {
        switch modifier.name {
        case "navigationTitle":
            guard let title = MirrorLabels.value(modifier.value, "title", "some") as? Text else { return node }
            var style = CellStyle()
            style.bold = true
            let line = LayoutNode(.text([title.inspectionString() ?? ""], style))
            return Self.addLine(line, to: node, isTitle: true)
        case "toolbar":
            guard let content = MirrorLabels.value(modifier.value, "content") else { return node }
            return Self.addLine(try toolbarLine(view.inspectSibling(content, at: "toolbar", slot), depth: depth), to: node, isTitle: false)
        case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet":
            guard let presented = Self.presentation(modifier.value) else { return node }
            let content = try heldViewCore(of: view.inspectSibling(presented, at: modifier.name, slot), depth: depth + 1)
            let mark = PresentationMark(view: view, slot: slot)
            switch modifier.name {
            case "popover":
                // Boxed over the screen, as a compact SwiftUI screen shows a popover over all.
                return LayoutNode(.effect(.dialog(mark)), [node, LayoutNode(.border(CellStyle()), [content])])
            case "alert", "confirmationDialog", "actionSheet":
                return LayoutNode(.effect(.dialog(mark)), [node, content])
            default:
                return LayoutNode(.effect(.sheet(title: modifier.name == "sheet" ? "Sheet" : "Full Screen Cover", mark)), [node, content])
            }
        default:
            return node
        }
    }

    /// The node of a view the modifiers family's kinds hold: toolbar items in a line, a
    /// presentation's content, an alert or dialog as a bordered box.
    func heldViewCore(of view: InspectableView, depth: Int) throws -> LayoutNode {
        switch view.kind {
        case .toolbarItem, .toolbarItemGroup, .toolbar:
            return LayoutNode(.hStack(spacing: 1, alignment: .center), try items(of: view, depth: depth))
        case .alert, .confirmationDialog, .actionSheet:
            if let old = view.erasedValue as? AlertTransformModifier { return oldAlertBox(old.popup) }
            var rows: [LayoutNode] = []
            let showsTitle = view.kind != .confirmationDialog || (MirrorLabels.value(view.erasedValue, "titleVisibility") as? Visibility) != .hidden
            if showsTitle, let title = try? view.title() {
                rows.append(LayoutNode(.style({ $0.bold = true }), [try stacked([title], depth: depth)]))
            }
            if let message = try? view.message(), message.typeName != "EmptyView" {
                rows.append(try stacked([message], depth: depth))
            }
            let actions = try items(of: view, depth: depth)
            if !actions.isEmpty {
                rows.append(view.kind == .alert
                    ? LayoutNode(.hStack(spacing: 1, alignment: .center), actions)
                    : LayoutNode(.vStack(spacing: 0, alignment: .center), actions))
            }
            return Self.box(rows)
        case .sheet, .fullScreenCover, .popover:
            return try stacked(try view.children(), depth: depth)
        default:
            if let alert = view.erasedValue as? Alert { return oldAlertBox(alert) }
            return try build(view, depth: depth + 1)
        }
    }

    /// The presented node a presentation modifier holds now, or nil when it is not presented.
    static func presentation(_ modifier: Any) -> Any? {
        if let item = modifier as? any _ItemPresentation { return item._presentation }
        guard (MirrorLabels.value(modifier, "isPresented") as? Binding<Bool>)?.wrappedValue == true else { return nil }
        if let old = modifier as? AlertTransformModifier { return old.popup }
        return modifier
    }

    /// The alert of the first API: its title, message and buttons in a box.
    private func oldAlertBox(_ alert: Alert) -> LayoutNode {
        var bold = CellStyle()
        bold.bold = true
        var rows = [LayoutNode(.text([alert.title.inspectionString() ?? ""], bold))]
        if let message = alert.message {
            rows.append(LayoutNode(.text([message.inspectionString() ?? ""], CellStyle())))
        }
        let buttons = [alert.primaryButton] + (alert.secondaryButton.map { [$0] } ?? [])
        rows.append(LayoutNode(.hStack(spacing: 1, alignment: .center), buttons.map { button in
            let control = LayoutNode.Control(action: button.action, isDisabled: false, isSelected: false, isOn: nil)
            return LayoutNode(.control(control), [LayoutNode(.text([button.label.inspectionString() ?? ""], CellStyle()))])
        }))
        return Self.box(rows)
    }

    /// The rows of an alert or dialog, centred in a border with a column of room at each side.
    private static func box(_ rows: [LayoutNode]) -> LayoutNode {
        let column = LayoutNode(.vStack(spacing: 0, alignment: .center), rows)
        return LayoutNode(.border(CellStyle()), [LayoutNode(.padding(top: 0, leading: 1, bottom: 0, trailing: 1), [column])])
    }

    /// A toolbar's items in one line: leading ones at the start, the others at the end.
    private func toolbarLine(_ toolbar: InspectableView, depth: Int) throws -> LayoutNode {
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []
        // One item is the toolbar's root itself; several are the items of its view list.
        let items = toolbar.kind == .toolbarItem || toolbar.kind == .toolbarItemGroup ? [toolbar] : try toolbar.viewList()
        for item in items {
            let placement = try? item.placement()
            let node = try build(item, depth: depth + 1)
            if let placement, Self.leadingPlacements.contains(placement) {
                leading.append(node)
            } else {
                trailing.append(node)
            }
        }
        return LayoutNode(.hStack(spacing: 1, alignment: .center), leading + [LayoutNode(.spacer(minLength: 0))] + trailing)
    }

    private static let leadingPlacements: Set<ToolbarItemPlacement> = [.navigationBarLeading, .topBarLeading, .cancellationAction]

    /// `node` with a title or toolbar line on top; a title stays the first line, toolbars follow it.
    private static func addLine(_ line: LayoutNode, to node: LayoutNode, isTitle: Bool) -> LayoutNode {
        guard case .effect(.titled(let hasTitle)) = node.kind else {
            return LayoutNode(.effect(.titled(hasTitle: isTitle)), [line, node])
        }
        if isTitle {
            // The innermost title wins, as in SwiftUI.
            guard !hasTitle else { return node }
            node.children.insert(line, at: 0)
            node.kind = .effect(.titled(hasTitle: true))
        } else {
            node.children.insert(line, at: hasTitle ? 1 : 0)
        }
        return node
    }

    /// Gives the buttons (or toggles) below `node` that have no look yet the look a style sets:
    /// the innermost style wins, as in SwiftUI's environment.
    static func setLook(_ look: ControlLook, of node: LayoutNode, toggles: Bool) -> LayoutNode {
        var stack = [node]
        while let current = stack.popLast() {
            if case .control(var control) = current.kind, (control.isOn != nil) == toggles, control.look == nil {
                control.look = look
                current.kind = .control(control)
            }
            stack.append(contentsOf: current.children)
        }
        return node
    }
}

extension Cells {
    /// Columns for a signed horizontal distance in points.
    static func signedColumns(_ points: CGFloat) -> Int {
        points < 0 ? -columns(-points) : columns(points)
    }

    /// Rows for a signed vertical distance in points.
    static func signedRows(_ points: CGFloat) -> Int {
        points < 0 ? -rows(-points) : rows(points)
    }
}
