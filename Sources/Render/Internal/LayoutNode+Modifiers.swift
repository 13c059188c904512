// The layout nodes of the modifiers family: what `LayoutNode.Kind.effect` does when sized and drawn.

/// A modifier's effect on the node it wraps (its first child) and on the views it holds (the other children).
enum ModifierEffect {
    /// Keeps its space, draws nothing (`hidden()`).
    case hidden
    /// Draws the view moved by cells, its layout unchanged (`offset(x:y:)`).
    case offset(x: Int, y: Int)
    /// The view at its ideal size along the axes named, whatever is offered (`fixedSize()`).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// Takes the space offered and centres the view at a point of it (`position(x:y:)`).
    case position(x: Int, y: Int)
    /// The navigation bars around the view (a title, toolbar items, a search field), one line
    /// under another, the view among them.
    case bars(NavigationBars)
    /// A sheet or full-screen cover: its content (the second child) in place of the view, below a title line.
    /// The screen's top presentation is moved to the root (``PresentationLog``), so it covers the screen.
    case sheet(title: String, PresentationMark)
    /// An alert, dialog or popover: a box (the second child) centred over the view (over the screen,
    /// once moved to the root).
    case dialog(PresentationMark)
}

/// The look a button or toggle style gives a control.
enum ControlLook: Equatable {
    /// The default look: a button ` label `, a toggle `[x] label`.
    case standard
    /// `.toggleStyle(.switch)`: `(●  ) label` off, `(  ●) label` on.
    case switchToggle
    /// `.toggleStyle(.button)`: a button, inverse while on.
    case buttonToggle
    /// `.buttonStyle(.borderedProminent)`: inverse.
    case prominent
    /// A custom style's body drawn in place of the label (no `[x]`).
    case customStyle
}

extension LayoutNode.Control {
    /// What is drawn before a toggle's label, or nil for a button.
    var prefix: String? {
        guard let isOn else { return nil }
        switch look {
        case .switchToggle: return isOn ? "(  ●) " : "(●  ) "
        case .buttonToggle, .customStyle: return nil
        default: return isOn ? "[x] " : "[ ] "
        }
    }

    /// The columns of ``prefix``.
    var prefixWidth: Int { prefix.map(DisplayWidth.of) ?? 0 }

    /// Whether the control is drawn inverse whether focused or not.
    var isInverse: Bool {
        look == .prominent || (look == .buttonToggle && isOn == true)
    }
}

extension Layout {
    func effectSize(_ node: LayoutNode, _ effect: ModifierEffect, _ proposal: Proposal, axis: Axis?) -> Size {
        let content = node.children.first ?? LayoutNode(.empty)
        switch effect {
        case .hidden, .offset:
            return size(content, proposal, axis: axis)
        case let .fixedSize(horizontal, vertical):
            return size(content, Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), axis: axis)
        case let .position(x, y):
            let inner = size(content, Proposal(width: nil, height: nil))
            return Size(width: proposal.width ?? max(0, x + (inner.width + 1) / 2), height: proposal.height ?? max(0, y + (inner.height + 1) / 2))
        case .bars:
            let plan = verticalPlan(node.children, spacing: 0, proposal)
            return Size(width: plan.sizes.map(\.width).max() ?? 0, height: plan.total)
        case .sheet:
            let base = size(content, proposal, axis: axis)
            let held = node.children.count > 1 ? size(node.children[1], Proposal(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })) : Size(width: 0, height: 0)
            return Size(width: proposal.width ?? max(base.width, held.width), height: max(base.height, held.height + 1))
        case .dialog:
            let base = size(content, proposal, axis: axis)
            let held = node.children.count > 1 ? size(node.children[1], proposal) : Size(width: 0, height: 0)
            return Size(width: max(base.width, held.width), height: max(base.height, held.height))
        }
    }
}

extension Painter {
    mutating func drawEffect(_ node: LayoutNode, _ effect: ModifierEffect, x: Int, y: Int, size: Size, style: CellStyle, axis: Axis?) {
        guard let content = node.children.first else { return }
        switch effect {
        case .hidden:
            break
        case let .offset(dx, dy):
            draw(content, x: x + dx, y: y + dy, size: size, style: style, axis: axis)
        case let .fixedSize(horizontal, vertical):
            let ideal = layout.size(content, .init(width: horizontal ? nil : size.width, height: vertical ? nil : size.height), axis: axis)
            draw(content, x: x, y: y, size: Size(width: horizontal ? ideal.width : size.width, height: vertical ? ideal.height : size.height), style: style, axis: axis)
        case let .position(px, py):
            let inner = layout.size(content, .init(width: nil, height: nil))
            draw(content, x: x + px - inner.width / 2, y: y + py - inner.height / 2, size: inner, style: style)
        case .bars:
            let plan = layout.verticalPlan(node.children, spacing: 0, .init(width: size.width, height: size.height))
            var row = y
            for (index, child) in node.children.enumerated() {
                let childSize = Size(width: min(plan.sizes[index].width, size.width), height: plan.sizes[index].height)
                draw(child, x: x, y: row, size: childSize, style: style, axis: .vertical)
                row += plan.lengths[index]
            }
        case .sheet(let title, _):
            // The sheet replaces what was below it: a title line, then its content.
            let label = " \(title) "
            let rule = String(repeating: "━", count: max(0, size.width))
            canvas.draw(rule, row: y, column: x, limit: x + size.width, style: style)
            canvas.draw(label, row: y, column: x + min(2, max(0, size.width - label.count)), limit: x + size.width, style: style)
            guard node.children.count > 1 else { return }
            let held = node.children[1]
            let inner = layout.size(held, .init(width: size.width, height: max(0, size.height - 1)))
            draw(held, x: x, y: y + 1, size: Size(width: min(inner.width, size.width), height: min(inner.height, max(0, size.height - 1))), style: style)
        case .dialog:
            draw(content, x: x, y: y, size: size, style: style, axis: axis)
            guard node.children.count > 1 else { return }
            let box = node.children[1]
            let inner = layout.size(box, .init(width: size.width, height: size.height))
            let fitted = Size(width: min(inner.width, size.width), height: min(inner.height, size.height))
            let left = x + (size.width - fitted.width) / 2
            let top = y + (size.height - fitted.height) / 2
            clear(x: left, y: top, size: fitted, style: style)
            draw(box, x: left, y: top, size: fitted, style: style)
        }
    }

    /// Blanks a rectangle, so that a box drawn over other drawing shows nothing of it.
    private mutating func clear(x: Int, y: Int, size: Size, style: CellStyle) {
        for row in Self.visible(y, size.height, within: canvas.height) {
            for column in Self.visible(x, size.width, within: canvas.width) {
                canvas.set(row: row, column: column, Cell(" ", style: style))
            }
        }
    }
}
