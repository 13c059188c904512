extension View {
    /// Asks the window (or the presentation) the view is in to take `colorScheme`, as
    /// `ContentView().preferredColorScheme(.dark)`; nil asks for none, so the system's applies.
    /// Every view in the window reads the scheme asked for as `@Environment(\.colorScheme)`.
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _PreferenceWritingModifier<PreferredColorSchemeKey>> {
        modifier(_PreferenceWritingModifier(value: colorScheme))
    }
}
