/// A control that edits text of several lines, as SwiftUI's `TextEditor`: its text binding at `_text`.
public struct TextEditor {
    /// The edited text.
    package var _text: Binding<String>

    /// An editor of `text`.
    package static func make(text: Binding<String>) -> TextEditor {
        TextEditor(_text: text)
    }
}
