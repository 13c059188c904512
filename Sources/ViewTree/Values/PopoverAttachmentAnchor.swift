import Foundation

/// Where a popover is attached to the view presenting it: a rectangle of the view or a point
/// of its unit square.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenting view (`.rect(.bounds)`: the whole view).
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view's unit square (`.point(.bottom)`).
    case point(UnitPoint)
}

extension PopoverAttachmentAnchor: Equatable {
    /// Two points are equal when they are the same point; two rectangles when they make the same
    /// rectangle of a view's bounds (tried on two bounds apart, so that `.bounds` is no fixed rectangle).
    public static func == (lhs: PopoverAttachmentAnchor, rhs: PopoverAttachmentAnchor) -> Bool {
        switch (lhs, rhs) {
        case let (.point(left), .point(right)):
            return left == right
        case let (.rect(left), .rect(right)):
            return probeBounds.allSatisfy { left.resolve($0) == right.resolve($0) }
        default:
            return false
        }
    }

    /// The bounds two rectangle anchors are compared on.
    private static let probeBounds = [CGRect(x: 1, y: 2, width: 3, height: 5), CGRect(x: 7, y: 11, width: 13, height: 17)]
}
