import Builders
import Inspect

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
    init(label: Any, isSelected: Bool, isSelectable: Bool, choose: @escaping () -> Void) {
        self.label = label
        self.isSelected = isSelected
        self.isSelectable = isSelectable
        self.choose = choose
    }
}

extension SegmentedPicker: SegmentBarSource {
    package var barSegments: [BarSegment] {
        items.bars(content, $selection)
    }
}

extension SegmentList {
    /// The segments as a renderer draws them; choosing one writes its tag to `selection`.
    @inlinable
    func bars(writingTo selection: Binding<SelectionValue>) -> [BarSegment] {
        var bars: [BarSegment] = []
        bars.reserveCapacity(segments.count)
        for segment in segments {
            let value = segment.tag.value
            bars.append(BarSegment(
                label: segment.label,
                isSelected: segment.index == selectedIndex,
                isSelectable: value != nil,
                choose: {
                    if let value { selection.wrappedValue = value }
                }))
        }
        return bars
    }
}

extension Picker: SegmentBarSource {
    package var barSegments: [BarSegment] {
        SegmentedPicker(selection: $selection, content: content, items: items).barSegments
    }
}
