import Builders
import Inspect

// What the modifiers' drawings (Kinds/Modifiers) share: a view drawn over or behind another,
// title and toolbar lines above a view, and the looks button and toggle styles give controls.

extension LayoutBuilder {
    /// `node` with `layer` (the view a modifier holds) drawn over it (`onTop`) or behind it, in its
    /// frame, placed by the modifier's alignment. A stroked shape's outline takes a whole cell on
    /// each side where SwiftUI's line is a point thick: on a side where the view has no padding of
    /// a cell or more to draw it on, the frame grows by a cell, as `border(_:)`'s does, so that
    /// the outline hides none of the view.
    func layered(_ node: LayoutNode, with layer: InspectableView, onTop: Bool, by modifier: InspectedModifier, depth: Int) throws -> LayoutNode {
        let (h, v) = alignment(MirrorLabels.value(modifier.value, "alignment") as? Alignment)
        let drawn = try build(layer, depth: depth + 1)
        guard Self.isOutline(drawn) else { return LayoutNode(.layered(onTop: onTop, h, v), [node, drawn]) }
        let grow = Self.outerPadding(of: node).map { $0 >= 1 ? 0 : 1 }
        let content = grow.allSatisfy { $0 == 0 } ? node
            : LayoutNode(.padding(top: grow[0], leading: grow[1], bottom: grow[2], trailing: grow[3]), [node])
        return LayoutNode(.layered(onTop: onTop, h, v), [content, drawn])
    }

    /// The padding around everything a node draws (top, leading, bottom, trailing): its own, or
    /// that of the view it styles or draws a background or overlay over.
    private static func outerPadding(of node: LayoutNode) -> [Int] {
        var current = node
        while true {
            switch current.kind {
            case let .padding(top, leading, bottom, trailing):
                return [top, leading, bottom, trailing]
            case .style, .textEnvironment, .background, .layered:
                guard let child = current.children.first else { return [0, 0, 0, 0] }
                current = child
            default:
                return [0, 0, 0, 0]
            }
        }
    }

    /// Whether a node draws a shape's outline, perhaps in a style.
    private static func isOutline(_ node: LayoutNode) -> Bool {
        var current = node
        while true {
            switch current.kind {
            case .outline: return true
            case .style, .textEnvironment:
                guard let child = current.children.first else { return false }
                current = child
            default: return false
            }
        }
    }

    /// `node` with a part of its navigation bars (a title, toolbar items, a search field) added
    /// where SwiftUI puts it (``NavigationBars``).
    static func addBarPart(_ part: NavigationBars.Part, to node: LayoutNode) -> LayoutNode {
        guard case .effect(.bars(var bars)) = node.kind, let content = bars.content else {
            var bars = NavigationBars()
            bars.add(part)
            let lines = bars.lines(around: node)
            return LayoutNode(.effect(.bars(bars)), lines)
        }
        bars.add(part)
        let lines = bars.lines(around: content)
        node.kind = .effect(.bars(bars))
        node.children = lines
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
