import Builders
import Inspect

// What the modifiers' drawings (Kinds/Modifiers) share: a view drawn over or behind another,
// title and toolbar lines above a view, and the looks button and toggle styles give controls.

extension LayoutBuilder {
    /// `node` with `layer` (the view a modifier holds) drawn over it (`onTop`) or behind it, in its
    /// frame, placed by the modifier's alignment.
    func layered(_ node: LayoutNode, with layer: InspectableView, onTop: Bool, by modifier: InspectedModifier, depth: Int) throws -> LayoutNode {
        let (h, v) = alignment(MirrorLabels.value(modifier.value, "alignment") as? Alignment)
        return LayoutNode(.layered(onTop: onTop, h, v), [node, try build(layer, depth: depth + 1)])
    }

    /// `node` with a title or toolbar line on top; a title stays the first line, toolbars follow it.
    static func addLine(_ line: LayoutNode, to node: LayoutNode, isTitle: Bool) -> LayoutNode {
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
