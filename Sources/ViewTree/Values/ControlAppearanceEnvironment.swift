// MARK: The environment values of controls, scroll views, texts and sections that the
// appearance modifiers write (`controlSize(_:)`, `scrollContentBackground(_:)`,
// `scrollDismissesKeyboard(_:)`, `allowsTightening(_:)`, `textSelection(_:)`,
// `headerProminence(_:)`), each under its own key so that `EnvironmentValues` keeps its layout.

/// The key of ``EnvironmentValues/controlSize``.
private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

/// The key of ``EnvironmentValues/scrollContentBackground``.
private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

/// The key of ``EnvironmentValues/scrollDismissesKeyboardMode``.
private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

/// The key of ``EnvironmentValues/allowsTightening``.
private struct AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of ``EnvironmentValues/isTextSelectionEnabled``.
private struct TextSelectionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of ``EnvironmentValues/headerProminence``.
private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The size of controls, as `controlSize(_:)` writes it.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether scroll views and lists draw their own background, as `scrollContentBackground(_:)` writes it.
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard, as `scrollDismissesKeyboard(_:)` writes it.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Whether texts may tighten their letters to fit, as `allowsTightening(_:)` writes it.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Whether the user may select texts, as `textSelection(_:)` writes it.
    public var isTextSelectionEnabled: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }

    /// How prominent section headers are, as `headerProminence(_:)` writes it.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}
