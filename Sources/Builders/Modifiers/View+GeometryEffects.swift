import Foundation

// MARK: Scale and rotation: the view drawn scaled or turned, its layout unchanged. A terminal
// draws the view as it is: cells neither scale nor turn.

extension View {
    /// Draws the view scaled by `scale`'s factors about `anchor`.
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Draws the view scaled by `s` about `anchor`.
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` across and `y` down about `anchor`.
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view turned by `angle` about `anchor`.
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RotationEffect> {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Draws the view turned by `angle` about `axis`, through `anchor` and `anchorZ`, with `perspective`.
    public nonisolated func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

extension _ScaleEffect: _PrimitiveModifier {}
extension _RotationEffect: _PrimitiveModifier {}
extension _Rotation3DEffect: _PrimitiveModifier {}
