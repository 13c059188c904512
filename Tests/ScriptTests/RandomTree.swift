import Builders
import Inspect
import Pickers

/// A modifier the random tree generator applies to a view.
enum RandomModifier: Equatable {
    case tag(Int)
    case stringTag(String)
    case id(Int)
    case padding
    case opacity

    /// The modifier as view code, after a dot.
    var code: String {
        switch self {
        case .tag(let value): "tag(\(value))"
        case .stringTag(let value): "tag(\"\(value)\")"
        case .id(let value): "id(\(value))"
        case .padding: "padding()"
        case .opacity: "opacity(0.5)"
        }
    }

    /// The tag the modifier writes, if it is a tag.
    var tag: AnyHashable? {
        switch self {
        case .tag(let value): AnyHashable(value)
        case .stringTag(let value): AnyHashable(value)
        default: nil
        }
    }
}

/// A random view tree, as a model: the generator draws one from a seed, and from the model follow
/// the tree built with the Builders API (``view``), the same tree as view code (``code``), the
/// type name the compiler gives it (``typeName``), the views the inspector must see
/// (``inspected``) and the items a Picker must read (``expectedTaggedTexts``). The answers are
/// computed from the model by the rules SwiftUI's view list follows (README, SWIFTUI-LAYOUT.md),
/// not by the inspector.
indirect enum RandomTree {
    case text(String)
    case boldText(String)
    case image(String)
    case color
    case spacer
    case divider
    case emptyView
    case button(String)
    case toggle(String)
    case stack(ViewKind, [RandomTree])
    case group([RandomTree])
    case anyView(RandomTree)
    /// `ForEach(0..<count) { i in Text("item \(i)") }`, its elements tagged `"item\(i)"` when `tagged`.
    case forEachRange(count: Int, tagged: Bool)
    /// `ForEach(strings, id: \.self) { s in Text(s) }`.
    case forEachStrings([String])
    /// `if flag { a } else { b }`; only in a block.
    case conditional(Bool, RandomTree, RandomTree)
    /// `if flag { a }`; only in a block.
    case optional(Bool, RandomTree)
    /// ``Framed``, a custom view whose body is its content.
    case custom(RandomTree)
    /// `SegmentedPicker(selection: .constant(selection)) { … }`.
    case picker(selection: Int, [RandomTree])
    case modified(RandomTree, RandomModifier)

    /// What the generator may produce.
    struct Options {
        /// Custom views, which view code cannot express as the same type.
        var customViews = true
        /// Segmented pickers.
        var pickers = false
        /// Blocks may hold up to this many views.
        var widestBlock = 4
        var deepest = 4
    }

    static let words = ["a", "b", "First", "Second", "x y", "日本", "é", "Wide wide wide"]

    /// A tree drawn from `generator`.
    static func random(using generator: inout SeededGenerator, options: Options = Options()) -> RandomTree {
        var budget = 40
        return random(using: &generator, options: options, depth: 0, inBlock: false, budget: &budget)
    }

    private static func random(using generator: inout SeededGenerator, options: Options, depth: Int, inBlock: Bool, budget: inout Int) -> RandomTree {
        budget -= 1
        let word = { (generator: inout SeededGenerator) in words.randomElement(using: &generator) ?? "a" }
        let leafOnly = depth >= options.deepest || budget <= 0
        // Near the root, mostly containers, so that trees are tens of views, not one or two.
        let choice = leafOnly ? Int.random(in: 0..<9, using: &generator)
            : Int.random(in: (depth < 2 ? 6 : 0)..<18, using: &generator)
        func child(_ generator: inout SeededGenerator, inBlock: Bool = false) -> RandomTree {
            random(using: &generator, options: options, depth: depth + 1, inBlock: inBlock, budget: &budget)
        }
        func block(_ generator: inout SeededGenerator) -> [RandomTree] {
            (0..<Int.random(in: (depth < 2 ? 1 : 0)...options.widestBlock, using: &generator)).map { _ in child(&generator, inBlock: true) }
        }
        switch choice {
        case 0: return .text(word(&generator))
        case 1: return .boldText(word(&generator))
        case 2: return .image(["star", "gear"].randomElement(using: &generator) ?? "star")
        case 3: return [.color, .spacer, .divider, .emptyView].randomElement(using: &generator) ?? .color
        case 4: return .button(word(&generator))
        case 5: return .toggle(word(&generator))
        case 6: return .forEachRange(count: Int.random(in: 0...4, using: &generator), tagged: Bool.random(using: &generator))
        case 7: return .forEachStrings(Array(words.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))))
        case 8: return .modified(.text(word(&generator)), modifier(&generator))
        case 9, 10:
            let kind = [ViewKind.hStack, .vStack, .zStack].randomElement(using: &generator) ?? .vStack
            return .stack(kind, block(&generator))
        case 11: return .group(block(&generator))
        case 12: return .anyView(child(&generator))
        case 13:
            if inBlock {
                return Bool.random(using: &generator)
                    ? .conditional(Bool.random(using: &generator), child(&generator), child(&generator))
                    : .optional(Bool.random(using: &generator), child(&generator))
            }
            return .group(block(&generator))
        case 14:
            if options.customViews { return .custom(child(&generator)) }
            return .modified(child(&generator), modifier(&generator))
        case 15:
            if options.pickers { return .picker(selection: Int.random(in: -1...3, using: &generator), block(&generator)) }
            return .modified(child(&generator), modifier(&generator))
        default:
            return .modified(child(&generator), modifier(&generator))
        }
    }

    private static func modifier(_ generator: inout SeededGenerator) -> RandomModifier {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1: .tag(Int.random(in: 0...9, using: &generator))
        case 2: .stringTag(words.randomElement(using: &generator) ?? "a")
        case 3: .id(Int.random(in: 0...9, using: &generator))
        case 4: .padding
        default: .opacity
        }
    }
}

