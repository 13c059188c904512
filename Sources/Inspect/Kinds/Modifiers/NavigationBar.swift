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
    /// The view `navigationBarItems(leading:trailing:)` is applied to, as ViewInspector's
    /// `navigationBarItems()`: this view when it has the modifier, else its first child that has
    /// it; the next step names that view itself (`navigationView().navigationBarItems().list()`).
    /// Throws when neither has the modifier.
    public func navigationBarItems() throws -> InspectableView {
        let hasItems: (InspectableView) -> Bool = { !$0.modifiers(where: { $0.hasPrefix("NavigationBarItemsModifier") }).isEmpty }
        guard let view = hasItems(self) ? self : (try? children())?.first(where: hasItems) else {
            throw InspectionError.modifierNotFound(parent: typeName, modifier: "navigationBarItems", index: 0)
        }
        return view.with(isEntered: false, isParent: true)
    }

    /// The view `navigationBarItems(leading:trailing:)` is applied to, as ViewInspector's
    /// `navigationBarItems(_:)`, whose argument names the type of that view: here the view's type
    /// is known, and the argument is not needed.
    public func navigationBarItems<V>(_ type: V.Type) throws -> InspectableView {
        try navigationBarItems()
    }

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
