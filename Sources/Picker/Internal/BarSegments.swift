import Builders
import Inspect

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
