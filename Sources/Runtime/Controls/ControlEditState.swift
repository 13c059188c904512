import Inspect

/// What a running app keeps about the focused control between keys: a text control's cursor,
/// a date picker's field, the text typed into a field of a formatted value. It starts afresh each
/// time the focus moves.
public final class ControlEditState {
    /// A text control's cursor, in characters from the start; nil: at the end of the text.
    public var cursor: Int?
    /// A date picker's field (year, month, day, hour, minute, as the picker shows them).
    public var field = 0
    /// The text typed into a field of a formatted value, not yet written to the value; nil when
    /// nothing was typed since it was last written.
    public internal(set) var draft: String?
    /// Where the field with the draft is.
    var draftKey: StructuralKey?
    /// Writes a draft to the field's value.
    private var write: ((String) -> Void)?

    /// A fresh state: the cursor at the end, the first field.
    public init() {}

    /// Keeps `text` as the draft of the field at `key`, which `write` writes to its value.
    func keepDraft(_ text: String, of key: StructuralKey, write: @escaping (String) -> Void) {
        draft = text
        draftKey = key
        self.write = write
    }

    /// Writes the draft to its field's value (the user submits it, or leaves the field).
    func commitDraft() {
        guard let draft, let write else { return }
        self.draft = nil
        write(draft)
    }
}
