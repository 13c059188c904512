import Foundation

/// The gesture `onLongPressGesture` adds: a long press with its callbacks, at
/// `gesture|modifier|callbacks|pressed`, as ViewInspector reads SwiftUI's.
public typealias _LongPressGestureWithCallbacks = ModifierGesture<CallbacksGesture<PressableGestureCallbacks<Bool>>, LongPressGesture>

extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds without moving more
    /// than `maximumDistance`; `onPressingChanged` runs with true when a press starts and false
    /// when it ends.
    ///
    /// A terminal has no press to hold: a running app never runs the action (no key stands for a
    /// long press); the inspector runs it with `callOnLongPressGesture()`.
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, AddGestureModifier<_LongPressGestureWithCallbacks>> {
        let gesture = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let callbacks = CallbacksGesture(callbacks: PressableGestureCallbacks(pressing: onPressingChanged, pressed: action))
        return modifier(AddGestureModifier(gesture: ModifierGesture(content: gesture, modifier: callbacks)))
    }

    /// Runs `action` after a long press, reporting the press's start and end to `onPressingChanged`
    /// (the order of the arguments SwiftUI's second spelling takes; disfavoured, so a lone trailing
    /// closure is the first spelling's `perform`).
    @_disfavoredOverload
    public nonisolated func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, AddGestureModifier<_LongPressGestureWithCallbacks>> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
