import Builders

extension ModifierDescriptor {
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the view it puts at an edge is reached by
    /// the step `safeAreaInset`, as ViewInspector names it.
    static let safeAreaInset = ModifierDescriptor(
        typeNames: ["_InsetViewModifier"], method: "safeAreaInset", heldViews: [("_InsetViewModifier<", "safeAreaInset", "content")])
}

extension InspectableView {
    /// The view a `safeAreaInset(edge:…)` puts at an edge of this one, as ViewInspector's
    /// `safeAreaInset(_:)`: the innermost, or the one at `index` when there are several.
    public func safeAreaInset(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("safeAreaInset", index)
    }

    /// The edge, alignment and spacing of the innermost `safeAreaInset(edge:…)` of this view.
    public func safeAreaInsetProperties() throws -> _SafeAreaInsetProperties {
        try modifierAttribute("_InsetViewModifier", "properties", _SafeAreaInsetProperties.self, call: "safeAreaInset(edge:)")
    }
}
