/// One item of a toolbar, as `ToolbarItem(placement:content:)` makes: its view at `content`,
/// its placement at `placement`, its identifier at `identifier`.
public struct ToolbarItem<ID, Content> {
    /// The item's identifier, empty when none was given.
    public var identifier: String
    /// Where the item goes.
    public var placement: ToolbarItemPlacement
    /// Whether a customizable toolbar shows it at first.
    public var showsByDefault: Bool
    /// The item's view.
    public var content: Content

    /// Creates an item.
    package init(identifier: String, placement: ToolbarItemPlacement, showsByDefault: Bool, content: Content) {
        self.identifier = identifier
        self.placement = placement
        self.showsByDefault = showsByDefault
        self.content = content
    }
}

/// Several toolbar items at one placement, as `ToolbarItemGroup(placement:content:)` makes.
public struct ToolbarItemGroup<Content> {
    /// Where the items go.
    public var placement: ToolbarItemPlacement
    /// The items' views.
    public var content: Content

    /// Creates a group.
    package init(placement: ToolbarItemPlacement, content: Content) {
        self.placement = placement
        self.content = content
    }
}

extension ToolbarItem: Sendable where Content: Sendable, ID: Sendable {}
extension ToolbarItemGroup: Sendable where Content: Sendable {}
