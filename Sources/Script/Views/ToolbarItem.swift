import Builders

// The items a `.toolbar { … }` holds: one view, or a group, each at a placement.

extension ViewEntry {
    /// `ToolbarItem(placement:) { … }` and `ToolbarItem(id:placement:showsByDefault:) { … }`.
    static let toolbarItem = ViewEntry(name: "ToolbarItem", labels: ["id", "placement", "showsByDefault", "content"], unlabelled: 1) { call in
        let placement = try call.named("placement", toolbarPlacement) ?? .automatic
        if let id = try call.named("id", Convert.string) { // a customizable toolbar's item
            let shows = try call.named("showsByDefault", Convert.bool) ?? true
            func open<C: View>(_ content: C) -> any View { ToolbarItem(id: id, placement: placement, showsByDefault: shows) { content } }
            return open(try call.content())
        }
        func open<C: View>(_ content: C) -> any View { ToolbarItem(placement: placement) { content } }
        return open(try call.content())
    }

    /// `ToolbarItemGroup(placement:) { … }`.
    static let toolbarItemGroup = ViewEntry(name: "ToolbarItemGroup", labels: ["placement", "content"], unlabelled: 1) { call in
        let placement = try call.named("placement", toolbarPlacement) ?? .automatic
        func open<C: View>(_ content: C) -> any View { ToolbarItemGroup(placement: placement) { content } }
        return open(try call.content())
    }

    /// A toolbar item's `placement:`.
    private static let toolbarPlacement = Convert.namedMember([
        "automatic": ToolbarItemPlacement.automatic, "primaryAction": .primaryAction, "confirmationAction": .confirmationAction,
        "cancellationAction": .cancellationAction, "destructiveAction": .destructiveAction, "principal": .principal,
        "navigationBarLeading": .navigationBarLeading, "navigationBarTrailing": .navigationBarTrailing,
        "topBarLeading": .topBarLeading, "topBarTrailing": .topBarTrailing, "bottomBar": .bottomBar,
        "keyboard": .keyboard, "status": .status,
    ], "a toolbar placement such as .navigationBarTrailing")
}
