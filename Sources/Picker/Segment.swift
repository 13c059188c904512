import Builders
import Inspect

/// One segment of a segmented picker: an item of its content with the item's tag.
public struct Segment<SelectionValue: Hashable> {
    /// The item as the picker's content holds it (a Text, an Image, a label stack…).
    public let item: TaggedItem<SelectionValue>
    /// The position of the segment, from 0.
    public let index: Int
    /// Whether choosing this segment can set the selection: its tag has the selection's type.
    public var isSelectable: Bool { item.tag.value != nil }
}

/// The segments of `content` and which one is selected, as SwiftUI decides:
///
/// - a segment is selectable only where its tag's type equals the selection's
///   type (an Optional selection also matches tags of its wrapped type);
/// - untagged segments and segments tagged with another type are shown and inert;
/// - when several segments have the selected tag, the first one is selected;
/// - when no segment has it, none is selected.
struct SegmentList<SelectionValue: Hashable> {
    let segments: [Segment<SelectionValue>]
    let selectedIndex: Int?

    init(content: Any, selection: SelectionValue) {
        let items = (try? inspect(content).taggedItems(of: SelectionValue.self)) ?? []
        segments = items.enumerated().map { Segment(item: $0.element, index: $0.offset) }
        selectedIndex = segments.first { $0.item.tag.value == selection }?.index
    }
}
