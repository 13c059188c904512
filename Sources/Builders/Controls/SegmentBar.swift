
/// A view drawn as one bar of segments: renderers ask it for its segments
/// directly instead of walking its body.
package protocol SegmentBarSource {
    /// The segments, in display order.
    var barSegments: [BarSegment] { get }
}

/// One segment as a renderer draws it.
@usableFromInline
package struct BarSegment {
    /// The segment's own view (a Text, an Image, a label stack…).
    package let label: Any
    /// Whether it is the selected segment.
    package let isSelected: Bool
    /// Whether choosing it can set the selection.
    package let isSelectable: Bool
    /// Sets the selection to the segment's tag.
    package let choose: () -> Void

    /// A segment drawn with `label`; `choose` sets the selection to its tag.
    @usableFromInline
    package init(label: Any, isSelected: Bool, isSelectable: Bool, choose: @escaping () -> Void) {
        self.label = label
        self.isSelected = isSelected
        self.isSelectable = isSelectable
        self.choose = choose
    }
}

/// Marks a segment of a segmented picker as selected or not; renderers draw
/// the selected segment highlighted. Its state is at `modifier|isSelected`.
public struct SelectedSegmentMarker: Sendable {
    /// Whether the marked segment is the selected one.
    public var isSelected: Bool

    /// Marks a segment as selected or not.
    public init(isSelected: Bool) {
        self.isSelected = isSelected
    }

    /// A primitive modifier.
    public typealias Body = Never
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension SelectedSegmentMarker: _PrimitiveModifier {}
