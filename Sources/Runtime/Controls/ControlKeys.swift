import Builders
import Inspect
import Render
import Terminal

/// The control that has the focus, as a key handler sees it.
public struct FocusedControl {
    /// The focus target: where the control is drawn, and `activate()`, what choosing it does.
    public let target: FocusTarget
    /// The view drawn as the control (for a segment, its picker), if known.
    public var view: InspectableView? { target.source }
    /// The control's kind, if known.
    public var kind: ViewKind? { target.source?.kind }
    let report: (ActionEvent.Action) -> Void

    /// Reports a user action on this control to the app's action stream.
    public func emit(_ action: ActionEvent.Action) {
        report(action)
    }
}

/// How one kind of control handles the keys it gets while focused: the one place where a
/// control plugs in its editing. It returns whether it used the key; a key it leaves goes to
/// the runtime (focus moves with Tab, arrows; Enter and Space choose; q and Esc quit).
public struct ControlKeyHandler: Sendable {
    /// Handles `key` for `control`; returns whether the key was used.
    public let handle: @Sendable (_ key: Key, _ control: FocusedControl) -> Bool

    /// A handler.
    public init(_ handle: @escaping @Sendable (_ key: Key, _ control: FocusedControl) -> Bool) {
        self.handle = handle
    }

    /// The handlers of the controls this package draws, by kind. Add a control kind here.
    public static let standard: [ViewKind: ControlKeyHandler] = [
        .button: .pressing,
        .toggle: .toggling,
        .picker: .selecting,
    ]

    /// A button: Enter or Space presses it.
    public static let pressing = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        control.emit(.pressed)
        return true
    }

    /// A toggle: Enter or Space switches it.
    public static let toggling = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        let isOn = (control.view.flatMap { MirrorValue.read($0.erasedValue, "_isOn") } as? Binding<Bool>)?.wrappedValue
        control.emit(isOn.map { .toggled($0) } ?? .pressed)
        return true
    }

    /// A picker's segment: Enter or Space selects it.
    public static let selecting = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        control.emit(.selected(segment: control.target.segment ?? 0))
        return true
    }
}

/// Reads a stored property by label.
enum MirrorValue {
    static func read(_ value: Any, _ label: String) -> Any? {
        Mirror(reflecting: value).descendant(label)
    }
}
