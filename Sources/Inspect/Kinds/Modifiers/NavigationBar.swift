import Builders

extension ModifierDescriptor {
    /// `navigationBarItems(leading:trailing:)`: its items are reached by the steps
    /// `navigationBarLeadingItems` and `navigationBarTrailingItems`.
    static let navigationBarItems = ModifierDescriptor(
        typeNames: ["NavigationBarItemsModifier"], method: "navigationBarItems",
        heldViews: [
            ("NavigationBarItemsModifier<", "navigationBarLeadingItems", "leading"),
            ("NavigationBarItemsModifier<", "navigationBarTrailingItems", "trailing"),
        ])

    /// `navigationSplitViewColumnWidth(_:)` and `navigationSplitViewColumnWidth(min:ideal:max:)`.
    static let navigationSplitViewColumnWidth = ModifierDescriptor(
        typeNames: ["NavigationSplitViewColumnWidthModifier"], method: "navigationSplitViewColumnWidth")
}

extension InspectableView {
    /// The views `navigationBarItems(leading:)` puts at the leading end of the navigation bar.
    public func navigationBarLeadingItems() throws -> InspectableView {
        try supplementary("navigationBarLeadingItems")
    }

    /// The views `navigationBarItems(trailing:)` puts at the trailing end of the navigation bar.
    public func navigationBarTrailingItems() throws -> InspectableView {
        try supplementary("navigationBarTrailingItems")
    }

    /// The width `navigationSplitViewColumnWidth` asks for: least, ideal and greatest.
    public func navigationSplitViewColumnWidth() throws -> (min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
        let width = try modifierAttribute("NavigationSplitViewColumnWidthModifier", "", NavigationSplitViewColumnWidthModifier.self,
                                          call: "navigationSplitViewColumnWidth(_:)")
        return (width.min, width.ideal, width.max)
    }
}
