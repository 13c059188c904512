import Inspect
import Render

/// The control that has the focus, as a key handler sees it.
public struct FocusedControl {
    /// The focus target: where the control is drawn, and `activate()`, what choosing it does.
    public let target: FocusTarget
    /// The view drawn as the control (for a segment, its picker), if known.
    public var view: InspectableView? { target.source }
    /// The control's kind, if known.
    public var kind: ViewKind? { target.source?.kind }
    /// What the app keeps about the control between keys (its cursor, its field).
    public let editing: ControlEditState
    /// For a segment (of a segmented picker or a tab bar): every segment of its bar, in order.
    public let segments: [FocusTarget]
    let report: (ActionEvent.Action) -> Void
    let focusOn: (FocusTarget) -> Void
    let pushDestination: (InspectableView) -> Void

    /// Reports a user action on this control to the app's action stream.
    public func emit(_ action: ActionEvent.Action) {
        report(action)
    }

    /// Moves the focus to `target` (a sibling segment, say).
    public func moveFocus(to target: FocusTarget) {
        focusOn(target)
    }

    /// Shows the destination of `source` over the screen, as a navigation stack pushes it; Esc
    /// goes back.
    public func push(_ source: InspectableView) {
        pushDestination(source)
    }
}
