import Inspect

/// A control drawn on screen that the user can choose: a button, a toggle or a segment.
public struct FocusTarget {
    /// The row of its top edge.
    public internal(set) var row: Int
    /// The column of its leading edge.
    public let column: Int
    /// Its width in columns.
    public let width: Int
    /// Its height in rows.
    public let height: Int
    /// Whether it is the selected segment of a picker.
    public let isSelected: Bool
    let action: () -> Void
    /// The view drawn as this control (for a segment, its picker), from which a running app
    /// reads the control's kind, values and identity.
    public var source: InspectableView? = nil
    /// For a segment of a picker: its position in the bar.
    public var segment: Int? = nil
    /// For a control edited as text (a text field, a date picker): the cell where its text starts,
    /// from which a running app places the cursor.
    public var textOrigin: (row: Int, column: Int)? = nil
    /// For a control a list draws for one of its rows (edit mode's delete and move controls, the
    /// row of a view with actions): what it stands for.
    package var rowControl: RowControl? = nil

    /// Chooses the control: runs the button's action, flips the toggle, selects the segment.
    public func activate() {
        action()
    }
}

/// A control a list draws for one of its rows rather than for a view of the app.
package enum RowControl: Sendable, Equatable {
    /// Edit mode's delete control: choosing it deletes the row.
    case delete
    /// Edit mode's move control: ↑ and ↓ move the row.
    case move
    /// A view with actions (a context menu, swipe actions) and no control of its own, made
    /// focusable so that its actions can be reached.
    case actions
}
