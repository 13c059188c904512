import Builders

extension ModifierDescriptor {
    /// `compositingGroup()`.
    static let compositingGroup = ModifierDescriptor(typeNames: ["_CompositingGroupEffect"], method: "compositingGroup")
    /// `drawingGroup(opaque:colorMode:)`.
    static let drawingGroup = ModifierDescriptor(typeNames: ["_DrawingGroupEffect"], method: "drawingGroup")
}
