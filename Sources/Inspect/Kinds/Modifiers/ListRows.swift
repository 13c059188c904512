import Builders
import Foundation

// A list row's modifiers: the actions a row offers (swipe actions, a context menu), the search
// field of a searchable view, and the traits a list reads from its rows (moving, deleting,
// separators, background, insets, badge).

extension ModifierDescriptor {
    /// `swipeActions(edge:allowsFullSwipe:content:)`: its buttons are reached by the step `swipeActions`.
    static let swipeActions = ModifierDescriptor(
        typeNames: ["SwipeActionsModifier"], method: "swipeActions", heldViews: [("SwipeActionsModifier<", "swipeActions", "content")])

    /// `contextMenu(menuItems:)`: its items are reached by `contextMenu`, its preview by `contextMenuPreview`.
    static let contextMenu = ModifierDescriptor(
        typeNames: ["ContextMenuModifier"], method: "contextMenu",
        heldViews: [("ContextMenuModifier<", "contextMenu", "menuItems"), ("ContextMenuModifier<", "contextMenuPreview", "preview|some")])

    /// `searchable(text:placement:prompt:)`.
    static let searchable = ModifierDescriptor(typeNames: ["SearchableModifier"], method: "searchable")

    /// The traits a list reads from its rows, each written by key (`_TraitWritingModifier<OnMoveTraitKey>`)
    /// and named by it.
    static let onMove = ModifierDescriptor(typeNames: ["OnMoveTraitKey"], method: "onMove")
    /// `deleteDisabled(_:)`.
    static let deleteDisabled = ModifierDescriptor(typeNames: ["IsDeleteDisabledTraitKey"], method: "deleteDisabled")
    /// `moveDisabled(_:)`.
    static let moveDisabled = ModifierDescriptor(typeNames: ["IsMoveDisabledTraitKey"], method: "moveDisabled")
    /// `listRowSeparator(_:edges:)`.
    static let listRowSeparator = ModifierDescriptor(typeNames: ["ListRowSeparatorVisibilityTraitKey"], method: "listRowSeparator")
    /// `listRowSeparatorTint(_:edges:)`.
    static let listRowSeparatorTint = ModifierDescriptor(typeNames: ["ListRowSeparatorTintTraitKey"], method: "listRowSeparatorTint")
    /// `listRowBackground(_:)`: its view is reached by the step `listRowBackground`.
    static let listRowBackground = ModifierDescriptor(
        typeNames: ["ListRowBackgroundTraitKey"], method: "listRowBackground",
        heldViews: [("_TraitWritingModifier<ListRowBackgroundTraitKey>", "listRowBackground", "value|some|storage|view")])
    /// `listRowInsets(_:)`.
    static let listRowInsets = ModifierDescriptor(typeNames: ["ListRowInsetsTraitKey"], method: "listRowInsets")
    /// `badge(_:)`.
    static let badge = ModifierDescriptor(typeNames: ["BadgeTraitKey"], method: "badge")
    /// `listItemTint(_:)`.
    static let listItemTint = ModifierDescriptor(typeNames: ["ListItemTintTraitKey"], method: "listItemTint")
}

extension InspectableView {
    // MARK: Actions of a row

    /// The buttons a row's `swipeActions` (the `index`th, innermost first) shows.
    public func swipeActions(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("swipeActions", index)
    }

    /// The edge a row's `swipeActions` (the `index`th) is swiped from.
    public func swipeActionsEdge(_ index: Int = 0) throws -> HorizontalEdge {
        try modifierAttribute("SwipeActionsModifier<", "edge", HorizontalEdge.self, call: "swipeActions(edge:)", index: index)
    }

    /// Whether a full swipe runs the first of a row's `swipeActions` (the `index`th).
    public func allowsFullSwipe(_ index: Int = 0) throws -> Bool {
        try modifierAttribute("SwipeActionsModifier<", "allowsFullSwipe", Bool.self, call: "swipeActions(allowsFullSwipe:)", index: index)
    }

    /// The items of the view's `contextMenu`.
    public func contextMenu() throws -> InspectableView {
        try supplementary("contextMenu")
    }

    /// The preview of the view's `contextMenu(menuItems:preview:)`.
    public func contextMenuPreview() throws -> InspectableView {
        try supplementary("contextMenuPreview")
    }

    // MARK: Search

