extension View {
    /// Tints the controls in the view.
    public nonisolated func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.tint, value: tint))
    }

    /// Sets the accent colour of the controls in the view (deprecated in SwiftUI for `tint(_:)`).
    public nonisolated func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.accentColor, value: accentColor))
    }

    /// Sets the colour scheme the view and the views inside it read (deprecated in SwiftUI for
    /// `preferredColorScheme(_:)`, which asks the whole window).
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ColorScheme>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.colorScheme, value: colorScheme))
    }

    /// Sets the keyboard text fields in the view ask for (recorded; no effect on Linux).
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<UIKeyboardType>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.keyboardType, value: type))
    }

    /// Sets what text fields in the view hold, for autofill (recorded; no effect on Linux).
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<UITextContentType?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.textContentType, value: textContentType))
    }

    /// Sets UIKit's capitalization of typed text (recorded; no effect on Linux).
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<UITextAutocapitalizationType>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.autocapitalization, value: style))
    }

    /// Sets the capitalization of typed text (recorded; no effect on Linux).
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextInputAutocapitalization?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.textInputAutocapitalization, value: autocapitalization))
    }
}

extension _ForegroundStyleModifier: ViewModifier, _PrimitiveModifier {}
