extension View {
    /// Gives a list row the buttons a swipe from `edge` shows; a full swipe runs the first when
    /// `allowsFullSwipe`. In a running app the `m` key (or a right click) lists them in the row's
    /// actions menu; Delete runs the first trailing one when a full swipe may and it is destructive.
    public nonisolated func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> ModifiedContent<Self, SwipeActionsModifier<T>> {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content()))
    }

    /// Gives the view a context menu of `menuItems`; in a running app the `m` key (or a right
    /// click) opens it.
    public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<Self, ContextMenuModifier<MenuItems, EmptyView>> {
        modifier(ContextMenuModifier(menuItems: menuItems(), preview: nil))
    }

    /// Gives the view a context menu of `menuItems` shown with `preview`.
    public nonisolated func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> ModifiedContent<Self, ContextMenuModifier<M, P>> {
        modifier(ContextMenuModifier(menuItems: menuItems(), preview: preview()))
    }

    /// Gives the view the context menu `contextMenu`, or none (deprecated in SwiftUI).
    public nonisolated func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> ModifiedContent<Self, ContextMenuModifier<MenuItems?, EmptyView>> {
        modifier(ContextMenuModifier(menuItems: contextMenu?.menuItems, preview: nil))
    }

    /// Lets the user refresh the view's content: `action` runs when they ask (in a running app,
    /// the `r` key); `@Environment(\.refresh)` reads it below.
    public nonisolated func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<RefreshAction?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.refresh, value: RefreshAction(action)))
    }

    /// Adds a search field bound to `text` (a running app draws it above the view, and typing in
    /// it sets the text), with an optional prompt.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> ModifiedContent<Self, SearchableModifier> {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt))
    }

    /// Adds a search field bound to `text` with a localized prompt.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> ModifiedContent<Self, SearchableModifier> {
        modifier(SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
    }

    /// Adds a search field bound to `text` with a prompt string, shown verbatim.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> ModifiedContent<Self, SearchableModifier> {
        modifier(SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
    }

    /// Adds a search field bound to `text`, whose being active `isPresented` binds.
    public nonisolated func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> ModifiedContent<Self, SearchableModifier> {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt))
    }

    /// Keeps the row from being deleted (Delete and edit mode leave it).
    public nonisolated func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _TraitWritingModifier<IsDeleteDisabledTraitKey>> {
        modifier(_TraitWritingModifier(value: isDisabled))
    }

    /// Keeps the row from being moved.
    public nonisolated func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _TraitWritingModifier<IsMoveDisabledTraitKey>> {
        modifier(_TraitWritingModifier(value: isDisabled))
    }

    /// Shows or hides the row's separators at `edges` (recorded; a terminal's list draws none between rows).
    public nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _TraitWritingModifier<ListRowSeparatorVisibilityTraitKey>> {
        modifier(_TraitWritingModifier(value: ListRowSeparatorVisibility(visibility: visibility, edges: edges)))
    }

    /// Sets the colour of the row's separators (recorded).
    public nonisolated func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _TraitWritingModifier<ListRowSeparatorTintTraitKey>> {
        modifier(_TraitWritingModifier(value: color))
    }

    /// Tints the list item (its symbols and controls) with `tint`, or with the list's tint when nil.
    public nonisolated func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, _TraitWritingModifier<ListItemTintTraitKey>> {
        modifier(_TraitWritingModifier(value: tint))
    }

    /// Tints the list item with `color`, which it keeps (`ListItemTint.fixed`), or with the
    /// list's tint when nil.
    public nonisolated func listItemTint(_ color: Color?) -> ModifiedContent<Self, _TraitWritingModifier<ListItemTintTraitKey>> {
        modifier(_TraitWritingModifier(value: color.map { ListItemTint.fixed($0) }))
    }

    /// Draws `view` behind the row, across the list's width.
    public nonisolated func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _TraitWritingModifier<ListRowBackgroundTraitKey>> {
        modifier(_TraitWritingModifier(value: view.map { AnyView($0) }))
    }

    /// Sets the row's insets (in a terminal, its leading and trailing insets in columns).
    public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _TraitWritingModifier<ListRowInsetsTraitKey>> {
        modifier(_TraitWritingModifier(value: insets))
    }

    /// Shows a count in a badge at the row's trailing end (or on a tab); zero shows none.
    public nonisolated func badge(_ count: Int) -> ModifiedContent<Self, _TraitWritingModifier<BadgeTraitKey>> {
        modifier(_TraitWritingModifier(value: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows `label` in a badge; nil shows none.
    public nonisolated func badge(_ label: Text?) -> ModifiedContent<Self, _TraitWritingModifier<BadgeTraitKey>> {
        modifier(_TraitWritingModifier(value: label))
    }

    /// Shows a localized label in a badge; nil shows none.
    public nonisolated func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _TraitWritingModifier<BadgeTraitKey>> {
        modifier(_TraitWritingModifier(value: key.map { Text($0) }))
    }

    /// Shows a string in a badge, verbatim; nil shows none.
    @_disfavoredOverload
    public nonisolated func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _TraitWritingModifier<BadgeTraitKey>> {
        modifier(_TraitWritingModifier(value: label.map { Text($0) }))
    }
}

extension ContextMenu where MenuItems: View {
    /// A menu of the items the block builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.init(menuItems: menuItems())
    }
}

extension SwipeActionsModifier: ViewModifier, _PrimitiveModifier where Actions: View {}
extension ContextMenuModifier: ViewModifier, _PrimitiveModifier where MenuItems: View, Preview: View {}
extension SearchableModifier: ViewModifier, _PrimitiveModifier {}
