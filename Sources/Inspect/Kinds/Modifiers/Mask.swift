extension ModifierDescriptor {
    /// `mask(_:)`: the view it masks with is reached by the step `mask`.
    static let mask = ModifierDescriptor(typeNames: ["_MaskEffect"], method: "mask", heldViews: [("_MaskEffect<", "mask", "mask")])
}

extension InspectableView {
    /// The view `mask(_:)` masks this view with.
    public func mask(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("mask", index)
    }
}
