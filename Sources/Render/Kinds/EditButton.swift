import Builders
import Inspect

// `EditButton`: ` Edit ` (` Done ` while editing), a button that switches the environment's
// edit mode; where no one provides an edit mode it does nothing.

extension KindDrawing {
    /// `EditButton`: a control labelled by the mode it switches from.
    static let editButton = KindDrawing { _, view, _ in
        let mode = view.environmentValues.editMode
        let label = mode?.wrappedValue.isEditing == true ? "Done" : "Edit"
        let control = LayoutNode.Control(
            action: {
                guard let mode else { return }
                mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
            },
            isDisabled: view.isDisabled(), isSelected: false, isOn: nil)
        return LayoutNode(.control(control), [LayoutBuilder.text(label)])
    }
}
