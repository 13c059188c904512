import Builders

extension ModifierDescriptor {
    /// A clip: `cornerRadius(_:)` clips with a rounded rectangle, `clipShape(_:style:)` (and
    /// `clipped()`) with any other shape.
    static let clip = ModifierDescriptor(
        typeNames: ["_ClipEffect"],
        naming: .perType { modifier, types in
            types.fullName(of: Swift.type(of: modifier)).hasPrefix("_ClipEffect<RoundedRectangle") ? "cornerRadius" : "clipShape"
        })
}

extension InspectableView {
    /// The corner radius `cornerRadius(_:)` clips the view with (a `_ClipEffect` of a `RoundedRectangle`).
    public func cornerRadius() throws -> CGFloat {
        try modifierAttribute("_ClipEffect<RoundedRectangle", "shape|cornerSize|width", CGFloat.self, call: "cornerRadius(_:)")
    }

    /// The shape `clipShape(_:style:)` (or `clipped()`, a `Rectangle`) clips the view to, as a `S`.
    public func clipShape<S>(_ shape: S.Type) throws -> S {
        try modifierAttribute("_ClipEffect<", "shape", S.self, call: "clipShape(_:style:)")
    }

    /// The fill style of the clip shape.
    public func clipStyle() throws -> FillStyle {
        try modifierAttribute("_ClipEffect<", "style", FillStyle.self, call: "clipShape(_:style:)")
    }
}
