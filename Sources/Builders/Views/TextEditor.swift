extension TextEditor: _PrimitiveView {
    /// Creates an editor of `text`, as `TextEditor(text: $notes)`.
    public init(text: Binding<String>) {
        self = .make(text: text)
    }
}
