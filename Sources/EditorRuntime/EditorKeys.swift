import Builders
import Inspect
import ReflectionUI
import Runtime
import Terminal

/// The keys the editors add to a running app: Esc in a field that keeps uncommitted text
/// (``ReflectionUI/View/onCancelEditing(_:)``) drops the text instead of going back or quitting.
public enum EditorKeys {
    /// The kinds of control whose Esc may cancel an edit.
    public static let cancellableKinds: [ViewKind] = [.textField, .secureField, .textEditor]

    /// Installs the editors' keys on `runtime`, around the handlers it already has.
    public static func install(on runtime: ViewRuntime) {
        for kind in cancellableKinds {
            runtime.keyHandlers[kind] = cancelling(around: runtime.keyHandlers[kind])
        }
    }

    /// A key filter that takes `key` before the app sees it and shows or hides the debug panel
    /// of `state`; every other key goes on to the app (the filter returns false).
    public static func debugPanelToggle(_ key: Key, state: DebugPanelState) -> (Key) -> Bool {
        { pressed in
            guard pressed == key else { return false }
            state.toggle()
            return true
        }
    }

    /// A handler that cancels the focused field's edit on Esc, and leaves every other key to `inner`.
    public static func cancelling(around inner: ControlKeyHandler?) -> ControlKeyHandler {
        ControlKeyHandler { key, control in
            if key == .escape, let view = control.view, let cancel = CancelEditing.action(in: view.modifiers.map(\.value)) {
                cancel()
                return true
            }
            return inner?.handle(key, control) ?? false
        }
    }
}
