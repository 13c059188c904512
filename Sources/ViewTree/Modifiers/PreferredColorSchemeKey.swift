/// The preference `preferredColorScheme(_:)` writes: the colour scheme a view asks its window
/// (or presentation) to take; nil asks for none. The modifier is
/// `_PreferenceWritingModifier<PreferredColorSchemeKey>`, its value at `modifier|value`.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No scheme asked for: the window's own.
    public static var defaultValue: ColorScheme? { nil }

    /// The first scheme asked for wins, in the order the views are drawn.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}
