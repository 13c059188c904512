extension ToolbarItem where ID == (), Content: View {
    /// Creates an item at `placement`, as `ToolbarItem(placement: .navigationBarTrailing) { … }`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: "", placement: placement, showsByDefault: true, content: content())
    }
}

extension ToolbarItem where ID == String, Content: View {
    /// Creates an item with an identifier, for a customizable toolbar.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true, @ViewBuilder content: () -> Content) {
        self.init(identifier: id, placement: placement, showsByDefault: showsByDefault, content: content())
    }
}

extension ToolbarItemGroup where Content: View {
    /// Creates a group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content())
    }
}

extension ToolbarItem: View, _LayoutView where Content: View {
    /// The item's view.
    @inlinable public var _layoutContent: Content { content }
}

extension ToolbarItemGroup: View, _LayoutView where Content: View {
    /// The items' views.
    @inlinable public var _layoutContent: Content { content }
}
