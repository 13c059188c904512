import Builders
import Inspect

extension SegmentedPicker: SegmentBarSource {
    package var barSegments: [BarSegment] {
        items.bars(content, $selection)
    }
}
