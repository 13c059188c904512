extension View {
    /// Turns autocorrection off (or on) for the text fields in the view (recorded; no effect on Linux).
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.autocorrectionDisabled, value: disable))
    }

    /// Turns autocorrection off (or on; nil: the platform's choice) for the text fields in the view
    /// (deprecated in SwiftUI for `autocorrectionDisabled(_:)`; recorded).
    public nonisolated func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.disableAutocorrection, value: disable))
    }

    /// Sets the word of the return key of the text fields in the view (recorded; Enter submits).
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SubmitLabel>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.submitLabel, value: submitLabel))
    }
}