// MARK: The tree, built with the Builders API

/// A custom view whose body is its content. (Its conformance is apart from the type, so that the
/// random trees are made outside the main actor; its body is isolated, as every view's is.)
struct Framed<Content: View> {
    var content: Content
}

extension Framed: View {
    var body: some View { content }
}

extension RandomTree {
    /// The tree, built with the Builders API: its static type is built as the model nests,
    /// through generic functions opened on each child.
    var view: any View {
        switch self {
        case .text(let string): return Text(LocalizedStringKey(string))
        case .boldText(let string): return Text(LocalizedStringKey(string)).bold()
        case .image(let name): return Image(systemName: name)
        case .color: return Color.red
        case .spacer: return Spacer()
        case .divider: return Divider()
        case .emptyView: return EmptyView()
        case .button(let title): return Button(LocalizedStringKey(title)) {}
        case .toggle(let title): return Toggle(LocalizedStringKey(title), isOn: .constant(true))
        case .stack(let kind, let children): return Self.stack(kind, Self.block(children.map(\.view)))
        case .group(let children): return Self.group(Self.block(children.map(\.view)))
        case .anyView(let child): return Self.erase(child.view)
        case .forEachRange(let count, let tagged):
            if tagged {
                return ForEach(0..<count) { i in Text("item \(i)").tag("item\(i)") }
            }
            return ForEach(0..<count) { i in Text("item \(i)") }
        case .forEachStrings(let strings): return ForEach(strings, id: \.self) { string in Text(string) }
        case .conditional(let flag, let first, let second): return Self.conditional(flag, first.view, second.view)
        case .optional(let flag, let child): return Self.optional(flag, child.view)
        case .custom(let child): return Self.framed(child.view)
        case .picker(let selection, let children): return Self.picker(selection, Self.block(children.map(\.view)))
        case .modified(let child, let modifier): return Self.modify(child.view, modifier)
        }
    }

    private static func block(_ views: [any View]) -> any View {
        switch views.count {
        case 0: return EmptyView()
        case 1: return views[0]
        case 2: return block2(views[0], views[1])
        case 3: return block3(views[0], views[1], views[2])
        default: return block4(views[0], views[1], views[2], views[3])
        }
    }

