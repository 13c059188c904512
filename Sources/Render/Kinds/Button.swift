import Builders
import Inspect

// `Button`: its label as a control (` label `, `>label<` when focused); a destructive button in
// red, a segment of a segmented picker of buttons marked selected.

extension KindDrawing {
    /// `Button`: a control showing its label; choosing it taps the button.
    static let button = KindDrawing { builder, view, depth in
        let label = try builder.stacked([try view.labelView()], depth: depth)
        // Its source is set here: a destructive button's control is inside its colour, where
        // `build` does not mark it.
        let control = LayoutNode.Control(
            action: { try? view.tap() }, isDisabled: view.isDisabled(),
            isSelected: LayoutBuilder.isSelectedSegment(view), isOn: nil, source: view)
        return LayoutBuilder.roleStyled(view, LayoutNode(.control(control), [label]))
    }
}

extension LayoutBuilder {
    /// A button drawn in its role's colour: a destructive button in red.
    fileprivate static func roleStyled(_ view: InspectableView, _ node: LayoutNode) -> LayoutNode {
        guard (try? view.role()) == .destructive else { return node }
        return LayoutNode(.style({ $0.foreground = .basic(1) }), [node])
    }

    /// Whether the button is the selected segment of a picker made of buttons.
    fileprivate static func isSelectedSegment(_ view: InspectableView) -> Bool {
        view.modifiers.contains { ($0.value as? SelectedSegmentMarker)?.isSelected == true }
    }
}
