import Inspect

/// The text typed into a running app's field of a formatted value (`TextField(value:format:)`)
/// and not yet written to the value: the field at `key` shows it instead of its value's text.
package struct FieldDraft: Equatable {
    /// The field's position.
    package let key: StructuralKey
    /// The text typed.
    package let text: String

    package init(key: StructuralKey, text: String) {
        self.key = key
        self.text = text
    }
}
