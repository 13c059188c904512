import Builders

extension ViewEntry {
    /// `EditButton()`: switches the edit mode of the list it is with (run live, the runtime's).
    static let editButton = ViewEntry(name: "EditButton") { _ in EditButton() }
}
