import Builders

extension KindDescriptor {
    /// TextField: a control named by its label (`labelView()`), showing its prompt (`prompt()`)
    /// while its text is empty; `input()`, `callOnCommit()` and `callOnEditingChanged()` read its
    /// text binding and actions.
    static let textField = KindDescriptor(
        kind: .textField, typeNames: ["TextField"], listRole: .control,
        supplementaryPaths: [("labelView", "label"), ("prompt", "prompt|some")],
        valuePaths: ["text": ["_text"], "onCommit": ["onCommit"], "onEditingChanged": ["onEditingChanged"]])
}

extension InspectableView {
    /// The TextField at `index`.
    public func textField(_ index: Int? = nil) throws -> InspectableView { try child(.textField, index) }

    /// A TextField's prompt, the Text shown while its text is empty, as ViewInspector's `prompt()`.
    public func prompt() throws -> InspectableView {
        try supplementary("prompt")
    }
}
