import Builders

extension ModifierDescriptor {
    /// `containerRelativeFrame(_:alignment:)` and its `count:span:spacing:` and closure forms.
    static let containerRelativeFrame = ModifierDescriptor(typeNames: ["_ContainerRelativeFrameLayout"], method: "containerRelativeFrame")
}

extension InspectableView {
    /// The modifier `containerRelativeFrame` gives the view: its axes, alignment and length
    /// (`length(in:axis:)` works out a length in a container of a given size).
    public func containerRelativeFrame() throws -> _ContainerRelativeFrameLayout {
        try modifierAttribute("_ContainerRelativeFrameLayout", "", _ContainerRelativeFrameLayout.self, call: "containerRelativeFrame(_:alignment:)")
    }
}