    private static func block2<A: View, B: View>(_ a: A, _ b: B) -> any View { ViewBuilder.buildBlock(a, b) }
    private static func block3<A: View, B: View, C: View>(_ a: A, _ b: B, _ c: C) -> any View { ViewBuilder.buildBlock(a, b, c) }
    private static func block4<A: View, B: View, C: View, D: View>(_ a: A, _ b: B, _ c: C, _ d: D) -> any View {
        ViewBuilder.buildBlock(a, b, c, d)
    }

    private static func stack<Content: View>(_ kind: ViewKind, _ content: Content) -> any View {
        switch kind {
        case .hStack: HStack { content }
        case .zStack: ZStack { content }
        default: VStack { content }
        }
    }

    private static func group<Content: View>(_ content: Content) -> any View { Group { content } }
    private static func erase<Content: View>(_ content: Content) -> any View { AnyView(content) }
    private static func framed<Content: View>(_ content: Content) -> any View { Framed(content: content) }

    private static func conditional<A: View, B: View>(_ flag: Bool, _ first: A, _ second: B) -> any View {
        let content: _ConditionalContent<A, B> = flag ? ViewBuilder.buildEither(first: first) : ViewBuilder.buildEither(second: second)
        return content
    }

    private static func optional<Content: View>(_ flag: Bool, _ content: Content) -> any View {
        ViewBuilder.buildIf(flag ? content : nil)
    }

    private static func picker<Content: View>(_ selection: Int, _ content: Content) -> any View {
        SegmentedPicker(selection: .constant(selection)) { content }
    }

    private static func modify<Content: View>(_ content: Content, _ modifier: RandomModifier) -> any View {
        switch modifier {
        case .tag(let value): content.tag(value)
        case .stringTag(let value): content.tag(value)
        case .id(let value): content.id(value)
        case .padding: content.padding()
        case .opacity: content.opacity(0.5)
        }
    }
}

// MARK: The tree as view code, and its type name

extension RandomTree {
    /// The tree as view code the reader reads (and the compiler would compile): not for custom
    /// views or pickers, which the model prints only as their content.
    var code: String { code(indent: "") }

    private func code(indent: String) -> String {
        let inner = indent + "    "
        func block(_ children: [RandomTree]) -> String {
            "{\n" + children.map { inner + $0.code(indent: inner) + "\n" }.joined() + indent + "}"
        }
        switch self {
        case .text(let string): return "Text(\"\(string)\")"
        case .boldText(let string): return "Text(\"\(string)\").bold()"
        case .image(let name): return "Image(systemName: \"\(name)\")"
        case .color: return "Color.red"
        case .spacer: return "Spacer()"
        case .divider: return "Divider()"
        case .emptyView: return "EmptyView()"
        case .button(let title): return "Button(\"\(title)\") {}"
        case .toggle(let title): return "Toggle(\"\(title)\", isOn: .constant(true))"
        case .stack(let kind, let children): return kind.typeName + " " + block(children)
        case .group(let children): return "Group " + block(children)
        case .anyView(let child): return "AnyView(" + child.code(indent: indent) + ")"
        case .forEachRange(let count, let tagged):
            return "ForEach(0..<\(count)) { i in Text(\"item \\(i)\")\(tagged ? ".tag(\"item\\(i)\")" : "") }"
        case .forEachStrings(let strings):
            return "ForEach([" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "], id: \\.self) { s in Text(s) }"
        case .conditional(let flag, let first, let second):
            return "if \(flag) {\n\(inner)\(first.code(indent: inner))\n\(indent)} else {\n\(inner)\(second.code(indent: inner))\n\(indent)}"
        case .optional(let flag, let child):
            return "if \(flag) {\n\(inner)\(child.code(indent: inner))\n\(indent)}"
        case .custom(let child): return child.code(indent: indent)
        case .picker(_, let children): return "Group " + block(children)
        case .modified(let child, let modifier): return child.code(indent: indent) + "." + modifier.code
        }
    }

    /// The type name `String(describing: type(of:))` prints for the tree, by SWIFTUI-LAYOUT.md's rules.
    var typeName: String {
        func block(_ children: [RandomTree]) -> String {
            switch children.count {
            case 0: "EmptyView"
            case 1: children[0].typeName
            default: "TupleView<(" + children.map(\.typeName).joined(separator: ", ") + ")>"
            }
        }
        switch self {
        case .text, .boldText: return "Text"
        case .image: return "Image"
        case .color: return "Color"
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .emptyView: return "EmptyView"
        case .button: return "Button<Text>"
        case .toggle: return "Toggle<Text>"
        case .stack(let kind, let children): return "\(kind.typeName)<\(block(children))>"
        case .group(let children): return "Group<\(block(children))>"
        case .anyView: return "AnyView"
        case .forEachRange(_, let tagged):
            return "ForEach<Range<Int>, Int, \(tagged ? "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<String>>>" : "Text")>"
        case .forEachStrings: return "ForEach<Array<String>, String, Text>"
        case .conditional(_, let first, let second): return "_ConditionalContent<\(first.typeName), \(second.typeName)>"
        case .optional(_, let child): return "Optional<\(child.typeName)>"
        case .custom(let child): return "Framed<\(child.typeName)>"
        case .picker(_, let children): return "SegmentedPicker<Int, \(block(children))>"
        case .modified(let child, let modifier):
            switch modifier {
            case .tag: return "ModifiedContent<\(child.typeName), _TraitWritingModifier<TagValueTraitKey<Int>>>"
            case .stringTag: return "ModifiedContent<\(child.typeName), _TraitWritingModifier<TagValueTraitKey<String>>>"
            case .id: return "IDView<\(child.typeName), Int>"
            case .padding: return "ModifiedContent<\(child.typeName), _PaddingLayout>"
            case .opacity: return "ModifiedContent<\(child.typeName), _OpacityEffect>"
            }
        }
    }
}

