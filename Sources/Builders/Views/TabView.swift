extension TabView where Content: View {
    /// Creates a tab view showing the tab whose tag `selection` holds.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self = .make(selection: selection, content: content())
    }
}

extension TabView where SelectionValue == Int, Content: View {
    /// Creates a tab view that keeps its own selection, starting at the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self = .make(selection: nil, content: content())
    }
}

extension TabView: View, _LayoutView where Content: View {
    /// The tabs.
    @inlinable public nonisolated var _layoutContent: Content { content }
}

/// A tab view's selection, read and written by tag without knowing its type: what the
/// renderer's tab bar reads and chooses.
package protocol TabSelectionSource {
    /// The selected tag, or nil when the view keeps its own selection.
    var selectedTag: AnyHashable? { get }
    /// Writes `tag` to the selection when it is of the selection's type; false otherwise.
    func selectTag(_ tag: AnyHashable) -> Bool
}

extension TabView: TabSelectionSource {
    package var selectedTag: AnyHashable? {
        selection.map { AnyHashable($0.wrappedValue) }
    }

    package func selectTag(_ tag: AnyHashable) -> Bool {
        guard let selection, let value = tag.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }
}
