import Builders

/// A view drawn as one bar of segments: renderers ask it for its segments
/// directly instead of walking its body.
package protocol SegmentBarSource {
    /// The segments, in display order.
    var barSegments: [BarSegment] { get }
}

/// One segment as a renderer draws it.
package struct BarSegment {
    /// The segment's own view (a Text, an Image, a label stack…).
    package let label: Any
    /// Whether it is the selected segment.
    package let isSelected: Bool
    /// Whether choosing it can set the selection.
    package let isSelectable: Bool
    /// Sets the selection to the segment's tag.
    package let choose: () -> Void
}

extension SegmentedPicker: SegmentBarSource {
    package var barSegments: [BarSegment] {
        let list = SegmentList(content: content, selection: selection)
        let selection = $selection
        return list.segments.map { segment in
            BarSegment(
                label: segment.label,
                isSelected: segment.index == list.selectedIndex,
                isSelectable: segment.isSelectable,
                choose: {
                    if let value = segment.tag.value { selection.wrappedValue = value }
                })
        }
    }
}

extension Picker: SegmentBarSource {
    package var barSegments: [BarSegment] {
        SegmentedPicker(selection: $selection) { content }.barSegments
    }
}
