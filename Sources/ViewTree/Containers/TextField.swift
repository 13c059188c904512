/// A control that edits a line of text, as SwiftUI's `TextField`: its `label`, its text
/// binding at `_text`, an optional `prompt` shown while the text is empty, and the actions
/// of the older initialisers (`onEditingChanged`, `onCommit`).
public struct TextField<Label> {
    /// What the field is for.
    @usableFromInline package var label: Label
    /// The edited text.
    package var _text: Binding<String>
    /// The hint shown while the text is empty.
    package var prompt: Text?
    /// The axis the field grows along, when given (`axis:`).
    package var axis: _TextFieldAxis?
    /// Called with `true` when editing begins and `false` when it ends.
    package var onEditingChanged: (Bool) -> Void
    /// Called when the user submits the text.
    package var onCommit: () -> Void
    /// Whether the field edits a value through a format (`TextField(value:format:)`): as in
    /// SwiftUI, what is typed is written to the value when submitted or when the field is left.
    package var editsFormattedValue = false

    /// A field from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        label: Label, text: Binding<String>, prompt: Text? = nil, axis: _TextFieldAxis? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {},
        editsFormattedValue: Bool = false
    ) -> TextField {
        TextField(
            label: label, _text: text, prompt: prompt, axis: axis, onEditingChanged: onEditingChanged, onCommit: onCommit,
            editsFormattedValue: editsFormattedValue)
    }
}

extension TextField: _EditingChangedControl {
    /// The field's `onEditingChanged`.
    package var _editingChanged: (Bool) -> Void { onEditingChanged }
}
