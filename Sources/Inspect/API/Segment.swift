import Builders

/// One segment of a segmented picker: an item of its content with the item's text and tag.
public struct Segment<SelectionValue: Hashable> {
    /// The item's own view (a Text, an Image, a label stack…), its modifiers peeled off.
    @usableFromInline package let label: Any
    /// The string of the first Text in the item, or nil.
    public let text: String?
    /// The item's tag, read as the selection's type.
    public let tag: ItemTag<SelectionValue>
    /// The position of the segment, from 0.
    public let index: Int
    /// Whether choosing this segment can set the selection: its tag has the selection's type.
    public var isSelectable: Bool { tag.value != nil }

    /// The segments of extracted items, numbered in order.
    @inlinable
    package static func segments(of items: [(view: Any, item: TaggedText<SelectionValue>)]) -> [Segment] {
        var segments: [Segment] = []
        segments.reserveCapacity(items.count)
        for (index, entry) in items.enumerated() {
            segments.append(Segment(label: entry.view, text: entry.item.text, tag: entry.item.tag, index: index))
        }
        return segments
    }

    /// The segment at `index`, drawn with `label`.
    @usableFromInline
    package init(label: Any, text: String?, tag: ItemTag<SelectionValue>, index: Int) {
        self.label = label
        self.text = text
        self.tag = tag
        self.index = index
    }
}

/// The segments of `content` and which one is selected, as SwiftUI decides:
///
/// - a segment is selectable only where its tag's type equals the selection's
///   type (an Optional selection also matches tags of its wrapped type);
/// - untagged segments and segments tagged with another type are shown and inert;
/// - when several segments have the selected tag, the first one is selected;
/// - when no segment has it, none is selected.
///
/// The items are found by the static walk (`taggedTextsWithViews(of:)`), which
/// gives the same items, texts and tags as the inspector's `taggedItems(of:)`.
@usableFromInline
package struct SegmentList<SelectionValue: Hashable> {
    @usableFromInline package let segments: [Segment<SelectionValue>]
    @usableFromInline package let selectedIndex: Int?

    @inlinable
    package init(segments: [Segment<SelectionValue>], selection: SelectionValue) {
        self.segments = segments
        selectedIndex = segments.first { $0.tag.value == selection }?.index
    }
}
