import Foundation

/// The modifier `swipeActions(edge:allowsFullSwipe:content:)` applies: the buttons a row shows
/// when swiped from `edge` (`content`); a full swipe runs the first when `allowsFullSwipe`. A
/// running app lists them in the row's actions menu (the `m` key, a right click).
public struct SwipeActionsModifier<Actions> {
    /// The edge the row is swiped from.
    public var edge: HorizontalEdge
    /// Whether a full swipe runs the first action.
    public var allowsFullSwipe: Bool
    /// The actions' buttons.
    public var content: Actions

    /// Creates the modifier.
    public init(edge: HorizontalEdge, allowsFullSwipe: Bool, content: Actions) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.content = content
    }
}

/// A context menu's items, as SwiftUI's deprecated `ContextMenu`, which `contextMenu(_:)` takes.
public struct ContextMenu<MenuItems> {
    /// The items.
    public var menuItems: MenuItems

    /// A menu of `menuItems`.
    package init(menuItems: MenuItems) {
        self.menuItems = menuItems
    }
}

/// The modifier `contextMenu(menuItems:)` and `contextMenu(menuItems:preview:)` apply: the menu's
/// items (`menuItems`) and the preview shown with them (nil: the view itself). A running app
/// lists the items in the view's actions menu (the `m` key, a right click).
public struct ContextMenuModifier<MenuItems, Preview> {
    /// The items.
    public var menuItems: MenuItems
    /// The preview, or nil.
    public var preview: Preview?

    /// Creates the modifier.
    public init(menuItems: MenuItems, preview: Preview?) {
        self.menuItems = menuItems
        self.preview = preview
    }
}

/// The modifier `searchable(text:placement:prompt:)` applies: the search field's `text`, where
/// it goes and its `prompt`. A running app draws the field above the view; typing in it sets the text.
public struct SearchableModifier {
    /// The searched-for text.
    public var text: Binding<String>
    /// Whether the search is active, when bound.
    public var isPresented: Binding<Bool>?
    /// Where the field goes.
    public var placement: SearchFieldPlacement
    /// The field's prompt, or nil.
    public var prompt: Text?

    /// Creates the modifier.
    public init(text: Binding<String>, isPresented: Binding<Bool>? = nil, placement: SearchFieldPlacement, prompt: Text?) {
        self.text = text
        self.isPresented = isPresented
        self.placement = placement
        self.prompt = prompt
    }
}

/// The trait `onMove(perform:)` writes on a ForEach: the action that moves rows by offset (the
/// offsets moved, and the offset they go before).
public struct OnMoveTraitKey: _ViewTraitKey {
    /// Rows cannot be moved unless an action is set.
    public static var defaultValue: ((IndexSet, Int) -> Void)? { nil }
}

/// The trait `deleteDisabled(_:)` writes: whether the row cannot be deleted.
public struct IsDeleteDisabledTraitKey: _ViewTraitKey {
    /// Rows can be deleted.
    public static var defaultValue: Bool { false }
}

/// The trait `moveDisabled(_:)` writes: whether the row cannot be moved.
public struct IsMoveDisabledTraitKey: _ViewTraitKey {
    /// Rows can be moved.
    public static var defaultValue: Bool { false }
}

/// Whether a row's separators show, as `listRowSeparator(_:edges:)` writes it.
public struct ListRowSeparatorVisibility: Sendable, Hashable {
    /// Shown, hidden, or as the list chooses.
    public var visibility: Visibility
    /// The edges it sets.
    public var edges: VerticalEdge.Set

    /// Creates the value.
    public init(visibility: Visibility, edges: VerticalEdge.Set) {
        self.visibility = visibility
        self.edges = edges
    }
}

/// The trait `listRowSeparator(_:edges:)` writes.
public struct ListRowSeparatorVisibilityTraitKey: _ViewTraitKey {
    /// As the list chooses.
    public static var defaultValue: ListRowSeparatorVisibility? { nil }
}

/// The trait `listRowSeparatorTint(_:edges:)` writes: the separators' colour.
public struct ListRowSeparatorTintTraitKey: _ViewTraitKey {
    /// The list's own colour.
    public static var defaultValue: Color? { nil }
}

/// The trait `listRowBackground(_:)` writes: the row's background, type-erased, at
/// `value|some|storage|view` of the `_TraitWritingModifier<ListRowBackgroundTraitKey>`.
public struct ListRowBackgroundTraitKey: _ViewTraitKey {
    /// The list's own background.
    public typealias Value = AnyView?

    /// No background of the row's own.
    public static var defaultValue: Value { nil }
}

/// The trait `listRowInsets(_:)` writes: the row's insets (nil: the list's own).
public struct ListRowInsetsTraitKey: _ViewTraitKey {
    /// The list's own insets.
    public static var defaultValue: EdgeInsets? { nil }
}

/// The trait `badge(_:)` writes: the text of the badge a list row or tab shows (nil: none).
public struct BadgeTraitKey: _ViewTraitKey {
    /// No badge.
    public static var defaultValue: Text? { nil }
}

/// What `@Environment(\.dismissSearch)` gives a view below a `searchable` field, as SwiftUI's
/// `DismissSearchAction`: called, it ends the search (the field's text is emptied).
public struct DismissSearchAction: @unchecked Sendable, Equatable {
    package let identity: AnyHashable?
    package let action: (() -> Void)?

    /// An action known by `identity` that runs `action`.
    package init(identity: AnyHashable?, action: (() -> Void)?) {
        self.identity = identity
        self.action = action
    }

    /// Ends the search.
    public func callAsFunction() {
        action?()
    }

    /// Two actions are the same when they end the same search.
    public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool {
        lhs.identity == rhs.identity
    }
}

extension SearchableModifier: _EnvironmentApplying {
    /// The views below a search field search while its text is not empty; `dismissSearch` empties it.
    package func _apply(to values: inout EnvironmentValues) {
        let text = self.text
        values.isSearching = !text.wrappedValue.isEmpty || isPresented?.wrappedValue == true
        let isPresented = self.isPresented
        values.dismissSearch = DismissSearchAction(identity: "searchable") {
            text.wrappedValue = ""
            isPresented?.wrappedValue = false
        }
    }
}

extension EnvironmentValues {
    /// Whether a `searchable` field above the view is searching (its text is not empty).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` field above the view.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(identity: nil, action: nil) }
}

/// The trait `listItemTint(_:)` writes: the item's tint, or none (the list's).
public struct ListItemTintTraitKey: _ViewTraitKey {
    /// An item takes the list's tint.
    public static var defaultValue: ListItemTint? { nil }
}
