extension View {
    /// Sets the style of pickers in this view, as `.pickerStyle(.segmented)`.
    public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, PickerStyleWriter<S>> {
        modifier(PickerStyleWriter(style: style))
    }
}

extension PickerStyleWriter: _PrimitiveModifier {}
