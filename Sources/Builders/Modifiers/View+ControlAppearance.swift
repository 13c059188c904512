import Foundation

// MARK: The appearance of controls, scroll views, texts and sections, written in the environment
// for the views below. A terminal draws controls of every size alike, a list's background as the
// terminal's, texts without tightening or selection, and every header alike: the values are
// recorded for the inspector.

extension View {
    /// Sets the size of the controls in the view.
    public nonisolated func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ControlSize>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.controlSize, value: controlSize))
    }

    /// Shows or hides the background of the scroll views and lists in the view.
    public nonisolated func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Visibility>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.scrollContentBackground, value: visibility))
    }

    /// Sets how scrolling the scroll views in the view dismisses the keyboard.
    public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ScrollDismissesKeyboardMode>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.scrollDismissesKeyboardMode, value: mode))
    }

    /// Lets the texts in the view tighten their letters to fit.
    public nonisolated func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.allowsTightening, value: flag))
    }

    /// Lets (`.enabled`) or keeps (`.disabled`) the user from selecting the texts in the view.
    public nonisolated func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.isTextSelectionEnabled, value: S.allowsSelection))
    }

    /// Sets the size of text of the view, in place of the one the user chose.
    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<DynamicTypeSize>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.dynamicTypeSize, value: size))
    }

    /// Sets how prominent the section headers in the view are.
    public nonisolated func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Prominence>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.headerProminence, value: prominence))
    }
}
