import Builders
import Glibc
import Inspect
import Pickers
import Render
import Terminal

/// `inspect pick`: the tree's first picker (or else its root's view list) as an
/// interactive segmented picker; the chosen segment's tag is the command's output.
struct PickCommand: TreeSubcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "pick",
        abstract: "choose a segment of the tree's picker interactively",
        discussion: """
            Runs the first segmented picker of the tree in the terminal: ←/→, h/l or Tab move,
            Enter or Space chooses, q or Esc cancels. Prints the chosen tag; exits 1 when cancelled.
            """)

    /// `--preview` and `--root`.
    static let options = RootOptions.all

    /// The FILEs, none of which can be stdin.
    var files: [String]

    /// Takes no options of its own; keeps the FILEs for ``validate()``.
    init(parsing arguments: ParsedArguments) {
        files = arguments.files
    }

    /// The keys come from stdin, so the view code cannot: checked before anything is read.
    func validate() throws {
        guard !files.contains("-") else {
            throw Self.failure("the view code must come from a FILE, since the keys come from standard input", .usage)
        }
    }

    /// The chosen segment's tag; exits 1 when stdin is not a terminal or the pick is cancelled.
    func run(_ context: Context) throws -> Output {
        let file = context.file
        guard isatty(STDIN_FILENO) == 1 else {
            throw Self.failure("standard input is not a terminal", .failure)
        }
        let root = context.root
        let items = try root.pickerItems()
        guard items.contains(where: { $0.tag != .untagged }) else {
            throw Self.failure("\(file): no tagged views to pick from", .dataError)
        }
        let selection = State(wrappedValue: Self.initialIndex(root, items))
        let screen = VStack(alignment: .leading) {
            Text(verbatim: "\(file): ←/→ move, Enter chooses, q cancels")
            SegmentedPicker(selection: selection.projectedValue) {
                ForEach(0..<items.count) { index in
                    Self.segment(items[index], index: index)
                }
            }
        }
        let outcome = try InteractiveSession().run { width, height, focus in
            try Renderer.render(screen.inspectionRoot(), width: width, height: height, focusIndex: focus)
        }
        guard case .chosen = outcome, items.indices.contains(selection.wrappedValue) else {
            throw Self.failure("cancelled", .failure)
        }
        switch items[selection.wrappedValue].tag {
        case .value(let tag), .otherType(let tag, _): return Output(text: String(describing: tag.base) + "\n")
        case .untagged: throw Self.failure("cancelled", .failure)
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
