extension View {
    /// Runs `action` when the view is tapped `count` times.
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, AddGestureModifier<_EndedGesture<TapGesture>>> {
        modifier(AddGestureModifier(gesture: _EndedGesture(TapGesture(count: count)) { _ in action() }))
    }
}
