import Foundation

// MARK: Transform effects: the view drawn through a transform, its layout unchanged. A terminal
// draws the view as it is: cells neither skew nor project.

extension View {
    /// Draws the view through the projective `transform`.
    public nonisolated func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _ProjectionEffect> {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through the affine `transform`.
    public nonisolated func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(transform: transform))
    }
}

extension _ProjectionEffect: _PrimitiveModifier {}
extension _TransformEffect: _PrimitiveModifier {}
