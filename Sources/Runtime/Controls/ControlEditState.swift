/// What a running app keeps about the focused control between keys: a text control's cursor,
/// a date picker's field. It starts afresh each time the focus moves.
public final class ControlEditState {
    /// A text control's cursor, in characters from the start; nil: at the end of the text.
    public var cursor: Int?
    /// A date picker's field (year, month, day, hour, minute, as the picker shows them).
    public var field = 0

    /// A fresh state: the cursor at the end, the first field.
    public init() {}
}
