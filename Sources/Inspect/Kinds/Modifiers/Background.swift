extension ModifierDescriptor {
    /// `background(_:)` of a view, and of a style: the view it draws (a style that is a view,
    /// `OverlayStyle.swift`) is reached by the step `background`.
    static let background = ModifierDescriptor(
        typeNames: ["_BackgroundModifier", "_BackgroundStyleModifier"], method: "background",
        heldViews: [("_BackgroundModifier<", "background", "background"), ("_BackgroundStyleModifier<", "background", "")])
}

extension InspectableView {
    /// The view a `background(_:)` draws behind this view, as ViewInspector's `background(_:)`.
    public func background(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("background", index)
    }
}
