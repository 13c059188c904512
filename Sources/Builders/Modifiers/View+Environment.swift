extension View {
    /// Sets the colour of texts and symbols in the view.
    public nonisolated func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.foregroundColor, value: color))
    }

    /// Sets the font of texts in the view.
    public nonisolated func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.font, value: font))
    }

    /// Disables the controls in the view when `disabled` is true; an outer `disabled(true)` wins.
    public nonisolated func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<Bool>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: \EnvironmentValues.isEnabled) { isEnabled in
            isEnabled = isEnabled && !disabled
        })
    }
}

extension _EnvironmentKeyWritingModifier: _PrimitiveModifier {}

extension _EnvironmentKeyTransformModifier: _PrimitiveModifier {}
