import Builders

/// How a picker reads the segments of its content — its (view, text, tag) items, numbered —
/// and which one a selection selects.
///
/// A picker's drawing runs in generic code, where the content's type is not
/// known, so an extraction there is unspecialised (about a microsecond a segment). This reader
/// is made by the pickers' inlinable initialisers, where the picker is built: its closure is
/// compiled for the content's concrete type there, and extraction costs tens of nanoseconds a segment.
@usableFromInline
package struct SegmentItems<SelectionValue: Hashable, Content: View> {
    /// The segments of a content, in display order (none when the content cannot be read),
    /// with the one a selection selects.
    @usableFromInline package let read: (Content, SelectionValue) -> SegmentList<SelectionValue>
    /// The segments of a content as a renderer draws them, choosing writes to a binding.
    @usableFromInline package let bars: (Content, Binding<SelectionValue>) -> [BarSegment]

    /// The reader specialised for `Content` where it is created.
    @inlinable
    package init() {
        let read = { (content: Content, selection: SelectionValue) in
            SegmentList(segments: Segment.segments(of: (try? content.taggedTextsWithViews(of: SelectionValue.self)) ?? []), selection: selection)
        }
        self.init(read: read) { content, selection in
            read(content, selection.wrappedValue).bars(writingTo: selection)
        }
    }

    /// A reader from its two closures.
    @usableFromInline
    package init(read: @escaping (Content, SelectionValue) -> SegmentList<SelectionValue>,
         bars: @escaping (Content, Binding<SelectionValue>) -> [BarSegment]) {
        self.read = read
        self.bars = bars
    }
}

extension SegmentList {
    /// The segments as a renderer draws them; choosing one writes its tag to `selection`.
    @inlinable
    package func bars(writingTo selection: Binding<SelectionValue>) -> [BarSegment] {
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

extension Picker: SegmentBarSource where Label: View, Content: View {
    /// The segments of the options, as a segmented control draws them; choosing one writes the selection.
    /// (Unlike ``SegmentedPicker``'s, this reader is not specialised where the picker is built: a
    /// picker of Builders cannot make it there.)
    package var barSegments: [BarSegment] {
        SegmentItems<SelectionValue, Content>().bars(content, selection)
    }
}
