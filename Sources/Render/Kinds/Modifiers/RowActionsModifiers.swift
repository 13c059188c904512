import Builders
import Inspect

extension ModifierDrawing {
    /// `swipeActions` and `contextMenu` (`SwipeActionsModifier`, `ContextMenuModifier`): the view is
    /// drawn as it is; one without a control of its own is made a focus target, so that a running
    /// app reaches its actions from the keyboard (its actions menu opens on `m`, Enter or a right click).
    static let rowActionsModifiers = ModifierDrawing(typeNames: ["SwipeActionsModifier", "ContextMenuModifier"]) { _, node, _, site in
        LayoutBuilder.focusableForActions(node, of: site.view)
    }
}

extension LayoutBuilder {
    /// `node`, the view `view` with actions, as a focus target drawn as itself (inverse when
    /// focused) when it holds no control of its own; else `node` as it is.
    static func focusableForActions(_ node: LayoutNode, of view: InspectableView) -> LayoutNode {
        guard !holdsControl(node) else { return node }
        var control = LayoutNode.Control(action: {}, isDisabled: view.isDisabled(), isSelected: false, isOn: nil, source: view)
        control.rowControl = .actions
        control.framed = false
        return LayoutNode(.control(control), [node])
    }

    /// Whether `node` or a node below it is a control (or a bar of segments).
    static func holdsControl(_ node: LayoutNode) -> Bool {
        var stack = [node]
        while let next = stack.popLast() {
            switch next.kind {
            case .control, .segmentBar: return true
            default: stack.append(contentsOf: next.children)
            }
        }
        return false
    }
}
