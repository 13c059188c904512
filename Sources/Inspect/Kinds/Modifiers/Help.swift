import Builders

extension ModifierDescriptor {
    /// `help(_:)`: its text is reached by the step `help` alone (`emptyView().help()`), as
    /// ViewInspector's path names it.
    static let help = ModifierDescriptor(
        typeNames: ["_TooltipModifier"], method: "help", heldViews: [("_TooltipModifier", "help", "text")], stepIsHeldView: true)
}

extension InspectableView {
    /// The text `help(_:)` gives the view, as ViewInspector's `help()`: a Text, without the
    /// modifiers of the view it helps.
    public func help() throws -> InspectableView {
        try supplementary("help")
    }
}
