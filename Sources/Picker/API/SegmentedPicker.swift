import Builders
import Inspect

/// A segmented picker, the classic article's `FSPicker` done properly: its
/// content is an ordinary `@ViewBuilder` block of tagged views, read with the inspector.
///
///     SegmentedPicker(selection: $selection) {
///         Text("First").tag(0)
///         Text("Second").tag(1)
///         Text("Third").tag(2)
///     }
///
/// Its body is an ordinary view tree: an HStack of Buttons, one per segment,
/// each labelled with the segment's view; the selected one has the
/// ``SelectedSegmentMarker`` modifier. Choosing a selectable segment (its
/// button's action, or the inspector's `tap()`) writes the selection.
public struct SegmentedPicker<SelectionValue: Hashable, Content: View> {
    @Binding var selection: SelectionValue
    let content: Content
    /// Reads the content's items. It is made where the picker is built (the initialiser is
    /// inlinable), so the extraction is specialised for the content's type there, not run as
    /// unspecialised generic code inside this module.
    let items: SegmentItems<SelectionValue, Content>

    /// Creates a segmented picker of the tagged views in `content`.
    @inlinable
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content(), items: SegmentItems())
    }

    /// A picker of `content`, whose items `items` reads.
    @usableFromInline
    init(selection: Binding<SelectionValue>, content: Content, items: SegmentItems<SelectionValue, Content>) {
        self._selection = selection
        self.content = content
        self.items = items
    }
}

// The view's conformance, and its body, apart from the type: the body is isolated to the main
// actor, as `View` is, while the picker's segments are read by the renderer, which is not.
extension SegmentedPicker: View {
    /// An HStack of one Button per segment.
    public var body: some View {
        let list = items.read(content, selection)
        let selection = $selection
        HStack(spacing: 0) {
            ForEach(list.segments, id: \.index) { segment in
                Button(action: {
                    if let value = segment.tag.value {
                        selection.wrappedValue = value
                    }
                }, label: {
                    AnyView(storage: AnyViewStorage(segment.label))
                })
                .disabled(!segment.isSelectable)
                .modifier(SelectedSegmentMarker(isSelected: segment.index == list.selectedIndex))
            }
        }
    }
}
