import Inspect

/// Where the terminal's cursor shows in a focused control of one kind: from where the control's
/// text starts (its text origin) and what the app keeps about it between keys.
struct ControlCursor: Sendable {
    let place: @Sendable (_ view: InspectableView, _ origin: (row: Int, column: Int), _ editing: ControlEditState) -> (row: Int, column: Int)
}
