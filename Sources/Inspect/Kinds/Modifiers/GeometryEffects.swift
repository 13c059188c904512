import Builders

// The geometry effects, `scaleEffect(_:anchor:)`, `rotationEffect(_:anchor:)` and
// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, read by label with ViewInspector's verbs.

extension ModifierDescriptor {
    /// `scaleEffect(_:anchor:)` and `scaleEffect(x:y:anchor:)`.
    static let scaleEffect = ModifierDescriptor(typeNames: ["_ScaleEffect", "_UniformScaleEffect"], method: "scaleEffect")
    /// `rotationEffect(_:anchor:)`.
    static let rotationEffect = ModifierDescriptor(typeNames: ["_RotationEffect"], method: "rotationEffect")
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    static let rotation3DEffect = ModifierDescriptor(typeNames: ["_Rotation3DEffect"], method: "rotation3DEffect")
}

extension InspectableView {
    /// The factors `scaleEffect` scales the view by, as ViewInspector's `scaleEffect()` (a uniform
    /// scale as both factors).
    public func scaleEffect() throws -> CGSize {
        if let size = try? modifierAttribute("_ScaleEffect", "scale", CGSize.self, call: "scaleEffect") { return size }
        let scale = try modifierAttribute("_UniformScaleEffect", "scale", CGFloat.self, call: "scaleEffect")
        return CGSize(width: scale, height: scale)
    }

    /// The point `scaleEffect` scales the view about.
    public func scaleEffectAnchor() throws -> UnitPoint {
        if let anchor = try? modifierAttribute("_ScaleEffect", "anchor", UnitPoint.self, call: "scaleEffect") { return anchor }
        return try modifierAttribute("_UniformScaleEffect", "anchor", UnitPoint.self, call: "scaleEffect")
    }

    /// The angle and anchor of `rotationEffect(_:anchor:)`, as ViewInspector's `rotation()`; of a
    /// shape's own `rotation(_:anchor:)` (`RotatedShape`) when the view is a shape turned by one.
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        if let rotation = shapeRotation() { return rotation }
        let angle = try modifierAttribute("_RotationEffect", "angle", Angle.self, call: "rotationEffect")
        let anchor = try modifierAttribute("_RotationEffect", "anchor", UnitPoint.self, call: "rotationEffect")
        return (angle, anchor)
    }

    /// The values of `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, as ViewInspector's `rotation3D()`.
    public func rotation3D() throws -> Rotation3D {
        let call = "rotation3DEffect"
        return Rotation3D(
            angle: try modifierAttribute("_Rotation3DEffect", "angle", Angle.self, call: call),
            axis: try modifierAttribute("_Rotation3DEffect", "axis", Rotation3D.Axis.self, call: call),
            anchor: try modifierAttribute("_Rotation3DEffect", "anchor", UnitPoint.self, call: call),
            anchorZ: try modifierAttribute("_Rotation3DEffect", "anchorZ", CGFloat.self, call: call),
            perspective: try modifierAttribute("_Rotation3DEffect", "perspective", CGFloat.self, call: call))
    }

    /// The values of a `rotation3DEffect`, as ViewInspector's `Rotation3D`.
    public struct Rotation3D {
        /// How far the view is turned.
        public let angle: Angle
        /// The axis it turns about.
        public let axis: Axis
        /// The point of the view the axis goes through.
        public let anchor: UnitPoint
        /// How far in front of the view the axis lies.
        public let anchorZ: CGFloat
        /// How strongly distance shrinks what is far.
        public let perspective: CGFloat
        /// An axis in three dimensions.
        public typealias Axis = (x: CGFloat, y: CGFloat, z: CGFloat)
    }
}
