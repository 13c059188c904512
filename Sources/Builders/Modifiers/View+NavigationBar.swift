extension View {
    /// Sets the navigation title and how it shows (deprecated in SwiftUI for `navigationTitle(_:)`
    /// and `navigationBarTitleDisplayMode(_:)`).
    public nonisolated func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>>, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title from a localized key, and how it shows (deprecated in SwiftUI).
    public nonisolated func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>>, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>> {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title from a string, and how it shows (deprecated in SwiftUI).
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> ModifiedContent<ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>>, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>> {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Puts views at both ends of the navigation bar (deprecated in SwiftUI for `toolbar(content:)`).
    public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, NavigationBarItemsModifier<L, T>> {
        modifier(NavigationBarItemsModifier(leading: leading, trailing: trailing))
    }

    /// Puts views at the leading end of the navigation bar (deprecated in SwiftUI).
    public nonisolated func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, NavigationBarItemsModifier<L, EmptyView>> {
        modifier(NavigationBarItemsModifier(leading: leading, trailing: EmptyView()))
    }

    /// Puts views at the trailing end of the navigation bar (deprecated in SwiftUI).
    public nonisolated func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, NavigationBarItemsModifier<EmptyView, T>> {
        modifier(NavigationBarItemsModifier(leading: EmptyView(), trailing: trailing))
    }

    /// Hides the back button of a pushed destination (in a terminal, Esc still goes back).
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationBarBackButtonHiddenKey>> {
        modifier(_PreferenceWritingModifier(value: hidesBackButton))
    }

    /// Hides the navigation bar: its title and toolbar lines are not drawn (deprecated in SwiftUI for `toolbar(_:for:)`).
    public nonisolated func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationBarHiddenKey>> {
        modifier(_PreferenceWritingModifier(value: hidden))
    }

    /// Sets the style of the navigation views in the view (a terminal shows one column whatever the style).
    public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedContent<Self, NavigationViewStyleModifier<S>> {
        modifier(NavigationViewStyleModifier(style: style))
    }

    /// Sets the style of the split views in the view (recorded; a terminal lays the columns out side by side).
    public nonisolated func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedContent<Self, NavigationSplitViewStyleModifier<S>> {
        modifier(NavigationSplitViewStyleModifier(style: style))
    }

    /// Sets the width of the split view column this view is (recorded).
    public nonisolated func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, NavigationSplitViewColumnWidthModifier> {
        modifier(NavigationSplitViewColumnWidthModifier(min: nil, ideal: width, max: nil))
    }

    /// Sets the least, ideal and greatest widths of the split view column this view is (recorded).
    public nonisolated func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, NavigationSplitViewColumnWidthModifier> {
        modifier(NavigationSplitViewColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
}

extension NavigationBarItemsModifier: ViewModifier, _PrimitiveModifier where Leading: View, Trailing: View {}
extension NavigationViewStyleModifier: ViewModifier, _PrimitiveModifier {}
extension NavigationSplitViewStyleModifier: ViewModifier, _PrimitiveModifier {}
extension NavigationSplitViewColumnWidthModifier: ViewModifier, _PrimitiveModifier {}
