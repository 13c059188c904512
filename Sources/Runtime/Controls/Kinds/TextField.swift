import Inspect
import Render
import Terminal

// The text controls: TextField, SecureField and TextEditor (multi-line) share one editing.

extension ControlKeyHandler {
    /// A TextField, SecureField or TextEditor: characters are typed at the cursor; ←/→, Home/End
    /// and word moves (Alt or Ctrl with ←/→) move it; Backspace and Delete delete; in a
    /// TextEditor Enter starts a line and ↑/↓ move between lines. Enter in a field runs its
    /// `onCommit` and the `onSubmit` actions around it. The cursor never leaves the text. A click
    /// puts the cursor at the character clicked, and the terminal's cursor shows there. A field of
    /// a formatted value (`TextField(value:format:)`) keeps what is typed as its own text, as
    /// SwiftUI's does, and writes it to the value when Enter submits it or the focus leaves it.
    public static let lineEditing = ControlKeyHandler(click: TextControls.click, cursor: TextControls.cursor) { key, control in
        guard let view = control.view, let text = TextControls.text(of: view, editing: control.editing) else { return false }
        var editor = LineEditor(text: text, cursor: control.editing.cursor, isMultiline: control.kind == .textEditor)
        switch editor.apply(key) {
        case .unused:
            guard key == .enter else { return false }
            control.editing.commitDraft()
            try? view.callOnCommit()
            try? view.callOnSubmit()
            control.emit(.pressed)
            return true
        case .moved:
            control.editing.cursor = editor.cursor
            return true
        case .edited:
            guard !view.isDisabled() else { return true }
            if TextControls.editsFormattedValue(view) {
                control.editing.keepDraft(editor.text, of: view.structuralKeys.own) { typed in try? view.setInput(typed) }
            } else {
                try? view.setInput(editor.text)
            }
            control.editing.cursor = editor.cursor
            control.emit(.textChanged(editor.text))
            return true
        }
    }
}

extension ViewRuntime {
    /// The focused text control's cursor, in characters from the start of its text (kept within it).
    public var textCursor: Int? {
        guard let view = focusedTarget?.source, TextControls.kinds.contains(view.kind),
              let text = TextControls.text(of: view, editing: focus.editing) else { return nil }
        return LineEditor(text: text, cursor: focus.editing.cursor).cursor
    }
}

/// The text controls' click and cursor (a secure field draws each character in one column).
enum TextControls {
    static let kinds: Set<ViewKind> = [.textField, .secureField, .textEditor]

    /// Whether `view` is a field of a formatted value, which keeps what is typed until it is submitted.
    static func editsFormattedValue(_ view: InspectableView) -> Bool {
        MirrorValue.read(view.erasedValue, "editsFormattedValue") as? Bool ?? false
    }

    /// The text the control shows: what was typed into it and not yet written, else its text.
    static func text(of view: InspectableView, editing: ControlEditState?) -> String? {
        if let editing, let draft = editing.draft, editing.draftKey == view.structuralKeys.own { return draft }
        return try? view.input()
    }

    /// The text of `view` being edited, with the cursor kept in `editing`.
    private static func editor(of view: InspectableView, text: String, editing: ControlEditState?) -> LineEditor {
        LineEditor(text: text, cursor: editing?.cursor, isMultiline: view.kind == .textEditor)
    }

    /// A click puts the cursor at the character drawn at the cell clicked.
    static let click = ControlClick { target, cell, editing in
        guard let origin = target.textOrigin, let view = target.source, let text = text(of: view, editing: editing) else { return .focus }
        var editor = editor(of: view, text: text, editing: nil)
        let secure = view.kind == .secureField
        editor.place(line: cell.row - origin.row, column: cell.column - origin.column) { character in
            secure ? 1 : Renderer.displayWidth(of: String(character))
        }
        editing.cursor = editor.cursor
        return .placeCursor
    }

    /// The terminal's cursor in a focused text control: at its text cursor.
    static let cursor = ControlCursor { view, origin, editing in
        let text = Self.text(of: view, editing: editing) ?? ""
        let (line, prefix) = editor(of: view, text: text, editing: editing).cursorLine
        let width = view.kind == .secureField ? prefix.count : Renderer.displayWidth(of: String(prefix))
        return (origin.row + line, origin.column + width)
    }
}
