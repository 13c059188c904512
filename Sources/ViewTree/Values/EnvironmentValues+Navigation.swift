/// The environment values of presentations, navigation, lists and scenes (`dismiss`,
/// `presentationMode`, `isPresented`, `openURL`, `editMode`, `scenePhase`), each kept under a key
/// of its own as SwiftUI keeps them. A running app (the `Runtime` module) and the inspector set
/// `dismiss` and `isPresented` for the views in a presentation or a pushed destination.
extension EnvironmentValues {
    /// Closes the presentation, or goes back from the destination, the view is in.
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is in a presentation or a pushed destination.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Whether the view is presented, bound: setting `isPresented` false (`dismiss()`) runs ``dismiss``.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { if !$0.isPresented { mode.runDismiss() } })
    }

    /// Opens URLs: a link chosen and `openURL(url)` call it.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }

    /// Whether the views can be edited: an edit button switches it, a list shows its rows'
    /// delete and move controls while it is editing. Nil where no one provides it (a running app
    /// provides one at its root).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the scene is in the foreground: ``ScenePhase/active`` in a running app.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether autocorrection is off, as `autocorrectionDisabled(_:)` writes it (no effect on Linux).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// Whether autocorrection is off, as the deprecated `disableAutocorrection(_:)` writes it (nil: the platform's choice).
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// The return key's word, as `submitLabel(_:)` writes it (recorded).
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { .none }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .discarding }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DisableAutocorrectionKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}
