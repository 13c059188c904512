/// A control drawn on screen that the user can choose: a button, a toggle or a segment.
public struct FocusTarget {
    /// The row of its top edge.
    public let row: Int
    /// The column of its leading edge.
    public let column: Int
    /// Its width in columns.
    public let width: Int
    /// Its height in rows.
    public let height: Int
    /// Whether it is the selected segment of a picker.
    public let isSelected: Bool
    let action: () -> Void

    /// Chooses the control: runs the button's action, flips the toggle, selects the segment.
    public func activate() {
        action()
    }
}
