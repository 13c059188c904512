import Builders
import Inspect
import Render
import Terminal

// Mouse clicks: a click where the terminal reports it (SGR mouse reporting) focuses the
// control under the pointer, then does what the control's kind says a click does
// (``ControlKeyHandler/standard``): what Enter or Space does (presses a button, switches a toggle,
// selects a segment or tab, follows where it leads), nothing more (the control's keys edit it), or puts the
// control's cursor at the cell clicked. The wheel moves the focus as ↑/↓ do; a click of the
// secondary button opens the actions menu of the view clicked (ViewRuntime+RowActions.swift).
extension ViewRuntime {
    /// Handles a mouse event: a press of the primary button clicks the control under it, of the
    /// secondary one opens its actions menu; the wheel moves the focus; other events do nothing.
    func handle(_ event: MouseEvent) -> KeyOutcome {
        switch event.action {
        case .press(.left): return click(column: event.column, row: event.row)
        case .press(.right): return rightClick(column: event.column, row: event.row)
        case .scrollUp, .scrollDown: return scrollFocus(down: event.action == .scrollDown)
        default: return .ignored
        }
    }

    /// The index of the control drawn over the cell at `column`, `row` in the last frame (the
    /// smallest one when controls overlap); nil over no control, or over one a sheet or alert
    /// shown above it covers.
    public func controlIndex(atColumn column: Int, row: Int) -> Int? {
        guard let targets = screen?.focusTargets else { return nil }
        var best: (index: Int, area: Int)?
        for (index, target) in targets.enumerated() where index >= focus.floor {
            guard row >= target.row, row < target.row + target.height,
                  column >= target.column, column < target.column + target.width else { continue }
            let area = target.width * target.height
            if best.map({ area <= $0.area }) ?? true { best = (index, area) }
        }
        return best?.index
    }

    /// Clicks the cell at `column`, `row`: focuses the control there and does what a click does to it.
    @discardableResult
    public func click(column: Int, row: Int) -> KeyOutcome {
        guard let index = controlIndex(atColumn: column, row: row), let targets = screen?.focusTargets else { return .ignored }
        moveFocus(to: index)
        let target = targets[index]
        // A view focusable for its actions alone is focused by a click; a right click opens its actions.
        let click = target.rowControl == .actions ? .focuses : ControlKeyHandler.standard(of: target.source)?.click ?? .chooses
        switch click.effect(target, (column, row), focus.editing) {
        case .choose:
            return handle(.space)
        case .focus:
            return .handled
        case .placeCursor:
            graph.invalidations.requestFrame()
            return .handled
        }
    }

    /// The wheel: the focus moves to the control after (down) or before (up) it, stopping at the ends.
    private func scrollFocus(down: Bool) -> KeyOutcome {
        let count = screen?.focusTargets.count ?? 0
        guard count > focus.floor else { return .ignored }
        return moveFocus(to: down ? min(count - 1, focusedIndex + 1) : max(focus.floor, focusedIndex - 1))
    }
}
