import Builders

/// What Esc does in a field that keeps uncommitted text: drop it (``View/onCancelEditing(_:)``).
///
/// A primitive modifier, so it stays with the field it modifies: the inspector lists it among
/// the field's modifiers (``CancelEditing/action(in:)`` finds it there), and a running app's Esc key
/// (`EditorKeys` in the EditorRuntime module) calls it on the focused field.
public struct _CancelEditingModifier {
    /// What cancelling does.
    public let action: () -> Void

    /// A modifier running `action` when editing is cancelled.
    public init(action: @escaping () -> Void) {
        self.action = action
    }
}

// Declared apart from the type, so that the type itself is not isolated to the main actor as a
// `ViewModifier` is: its action is read by the runtime's key handling, which is not isolated.
extension _CancelEditingModifier: _PrimitiveModifier {}

extension View {
    /// Runs `action` when the user cancels editing this field (Esc in the terminal), as
    /// macOS's `onExitCommand`: a field that commits on Return drops its uncommitted text here.
    public nonisolated func onCancelEditing(_ action: @escaping () -> Void) -> ModifiedContent<Self, _CancelEditingModifier> {
        modifier(_CancelEditingModifier(action: action))
    }
}

/// Finds and runs the cancel action of a field.
public enum CancelEditing {
    /// The cancel action among `modifiers` (an inspected view's), if one was set.
    public static func action(in modifierValues: [Any]) -> (() -> Void)? {
        for value in modifierValues.reversed() {
            if let modifier = value as? _CancelEditingModifier { return modifier.action }
        }
        return nil
    }
}
