import Builders
import Inspect
import Render
import Terminal

// Mouse clicks: a click where the terminal reports it (SGR mouse reporting) focuses the
// control under the pointer and does what Enter or Space does to it — presses a button, switches a
// toggle, selects a segment or tab, follows a link. A text control gets the focus with its cursor at
// the clicked character; other controls (steppers, sliders, pickers as menus, date and colour
// pickers) get the focus only, and their keys do the rest. The wheel moves the focus as ↑/↓ do.
extension ViewRuntime {
    /// The kinds a click only focuses (their keys edit them; a click has no one meaning for them).
    private static let focusedOnlyByClick: Set<ViewKind> = [
        .textField, .secureField, .textEditor, .stepper, .slider, .datePicker, .colorPicker,
    ]

    /// Handles a mouse event: a press of the primary button clicks the control under it; the
    /// wheel moves the focus; other events do nothing.
    func handle(_ event: MouseEvent) -> KeyOutcome {
        switch event.action {
        case .press(.left): return click(column: event.column, row: event.row)
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
        for (index, target) in targets.enumerated() where index >= focusFloor {
            guard row >= target.row, row < target.row + target.height,
                  column >= target.column, column < target.column + target.width else { continue }
            let area = target.width * target.height
            if best.map({ area <= $0.area }) ?? true { best = (index, area) }
        }
        return best?.index
    }

    /// Clicks the cell at `column`, `row`: focuses the control there and chooses it.
    @discardableResult
    public func click(column: Int, row: Int) -> KeyOutcome {
        guard let index = controlIndex(atColumn: column, row: row), let targets = screen?.focusTargets else { return .ignored }
        moveFocus(to: index)
        let target = targets[index]
        guard let kind = target.source?.kind else { return handle(.space) }
        if [.textField, .secureField, .textEditor].contains(kind) {
            placeTextCursor(in: target, column: column, row: row)
            return .handled
        }
        if Self.focusedOnlyByClick.contains(kind) || (kind == .picker && target.segment == nil) { return .handled }
        return handle(.space)
    }

    /// Puts the focused text control's cursor at the character drawn at `column`, `row`.
    private func placeTextCursor(in target: FocusTarget, column: Int, row: Int) {
        guard let origin = target.textOrigin, let view = target.source, let text = try? view.input() else { return }
        var editor = LineEditor(text: text, isMultiline: view.kind == .textEditor)
        let secure = view.kind == .secureField
        editor.place(line: row - origin.row, column: column - origin.column) { character in
            secure ? 1 : Renderer.displayWidth(of: String(character))
        }
        editState.cursor = editor.cursor
        graph.invalidations.requestFrame()
    }

    /// The wheel: the focus moves to the control after (down) or before (up) it, stopping at the ends.
    private func scrollFocus(down: Bool) -> KeyOutcome {
        let count = screen?.focusTargets.count ?? 0
        guard count > focusFloor else { return .ignored }
        return moveFocus(to: down ? min(count - 1, focusedIndex + 1) : max(focusFloor, focusedIndex - 1))
    }
}
