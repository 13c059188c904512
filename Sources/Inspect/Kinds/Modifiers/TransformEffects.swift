import Builders

// The transform effects, `projectionEffect(_:)` and `transformEffect(_:)`, read by label with
// ViewInspector's verbs.

extension ModifierDescriptor {
    /// `projectionEffect(_:)`.
    static let projectionEffect = ModifierDescriptor(typeNames: ["_ProjectionEffect"], method: "projectionEffect")
    /// `transformEffect(_:)`.
    static let transformEffect = ModifierDescriptor(typeNames: ["_TransformEffect"], method: "transformEffect")
}

extension InspectableView {
    /// The transform `projectionEffect(_:)` draws the view through, as ViewInspector's `projectionTransform()`.
    public func projectionTransform() throws -> ProjectionTransform {
        try modifierAttribute("_ProjectionEffect", "transform", ProjectionTransform.self, call: "projectionEffect")
    }

    /// The transform `transformEffect(_:)` draws the view through, as ViewInspector's `transformEffect()`.
    public func transformEffect() throws -> CGAffineTransform {
        try modifierAttribute("_TransformEffect", "transform", CGAffineTransform.self, call: "transformEffect")
    }
}
