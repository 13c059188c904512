/// A control that edits a secret line of text, shown masked, as SwiftUI's `SecureField`:
/// its `label`, its text binding at `_text`, an optional `prompt` and an `onCommit` action.
public struct SecureField<Label> {
    /// What the field is for.
    @usableFromInline package var label: Label
    /// The edited text.
    package var _text: Binding<String>
    /// The hint shown while the text is empty.
    package var prompt: Text?
    /// Called when the user submits the text.
    package var onCommit: () -> Void

    /// A field from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(label: Label, text: Binding<String>, prompt: Text? = nil, onCommit: @escaping () -> Void = {}) -> SecureField {
        SecureField(label: label, _text: text, prompt: prompt, onCommit: onCommit)
    }
}
