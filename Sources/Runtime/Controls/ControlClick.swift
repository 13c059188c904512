import Inspect
import Render

/// What a click does to a control of one kind, once the click has given it the focus.
struct ControlClick: Sendable {
    /// What the click does beyond giving the focus.
    enum Effect {
        /// What Enter or Space does to the control (a button pressed, a toggle switched).
        case choose
        /// Nothing more: the control's keys edit it (a click has no one meaning for it).
        case focus
        /// The control's own cursor went to the cell clicked (kept in the edit state): a frame shows it.
        case placeCursor
    }

    /// The effect of a click on `target` at `cell`; it may move the cursor kept in `editing`.
    let effect: @Sendable (_ target: FocusTarget, _ cell: (column: Int, row: Int), _ editing: ControlEditState) -> Effect

    /// A click chooses the control, as Enter or Space do.
    static let chooses = ControlClick { _, _, _ in .choose }
    /// A click only focuses the control.
    static let focuses = ControlClick { _, _, _ in .focus }
}
