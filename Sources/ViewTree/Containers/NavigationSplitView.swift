/// A view of two or three columns, as SwiftUI's `NavigationSplitView`: its `sidebar`, its
/// `content` (an `EmptyView` for two columns) and its `detail`, with the binding of the columns
/// shown (`columnVisibility`) and of the column a compact width prefers, when given.
public struct NavigationSplitView<Sidebar, Content, Detail> {
    /// Which columns show; nil when the view keeps its own.
    @usableFromInline package var columnVisibility: Binding<NavigationSplitViewVisibility>?
    /// The column a narrow screen shows; nil when the view chooses.
    @usableFromInline package var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// The leading column.
    @usableFromInline package var sidebar: Sidebar
    /// The middle column (an `EmptyView` for two columns).
    @usableFromInline package var content: Content
    /// The trailing column.
    @usableFromInline package var detail: Detail

    /// A split view of its columns. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        columnVisibility: Binding<NavigationSplitViewVisibility>?, preferredCompactColumn: Binding<NavigationSplitViewColumn>?,
        sidebar: Sidebar, content: Content, detail: Detail
    ) -> NavigationSplitView {
        NavigationSplitView(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn,
            sidebar: sidebar, content: content, detail: detail)
    }
}
