import Builders
import Glibc
import Inspect
import Pickers
import Render
import Terminal

/// `inspect pick`: the tree's first picker (or else its root's view list) as an
/// interactive segmented picker; the chosen segment's tag is the command's output.
enum Pick {
    static func run(_ root: InspectableView, file: String) throws -> String {
        guard file != "-" else {
            throw CommandError(message: "inspect pick: the view code must come from a FILE, since the keys come from standard input", code: .usage)
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw CommandError(message: "inspect pick: standard input is not a terminal", code: .failure)
        }
        let items = try Commands.pickerItems(root)
        guard items.contains(where: { $0.tag != .untagged }) else {
            throw CommandError(message: "inspect pick: \(file): no tagged views to pick from", code: .dataError)
        }
        let selection = State(wrappedValue: initialIndex(root, items))
        let screen = VStack(alignment: .leading) {
            Text(verbatim: "\(file): ←/→ move, Enter chooses, q cancels")
            SegmentedPicker(selection: selection.projectedValue) {
                ForEach(0..<items.count) { index in
                    segment(items[index], index: index)
                }
            }
        }
        let outcome = try InteractiveSession().run { width, height, focus in
            try Renderer.render(screen, width: width, height: height, focusIndex: focus)
        }
        guard case .chosen = outcome, items.indices.contains(selection.wrappedValue) else {
            throw CommandError(message: "inspect pick: cancelled", code: .failure)
        }
        switch items[selection.wrappedValue].tag {
        case .value(let tag), .otherType(let tag, _): return String(describing: tag.base) + "\n"
        case .untagged: throw CommandError(message: "inspect pick: cancelled", code: .failure)
        }
    }

    /// An item's own view, tagged with its index when it has a tag; an untagged
    /// item gets a String tag, so that the Int selection leaves it inert, as in the file.
    private static func segment(_ item: TaggedItem<AnyHashable>, index: Int) -> AnyView {
        let label = AnyView(storage: AnyViewStorage(item.view.erasedValue))
        return item.tag == .untagged ? AnyView(label.tag("untagged")) : AnyView(label.tag(index))
    }

    /// The index of the segment the file's picker has selected, else the first tagged one.
    private static func initialIndex(_ root: InspectableView, _ items: [TaggedItem<AnyHashable>]) -> Int {
        if let picker = try? root.find(where: { $0.erasedValue is any SegmentBarSource }),
           let source = picker.erasedValue as? any SegmentBarSource,
           let selected = source.barSegments.firstIndex(where: \.isSelected) {
            return selected
        }
        return items.firstIndex { $0.tag != .untagged } ?? 0
    }
}
