extension View {
    /// Shows or hides `bars` (a hidden navigation bar draws no title or toolbar line).
    public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, ToolbarAppearanceModifier> {
        modifier(ToolbarAppearanceModifier(bars: bars, visibility: visibility))
    }

    /// Shows or hides the background of `bars` (recorded).
    public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, ToolbarAppearanceModifier> {
        modifier(ToolbarAppearanceModifier(bars: bars, backgroundVisibility: visibility))
    }

    /// Sets the background of `bars` (recorded).
    public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, ToolbarBackgroundModifier<S>> {
        modifier(ToolbarBackgroundModifier(style: style, bars: bars))
    }

    /// Sets the colour scheme of `bars` (nil: the default; recorded).
    public nonisolated func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedContent<Self, ToolbarAppearanceModifier> {
        modifier(ToolbarAppearanceModifier(bars: bars, colorScheme: .some(colorScheme)))
    }
}

extension ToolbarAppearanceModifier: ViewModifier, _PrimitiveModifier {}
extension ToolbarBackgroundModifier: ViewModifier, _PrimitiveModifier {}
