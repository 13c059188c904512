import Builders
import Foundation

/// A value whose outline can be read in a rectangle: every shape, and a shape filled or stroked
/// in a style (`_ShapeView`), which is a view but no `Shape` itself.
///
/// ViewInspector's tests cast a view to it (`view as? InspectableShape`) to read the outline of
/// whatever shape it draws; the inspector's own verb is ``Inspect/InspectableView/path(in:)``.
public protocol InspectableShape {
    /// The outline drawn in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Rectangle: InspectableShape {}
extension Rectangle._Inset: InspectableShape {}
extension Circle: InspectableShape {}
extension Circle._Inset: InspectableShape {}
extension Ellipse: InspectableShape {}
extension Ellipse._Inset: InspectableShape {}
extension Capsule: InspectableShape {}
extension Capsule._Inset: InspectableShape {}
extension RoundedRectangle: InspectableShape {}
extension RoundedRectangle._Inset: InspectableShape {}
extension Path: InspectableShape {}
extension OffsetShape: InspectableShape where Content: Shape {}
extension RotatedShape: InspectableShape where Content: Shape {}
extension ScaledShape: InspectableShape where Content: Shape {}
extension TransformedShape: InspectableShape where Content: Shape {}
extension _SizedShape: InspectableShape where S: Shape {}
extension _TrimmedShape: InspectableShape where S: Shape {}
extension _StrokedShape: InspectableShape where S: Shape {}

extension _ShapeView: InspectableShape where Content: Shape {
    /// The outline of the shape filled or stroked.
    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
