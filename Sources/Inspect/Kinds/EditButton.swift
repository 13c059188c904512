import Builders

extension KindDescriptor {
    /// EditButton: one item; it switches the environment's edit mode.
    static let editButton = KindDescriptor(kind: .editButton, typeNames: ["EditButton"], listRole: .leaf)
}

extension InspectableView {
    /// The EditButton at `index`.
    public func editButton(_ index: Int? = nil) throws -> InspectableView { try child(.editButton, index) }

    /// The edit mode an EditButton switches: the `editMode` binding of the environment it is in
    /// (nil where none provides one), as ViewInspector's `editMode()`.
    public func editMode() throws -> Binding<EditMode>? {
        try requireKind(.editButton)
        return environmentValues.editMode
    }

    /// Whether the view is in edit mode: the environment's `editMode` is editing.
    public func isEditing() -> Bool {
        environmentValues.editMode?.wrappedValue.isEditing ?? false
    }
}