    /// The text a `searchable` field (on the view or a view containing it) holds.
    public func searchText() throws -> String {
        try modifierAttribute("SearchableModifier", "text", Binding<String>.self, call: "searchable(text:)", transitive: true).wrappedValue
    }

    /// Types `text` into a `searchable` field (on the view or a view containing it), as the user does.
    public func setSearchText(_ text: String) throws {
        try modifierAttribute("SearchableModifier", "text", Binding<String>.self, call: "searchable(text:)", transitive: true).wrappedValue = text
    }

    /// The prompt of a `searchable` field, as a string (nil when it has none).
    public func searchPrompt() throws -> String? {
        let modifier = try modifierAttribute("SearchableModifier", "", SearchableModifier.self, call: "searchable(text:)", transitive: true)
        return modifier.prompt.flatMap { TextReader.string(of: $0, reader: context.reader) }
    }

    /// Where a `searchable` field goes.
    public func searchFieldPlacement() throws -> SearchFieldPlacement {
        try modifierAttribute("SearchableModifier", "placement", SearchFieldPlacement.self, call: "searchable(placement:)", transitive: true)
    }

    // MARK: Traits of a row

    /// Moves rows as the user does: runs a ForEach's `onMove(perform:)` action with `offsets` and
    /// the offset they go before, as ViewInspector's `callOnMove(_:_:)`.
    public func callOnMove(_ offsets: IndexSet, _ destination: Int) throws {
        typealias Action = (IndexSet, Int) -> Void
        let action = try modifierAttribute("_TraitWritingModifier<OnMoveTraitKey>", "value|some", Action.self, call: "onMove(perform:)")
        action(offsets, destination)
    }

    /// Whether `deleteDisabled(_:)` keeps the row from being deleted (false when none is set).
    public func isDeleteDisabled() -> Bool {
        (try? modifierAttribute("_TraitWritingModifier<IsDeleteDisabledTraitKey>", "value", Bool.self, call: "deleteDisabled(_:)")) ?? false
    }

    /// Whether `moveDisabled(_:)` keeps the row from being moved (false when none is set).
    public func isMoveDisabled() -> Bool {
        (try? modifierAttribute("_TraitWritingModifier<IsMoveDisabledTraitKey>", "value", Bool.self, call: "moveDisabled(_:)")) ?? false
    }

    /// The colour `listItemTint(_:)` tints the item with, and whether the item keeps it whatever
    /// the system prefers (`ListItemTint.fixed`, or a colour); a monochrome tint has no colour and throws.
    public func listItemTint() throws -> (color: Color, isFixed: Bool) {
        let key = "_TraitWritingModifier<ListItemTintTraitKey>"
        let color = try modifierAttribute(key, "value|some|effect|color", Color.self, call: "listItemTint(_:)")
        let isFixed = try modifierAttribute(key, "value|some|isFixed", Bool.self, call: "listItemTint(_:)")
        return (color, isFixed)
    }

    /// Whether `listRowSeparator(_:edges:)` shows the row's separators, and at which edges.
    public func listRowSeparator() throws -> (visibility: Visibility, edges: VerticalEdge.Set) {
        let value = try modifierAttribute("_TraitWritingModifier<ListRowSeparatorVisibilityTraitKey>", "value|some",
                                          ListRowSeparatorVisibility.self, call: "listRowSeparator(_:edges:)")
        return (value.visibility, value.edges)
    }

    /// The view `listRowBackground(_:)` draws behind the row, as ViewInspector's `listRowBackground()`.
    public func listRowBackground() throws -> InspectableView {
        try supplementary("listRowBackground")
    }

    /// The insets `listRowInsets(_:)` sets, as ViewInspector's `listRowInsets()`.
    public func listRowInsets() throws -> EdgeInsets {
        try modifierAttribute("_TraitWritingModifier<ListRowInsetsTraitKey>", "value|some", EdgeInsets.self, call: "listRowInsets(_:)")
    }

    /// The text of the view's `badge(_:)`, or nil when it shows none.
    public func badge() throws -> String? {
        let modifier = try modifierAttribute("_TraitWritingModifier<BadgeTraitKey>", "", Any.self, call: "badge(_:)")
        guard let text = MirrorReader.descendant(modifier, "value", "some") else { return nil }
        return TextReader.string(of: text, reader: context.reader)
    }
}
