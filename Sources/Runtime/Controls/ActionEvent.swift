import Inspect

/// A user action on a control, as a running app reports it on ``ViewRuntime/actions()``:
/// which control (its path in the tree and accessibility identifier) and what happened.
public struct ActionEvent: Sendable, Equatable {
    /// What happened.
    public enum Action: Sendable, Equatable {
        /// A button was pressed.
        case pressed
        /// A toggle was switched; its new value.
        case toggled(Bool)
        /// A picker's segment was chosen; its position among the segments.
        case selected(segment: Int)
        /// A text control's text changed; the new text.
        case textChanged(String)
        /// A control's value changed (a number stepped or slid, a date, a colour); the new value, described.
        case valueChanged(String)
        /// The focus moved to this control.
        case focusMoved
    }

    /// The control's path from the root, as the inspector writes it (`vStack().button(1)`).
    public let path: String
    /// The control's accessibility identifier, if it has one.
    public let identifier: String?
    /// The control's kind, such as `.button`.
    public let kind: ViewKind?
    /// What happened.
    public let action: Action

    /// An event.
    public init(path: String, identifier: String?, kind: ViewKind?, action: Action) {
        self.path = path
        self.identifier = identifier
        self.kind = kind
        self.action = action
    }
}
