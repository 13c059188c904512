/// Whether the user can edit a list's rows (delete, move), as SwiftUI's `EditMode`: an
/// edit button switches the `editMode` of the environment between ``inactive`` and ``active``.
public enum EditMode: Sendable, Hashable, CaseIterable {
    /// The rows are shown as they are.
    case inactive
    /// Editing for a moment, as a swipe on one row does.
    case transient
    /// The rows show their delete and move controls.
    case active

    /// Whether the mode is an editing one (``transient`` or ``active``).
    public var isEditing: Bool { self != .inactive }
}
