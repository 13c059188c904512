import Builders

extension ModifierDescriptor {
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the view it puts at an edge is reached by
    /// the step `safeAreaInset`, as ViewInspector's paths name it (`safeAreaInset().text()`).
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

    /// The edge the `safeAreaInset(edge:…)` that put this view there puts it at, as ViewInspector's
    /// `edge()` on `safeAreaInset()`.
    public func edge() throws -> Edge {
        try safeAreaInsetProperties(of: insetHolder("edge")).edge
    }

    /// The safe-area regions the `safeAreaInset(edge:…)` that put this view there insets, as
    /// ViewInspector's `regions()` on `safeAreaInset()`.
    public func regions() throws -> SafeAreaRegions {
        try safeAreaInsetProperties(of: insetHolder("regions")).regions
    }

    /// The modifier that put this view at an edge (its step `safeAreaInset()`).
    private func insetHolder(_ value: String) throws -> Any {
        guard let inset = holdingModifier(reachedBy: ["safeAreaInset"]) else {
            throw InspectionError.attributeNotFound("the \(value) of a safeAreaInset (reach its view with safeAreaInset())", in: typeName, path: place)
        }
        return inset
    }

    /// The properties of `inset`, a `safeAreaInset(edge:…)` modifier.
    func safeAreaInsetProperties(of inset: Any) throws -> _SafeAreaInsetProperties {
        guard let properties = MirrorReader.descendant(inset, "properties") as? _SafeAreaInsetProperties else {
            throw InspectionError.attributeNotFound("the properties of a safeAreaInset", in: typeName, path: place)
        }
        return properties
    }
}
