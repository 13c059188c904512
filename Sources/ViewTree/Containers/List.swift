/// How a ``List`` binds its selection: none, one optional value, a set, or one value.
public enum _ListSelection<SelectionValue: Hashable> {
    /// At most one row selected (`Binding<SelectionValue?>`).
    case optional(Binding<SelectionValue?>)
    /// Any number of rows selected (`Binding<Set<SelectionValue>>`).
    case set(Binding<Set<SelectionValue>>)
    /// Exactly one row selected (`Binding<SelectionValue>`).
    case required(Binding<SelectionValue>)
}

/// A container of rows, as SwiftUI's `List`: its `content` (the rows) and, when rows can be
/// selected, its `selection`.
public struct List<SelectionValue: Hashable, Content> {
    /// The selection binding; nil for a list without selection.
    @usableFromInline package var selection: _ListSelection<SelectionValue>?
    /// The rows.
    @usableFromInline package var content: Content

    /// A list of `content` writing `selection`. (A factory, not an init, so that
    /// `List(selection:) { … }` never binds its trailing closure here.)
    package static func make(selection: _ListSelection<SelectionValue>?, content: Content) -> List {
        List(selection: selection, content: content)
    }
}
