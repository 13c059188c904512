import Inspect
import Terminal

/// How one kind of control handles the keys it gets while focused: the one place where a
/// control plugs in its editing. It returns whether it used the key; a key it leaves goes to
/// the runtime (focus moves with Tab, arrows; Enter and Space choose; Esc goes back or quits,
/// q quits).
///
/// The handlers of ``standard`` also carry what a click does to their kind and where the
/// terminal's cursor shows in it; the runtime reads those from ``standard`` whatever handler an
/// app installs for the kind's keys (a handler wrapping another keeps the kind's click).
public struct ControlKeyHandler: Sendable {
    /// Handles `key` for `control`; returns whether the key was used.
    public let handle: @Sendable (_ key: Key, _ control: FocusedControl) -> Bool
    /// What a click does to the control once it has the focus.
    let click: ControlClick
    /// Where the terminal's cursor shows in the control; nil: where its text starts.
    let cursor: ControlCursor?

    /// A handler.
    public init(_ handle: @escaping @Sendable (_ key: Key, _ control: FocusedControl) -> Bool) {
        self.init(click: .chooses, handle)
    }

    /// A handler of a kind whose click and cursor are its own.
    init(click: ControlClick, cursor: ControlCursor? = nil, _ handle: @escaping @Sendable (_ key: Key, _ control: FocusedControl) -> Bool) {
        self.handle = handle
        self.click = click
        self.cursor = cursor
    }

    /// The handlers of the controls this package draws, by kind: the one registry of control
    /// kinds. Add a control kind here, with its handler (its keys, its click, its cursor) in
    /// `Controls/Kinds/<Name>.swift`. A disclosure group, a menu and a link are pressed as a button is.
    public static let standard: [ViewKind: ControlKeyHandler] = [
        .button: .pressing,
        .toggle: .toggling,
        .picker: .selecting,
        .tabView: .selecting,
        .textField: .lineEditing,
        .secureField: .lineEditing,
        .textEditor: .lineEditing,
        .stepper: .stepping,
        .slider: .sliding,
        .datePicker: .dateFields,
        .colorPicker: .colorCycling,
        .disclosureGroup: .pressing,
        .menu: .pressing,
        .link: .pressing,
        .navigationLink: .navigating,
        .multiDatePicker: .dayPicking,
    ]

    /// The standard handler of `view`'s kind, whose click and cursor the runtime follows.
    static func standard(of view: InspectableView?) -> ControlKeyHandler? {
        view.flatMap { standard[$0.kind] }
    }
}
