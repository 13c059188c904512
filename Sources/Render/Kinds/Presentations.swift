import Builders
import Inspect

// Presentations, drawn only while presented: a sheet or full-screen cover in place of the screen
// below a title line; an alert, confirmation dialog or action sheet as a bordered box over the
// content, a popover's content in a box over it. The top one is moved over the whole screen
// (`PresentationLog`). The presentation modifiers (`sheet(isPresented:)`…) are these kinds: shown,
// the modifier's view is drawn by its kind's drawing here.

extension KindDrawing {
    /// A sheet, full-screen cover or popover: its content.
    private static let presentedContent = KindDrawing(isHeldByModifier: true) { builder, view, depth in
        try builder.stacked(try view.children(), depth: depth)
    }

    /// A presented `sheet`.
    static let sheet = presentedContent
    /// A presented `fullScreenCover`.
    static let fullScreenCover = presentedContent
    /// A presented `popover`.
    static let popover = presentedContent

    /// An alert, dialog or action sheet: its title (bold; a dialog's only when visible), its
    /// message and its actions (an alert's in a row, a dialog's in a column), centred in a box.
    private static let dialogBox = KindDrawing(isHeldByModifier: true) { builder, view, depth in
        if let old = view.erasedValue as? AlertTransformModifier { return LayoutBuilder.oldAlertBox(old.popup) }
        var rows: [LayoutNode] = []
        let showsTitle = view.kind != .confirmationDialog || (MirrorLabels.value(view.erasedValue, "titleVisibility") as? Visibility) != .hidden
        if showsTitle, let title = try? view.title() {
            rows.append(LayoutNode(.style({ $0.bold = true }), [try builder.stacked([title], depth: depth)]))
        }
        if let message = try? view.message(), message.typeName != "EmptyView" {
            rows.append(try builder.stacked([message], depth: depth))
        }
        let actions = try builder.items(of: view, depth: depth)
        if !actions.isEmpty {
            rows.append(view.kind == .alert
                ? LayoutNode(.hStack(spacing: 1, alignment: .center), actions)
                : LayoutNode(.vStack(spacing: 0, alignment: .center), actions))
        }
        return LayoutBuilder.box(rows)
    }

    /// A presented `alert` (also the alert of the first API).
    static let alert = dialogBox
    /// A presented `confirmationDialog`.
    static let confirmationDialog = dialogBox
    /// A presented `actionSheet` of the first API.
    static let actionSheet = dialogBox
}

extension ModifierDrawing {
    /// The presentation modifiers: while presented, the view they hold over the view (a sheet or
    /// cover in its place below a title line, a popover's content boxed, an alert or dialog's box).
    static let presentationModifiers = ModifierDrawing(typeNames: [
        "SheetPresentationModifier", "ItemSheetPresentationModifier",
        "FullScreenCoverPresentationModifier", "ItemFullScreenCoverPresentationModifier",
        "PopoverPresentationModifier", "ItemPopoverPresentationModifier", "AlertModifier", "AlertTransformModifier",
        "ItemAlertTransformModifier", "ActionSheetTransformModifier", "ItemActionSheetTransformModifier", "ConfirmationDialogModifier",
    ]) { builder, node, modifier, site in
        switch modifier.name {
        case "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet":
            break
        default:
            return node
        }
        guard let presented = LayoutBuilder.presentation(modifier.value) else { return node }
        let view = site.view
        let content = try builder.heldViewCore(of: view.inspectSibling(presented, at: modifier.name, site.slot), depth: site.depth + 1)
        let mark = PresentationMark(view: view, slot: site.slot)
        switch modifier.name {
        case "popover":
            // Boxed over the screen, as a compact SwiftUI screen shows a popover over all.
            return LayoutNode(.effect(.dialog(mark)), [node, LayoutNode(.border(CellStyle()), [content])])
        case "alert", "confirmationDialog", "actionSheet":
            return LayoutNode(.effect(.dialog(mark)), [node, content])
        default:
            return LayoutNode(.effect(.sheet(title: modifier.name == "sheet" ? "Sheet" : "Full Screen Cover", mark)), [node, content])
        }
    }
}

extension LayoutBuilder {
    /// The node of a view a modifier shows: a view of a kind modifiers hold by its kind's drawing
    /// alone, an alert of the first API as its box, any other view built as usual.
    fileprivate func heldViewCore(of view: InspectableView, depth: Int) throws -> LayoutNode {
        let drawing = KindDrawing.of(view.kind)
        if drawing.isHeldByModifier { return try drawing.build(self, view, depth) }
        if let alert = view.erasedValue as? Alert { return Self.oldAlertBox(alert) }
        return try build(view, depth: depth + 1)
    }

    /// The presented node a presentation modifier holds now, or nil when it is not presented.
    static func presentation(_ modifier: Any) -> Any? {
        var modifier = modifier
        if let item = modifier as? any _ItemPresentation {
            // The presentation its item makes, read as that presentation's own modifier is.
            guard let presentation = item._presentation else { return nil }
            modifier = presentation
        }
        guard (MirrorLabels.value(modifier, "isPresented") as? Binding<Bool>)?.wrappedValue == true else { return nil }
        if let old = modifier as? AlertTransformModifier { return old.popup }
        return modifier
    }

    /// The alert of the first API: its title, message and buttons in a box.
    fileprivate static func oldAlertBox(_ alert: Alert) -> LayoutNode {
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
        return box(rows)
    }

    /// The rows of an alert or dialog, centred in a border with a column of room at each side.
    fileprivate static func box(_ rows: [LayoutNode]) -> LayoutNode {
        let column = LayoutNode(.vStack(spacing: 0, alignment: .center), rows)
        return LayoutNode(.border(CellStyle()), [LayoutNode(.padding(top: 0, leading: 1, bottom: 0, trailing: 1), [column])])
    }
}
