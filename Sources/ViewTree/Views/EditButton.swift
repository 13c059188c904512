/// A button that switches the environment's `editMode` between inactive and active, as
/// SwiftUI's `EditButton`: "Edit", or "Done" while editing. It reads the mode it switches from
/// the environment (`_editMode`).
public struct EditButton {
    /// The edit mode of the environment the button is in.
    @Environment(\.editMode) package var editMode

    /// An edit button.
    public init() {}
}