// MARK: What the inspector must see

/// One view as the model says the inspector must see it.
struct ModelView {
    var kind: ViewKind
    /// A Text's string.
    var text: String?
    /// The modifiers on the view, innermost first (ids are kept apart, as the inspector keeps them).
    var modifiers: [RandomModifier] = []
    /// The ids, innermost first.
    var ids: [Int] = []
    /// The tag a ForEach gives its element.
    var implicitTag: AnyHashable?
    var children: [ModelView] = []

    /// The tags the view's own modifiers write, innermost first.
    var explicitTags: [AnyHashable] { modifiers.compactMap(\.tag) }

    /// The tag dumps show: the innermost explicit tag, else the implicit one.
    var tag: AnyHashable? { explicitTags.first ?? implicitTag }

    /// The first Text's string, breadth first, the view itself first.
    var firstText: String? {
        var queue = [self]
        var head = 0
        while head < queue.count {
            let view = queue[head]
            head += 1
            if view.kind == .text { return view.text }
            queue.append(contentsOf: view.children)
        }
        return nil
    }
}

extension RandomTree {
    /// The root the inspector must see: the one view the tree stands for, else a tupleView of them.
    var inspected: ModelView {
        let views = flattened()
        return views.count == 1 ? views[0] : ModelView(kind: .tupleView, children: views)
    }

