/// A view that shows one of several tabs, as SwiftUI's `TabView`: its tabs (`content`, each
/// with a `tabItem` and a tag) and the binding of the selected tab's tag (`selection`).
public struct TabView<SelectionValue: Hashable, Content> {
    /// The selected tab's tag; nil when the view keeps its own selection (the first tab).
    @usableFromInline package var selection: Binding<SelectionValue>?
    /// The tabs.
    @usableFromInline package var content: Content

    /// A tab view of `content` writing `selection`. (A factory, not an init, so that
    /// `TabView(selection:) { … }` never binds its trailing closure here.)
    package static func make(selection: Binding<SelectionValue>?, content: Content) -> TabView {
        TabView(selection: selection, content: content)
    }
}
