extension View {
    /// Plays `feedback` each time `trigger` changes (a terminal plays none).
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, SensoryFeedbackModifier<T>> {
        modifier(SensoryFeedbackModifier(feedback: feedback, trigger: trigger))
    }
}

extension SensoryFeedbackModifier: ViewModifier, _PrimitiveModifier {}