    /// The views this tree stands for among its parent's children: modifiers and ids stay with
    /// the view inside them, an `if` stands for its live branch, a block for its views.
    func flattened(modifiers outer: [RandomModifier] = [], ids outerIDs: [Int] = [], implicitTag: AnyHashable? = nil) -> [ModelView] {
        let make = { (kind: ViewKind, text: String?, children: [ModelView]) in
            [ModelView(kind: kind, text: text, modifiers: outer.reversed(), ids: outerIDs.reversed(), implicitTag: implicitTag, children: children)]
        }
        switch self {
        case .modified(let child, .id(let id)): return child.flattened(modifiers: outer, ids: outerIDs + [id], implicitTag: implicitTag)
        case .modified(let child, let modifier): return child.flattened(modifiers: outer + [modifier], ids: outerIDs, implicitTag: implicitTag)
        case .conditional(let flag, let first, let second):
            return (flag ? first : second).flattened(modifiers: outer, ids: outerIDs, implicitTag: implicitTag)
        case .optional(let flag, let child):
            return flag ? child.flattened(modifiers: outer, ids: outerIDs, implicitTag: implicitTag) : []
        case .text(let string), .boldText(let string): return make(.text, string, [])
        case .image: return make(.image, nil, [])
        case .color: return make(.color, nil, [])
        case .spacer: return make(.spacer, nil, [])
        case .divider: return make(.divider, nil, [])
        case .emptyView: return make(.emptyView, nil, [])
        case .button(let title): return make(.button, nil, [ModelView(kind: .text, text: title)])
        case .toggle(let title): return make(.toggle, nil, [ModelView(kind: .text, text: title)])
        case .stack(let kind, let children): return make(kind, nil, Self.blockViews(children))
        case .group(let children): return make(.group, nil, Self.blockViews(children))
        case .anyView(.anyView(let inner)):
            // AnyView(AnyView(x)) is AnyView(x): an AnyView is not wrapped twice (README).
            return RandomTree.anyView(inner).flattened(modifiers: outer, ids: outerIDs, implicitTag: implicitTag)
        case .anyView(let child): return make(.anyView, nil, child.flattened())
        case .custom(let child): return make(.custom, nil, child.flattened())
        case .forEachRange(let count, let tagged):
            let elements = (0..<count).flatMap { i in
                let text = RandomTree.text("item \(i)")
                return (tagged ? .modified(text, .stringTag("item\(i)")) : text).flattened(implicitTag: AnyHashable(i))
            }
            return make(.forEach, nil, elements)
        case .forEachStrings(let strings):
            return make(.forEach, nil, strings.flatMap { RandomTree.text($0).flattened(implicitTag: AnyHashable($0)) })
        case .picker:
            preconditionFailure("the model does not inspect pickers; generate them only for rendering")
        }
    }

    /// A block's views: an empty block is an EmptyView.
    private static func blockViews(_ children: [RandomTree]) -> [ModelView] {
        children.isEmpty ? [ModelView(kind: .emptyView)] : children.flatMap { $0.flattened() }
    }

    /// The items a Picker with an Int selection reads from the tree, by SwiftUI's view-list rules:
    /// Groups, ForEach, AnyView and custom views are looked through (their modifiers apply to each
    /// of their items), a root stack is opened, an EmptyView is no item; an item's tag is its
    /// first explicit tag that is an Int, else (none being an Int) the first explicit tag as
    /// another type, else its ForEach's implicit tag.
    var expectedTaggedTexts: [TaggedText<Int>] {
        let root = inspected
        let seeThrough: Set<ViewKind> = [.tupleView, .group, .forEach, .anyView, .custom]
        if root.kind == .emptyView { return [] }
        guard seeThrough.contains(root.kind) || [.hStack, .vStack, .zStack].contains(root.kind) else {
            return [Self.item(root, inherited: [])]
        }
        var items: [TaggedText<Int>] = []
        func walk(_ view: ModelView, inherited: [RandomModifier]) {
            if seeThrough.contains(view.kind) {
                for child in view.children { walk(child, inherited: view.modifiers + inherited) }
            } else if view.kind != .emptyView {
                items.append(Self.item(view, inherited: inherited))
            }
        }
        let own = seeThrough.contains(root.kind) ? root.modifiers : []
        for child in root.children { walk(child, inherited: own) }
        return items
    }

    private static func item(_ view: ModelView, inherited: [RandomModifier]) -> TaggedText<Int> {
        let tags = (view.modifiers + inherited).compactMap(\.tag)
        let candidates = tags.isEmpty ? [view.implicitTag].compactMap { $0 } : tags
        let tag: ItemTag<Int>
        if let int = candidates.lazy.compactMap({ $0.base as? Int }).first {
            tag = .value(int)
        } else if let first = candidates.first {
            tag = .otherType(first, typeName: first.base is String ? "String" : "Int")
        } else {
            tag = .untagged
        }
        return TaggedText(text: view.firstText, tag: tag)
    }
}
