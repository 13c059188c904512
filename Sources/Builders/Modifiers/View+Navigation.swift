extension View {
    /// Sets the title the navigation container shows for this view.
    public nonisolated func navigationTitle(_ title: Text) -> ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>> {
        modifier(NavigationPropertiesModifier(title: title))
    }

    /// Sets the navigation title from a localized key.
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>> {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation title from a string, shown verbatim.
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>> {
        navigationTitle(Text(title))
    }

    /// Sets the navigation title (deprecated in SwiftUI for `navigationTitle(_:)`).
    public nonisolated func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>> {
        navigationTitle(title)
    }

    /// Sets the navigation title from a localized key (deprecated in SwiftUI).
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>> {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation title from a string (deprecated in SwiftUI).
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationPropertiesModifier<Never, EmptyView, Text>> {
        navigationTitle(Text(title))
    }

    /// Sets how the navigation title is shown: large, inline, or as before.
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>> {
        modifier(_PreferenceWritingModifier(value: displayMode))
    }

    /// Puts the items the block builds (`ToolbarItem`s, or plain views) in the toolbar.
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, ToolbarModifier<Content>> {
        modifier(ToolbarModifier(content: content()))
    }

    /// Puts the items the block builds in a customizable toolbar with an identifier.
    public nonisolated func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> ModifiedContent<Self, ToolbarModifier<Content>> {
        modifier(ToolbarModifier(id: id, content: content()))
    }
}

extension NavigationPropertiesModifier: ViewModifier, _PrimitiveModifier {}
extension _PreferenceWritingModifier: ViewModifier, _PrimitiveModifier {}
extension ToolbarModifier: ViewModifier, _PrimitiveModifier where Content: View {}
