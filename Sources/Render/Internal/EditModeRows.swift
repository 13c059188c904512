import Builders
import Foundation
import Inspect

// A list's rows in edit mode (an edit button switched the environment's `editMode` on): a row of
// a ForEach with `onDelete(perform:)` starts with a delete control (`⊖`, red), one with
// `onMove(perform:)` ends with a move control (`≡`), unless the row is `deleteDisabled` or
// `moveDisabled`. Choosing the delete control deletes the row; with the move control focused, a
// running app moves the row with ↑ and ↓. Out of edit mode, a row of a ForEach with `onDelete`
// is focusable, so that Delete (and its actions menu) reach it.

/// What the ForEach of a list's rows lets the user do to them in edit mode.
struct EditableRows {
    /// Deletes rows by offset.
    let onDelete: ((IndexSet) -> Void)?
    /// Moves rows by offset.
    let onMove: ((IndexSet, Int) -> Void)?

    /// What a ForEach with `modifiers` lets the user do, or nil when it lets them do nothing.
    init?(forEachModifiers modifiers: [Any]) {
        onDelete = modifiers.lazy.compactMap { ($0 as? _TraitWritingModifier<OnDeleteTraitKey>)?.value }.first ?? nil
        onMove = modifiers.lazy.compactMap { ($0 as? _TraitWritingModifier<OnMoveTraitKey>)?.value }.first ?? nil
        guard onDelete != nil || onMove != nil else { return nil }
    }

    /// What the ForEach `item` is an element of lets the user do, with the item's offset in it;
    /// nil when the item is no element of a ForEach that lets them do anything.
    static func of(_ item: InspectableView) -> (rows: EditableRows, offset: Int)? {
        let place = item.placeInParent
        guard place.parentKind == .forEach, let rows = EditableRows(forEachModifiers: place.parentModifiers) else { return nil }
        return (rows, place.index ?? 0)
    }
}

extension LayoutBuilder {
    /// `node`, the row `item` at `offset` of a ForEach that lets the user do what `rows` says: in
    /// edit mode with its controls; else, for a ForEach with `onDelete`, focusable when it holds
    /// no control (Delete, and the actions menu's Delete, reach it).
    static func listRow(_ node: LayoutNode, item: InspectableView, offset: Int, rows: EditableRows, editing: Bool) -> LayoutNode {
        if editing { return editModeRow(node, item: item, offset: offset, rows: rows) }
        return rows.onDelete == nil ? node : focusableForActions(node, of: item)
    }

    /// `node`, the row `item` at `offset` of a ForEach that lets the user do what `rows` says, with
    /// edit mode's controls.
    static func editModeRow(_ node: LayoutNode, item: InspectableView, offset: Int, rows: EditableRows) -> LayoutNode {
        var parts: [LayoutNode] = []
        if let onDelete = rows.onDelete, !item.isDeleteDisabled() {
            var delete = LayoutNode.Control(
                action: { onDelete(IndexSet(integer: offset)) }, isDisabled: item.isDisabled(), isSelected: false, isOn: nil, source: item)
            delete.rowControl = .delete
            parts.append(LayoutNode(.style({ $0.foreground = .basic(1) }), [LayoutNode(.control(delete), [text("⊖")])]))
        }
        parts.append(node)
        if rows.onMove != nil, !item.isMoveDisabled() {
            var move = LayoutNode.Control(action: {}, isDisabled: item.isDisabled(), isSelected: false, isOn: nil, source: item)
            move.rowControl = .move
            parts.append(LayoutNode(.spacer(minLength: 1)))
            parts.append(LayoutNode(.control(move), [text("≡")]))
        }
        return parts.count == 1 ? node : LayoutNode(.hStack(spacing: 1, alignment: .center), parts)
    }
}

/// Whether a list is in edit mode, read once per list and only for a list with editable rows
/// (reading the mode makes the list depend on it in a running app).
struct EditModeReading {
    private let list: InspectableView
    private var editing: Bool?

    init(_ list: InspectableView) {
        self.list = list
    }

    /// Whether the list is in edit mode.
    mutating func isEditing() -> Bool {
        if let editing { return editing }
        let now = list.isEditing()
        editing = now
        return now
    }
}
