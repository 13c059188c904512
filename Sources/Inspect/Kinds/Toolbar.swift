import Builders

// A `toolbar { }` is a modifier and, reached by `toolbar()`, a node whose children are its items:
// the modifier's type is read both as a modifier (named `toolbar`, holding the node) and as the
// node's kind.

extension KindDescriptor {
    /// ToolbarItem: one item laying out its view, its child, reached without an index when it is
    /// its only one; its paths' step is ViewInspector's `item(_:)`.
    static let toolbarItem = KindDescriptor(
        kind: .toolbarItem, typeNames: ["ToolbarItem"], listRole: .stack, contentPath: "content", holdsOneView: true, step: "item")

    /// ToolbarItemGroup: one item laying out its views, its children; its paths' step is
    /// ViewInspector's `itemGroup(_:)`.
    static let toolbarItemGroup = KindDescriptor(
        kind: .toolbarItemGroup, typeNames: ["ToolbarItemGroup"], listRole: .stack, contentPath: "content", holdsOneView: true, step: "itemGroup")

    /// The items of a `toolbar { }` (a ToolbarModifier), its children.
    static let toolbar = KindDescriptor(kind: .toolbar, typeNames: ["ToolbarModifier"], listRole: .stack, contentPath: "content")
}

extension ModifierDescriptor {
    /// `toolbar { }`: its step reaches the modifier itself, the node of kind `toolbar`.
    static let toolbar = ModifierDescriptor(
        typeNames: ["ToolbarModifier"], method: "toolbar", heldViews: [("ToolbarModifier<", "toolbar", "")])
}

extension ToolbarItem: FastContent {
    package var inspectionContent: Any { content }
}

extension ToolbarItemGroup: FastContent {
    package var inspectionContent: Any { content }
}

extension ToolbarModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The items of the view's `toolbar { }`.
    public func toolbar(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("toolbar", index)
    }

    /// The ToolbarItem at `index` of a toolbar.
    public func toolbarItem(_ index: Int? = nil) throws -> InspectableView { try child(.toolbarItem, index) }
    /// The ToolbarItemGroup at `index` of a toolbar.
    public func toolbarItemGroup(_ index: Int? = nil) throws -> InspectableView { try child(.toolbarItemGroup, index) }

    /// The ToolbarItem at `index` of a toolbar, as ViewInspector's `item(_:)`.
    public func item(_ index: Int = 0) throws -> InspectableView {
        if index == 0, !isEntered, kind == .toolbarItem { return try child(.toolbarItem, nil) }
        return try child(.toolbarItem, index)
    }

    /// The ToolbarItemGroup at `index` of a toolbar, as ViewInspector's `itemGroup(_:)`. A toolbar
    /// of views without items holds them in one group, as SwiftUI places them: `itemGroup()` is
    /// then the toolbar itself, whose children they are (paths name no group there).
    public func itemGroup(_ index: Int = 0) throws -> InspectableView {
        if index == 0, !isEntered, kind == .toolbarItemGroup { return try child(.toolbarItemGroup, nil) }
        if index == 0, kind == .toolbar, try !children().contains(where: { $0.kind == .toolbarItem || $0.kind == .toolbarItemGroup }) {
            return entered
        }
        return try child(.toolbarItemGroup, index)
    }

    /// Where a toolbar item or group goes.
    public func placement() throws -> ToolbarItemPlacement {
        guard let placement = MirrorReader.descendant(value, "placement") as? ToolbarItemPlacement else {
            throw InspectionError.attributeNotFound("placement", in: typeName, path: place)
        }
        return placement
    }

    /// The identifier of a toolbar item (`ToolbarItem(id:)`) or of a customizable toolbar
    /// (`toolbar(id:)`), as ViewInspector's `identifier()`: nil for one made without.
    public func identifier() throws -> String? {
        switch kind {
        case .toolbarItem: return MirrorReader.descendant(value, "identifier") as? String
        case .toolbar: return MirrorReader.descendant(value, "id") as? String
        default: throw InspectionError.attributeNotFound("identifier", in: typeName, path: place)
        }
    }

    /// Whether a customizable toolbar shows the item at first.
    public func showsByDefault() throws -> Bool {
        guard kind == .toolbarItem, let shows = MirrorReader.descendant(value, "showsByDefault") as? Bool else {
            throw InspectionError.attributeNotFound("showsByDefault", in: typeName, path: place)
        }
        return shows
    }
}
