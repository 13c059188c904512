// libFuzzer target for the inspector on generated trees and arbitrary values.
// The bytes drive a tree generator over the Builders API: deep modifier chains and deep nesting
// built dynamically (opened existentials applied in a loop, so the static type grows with the
// bytes), wide blocks (TupleView of up to 10), ForEach, Group, AnyView, if/else, Optional,
// ids, custom views (one generic over its child, one over a non-view value) and values that
// are not views stored in views or in a TupleView: a class with a reference cycle, closures,
// metatypes, enums. On each tree the harness walks every child with the cursor API and calls
// the dumps, the extractions, the searches, path replay and tap(). A thrown error is fine;
// crashes, leaks, hangs and broken invariants (a replayed path reaching another view, the
// static walk disagreeing with the inspector, the two inspection paths disagreeing) are findings.
// Built and run by Scripts/fuzz.sh inspect.
import Builders
import Glibc
import Inspect


// MARK: Values that are not views

/// A class whose instances point at themselves (a reference cycle) and may hold anything.
final class Knot {
    var name: String
    var next: Knot?
    var payload: Any?
    init(name: String) {
        self.name = name
    }
}

enum Mood: Hashable {
    case calm
    case tagged(Int)
    case named(String, [Int])
}

indirect enum Chain {
    case end
    case link(Int, Chain)
}

/// Every Knot made by the current input, so that their cycles can be broken when it ends
/// (a leak report must mean the library leaked, not the harness).
nonisolated(unsafe) var knots: [Knot] = []
/// The supplementary views the walk reached (presentations among them), dismissed when the input ends.
nonisolated(unsafe) var presented: [InspectableView] = []

// MARK: Custom views

struct Card: View {
    var title: String
    var body: some View {
        VStack {
            Text(title).tag(title)
            Text("card").padding()
        }
    }
}

/// A custom view generic over its child.
struct Holder<Content: View>: View {
    var content: Content
    var flag: Bool
    var body: some View {
        if flag {
            content
        } else {
            Text("none")
        }
    }
}

/// A custom view that stores values that are not views: a cyclic object, a closure, a metatype, enums.
struct Tangle: View {
    let knot: Knot
    let action: () -> Void
    let kind: Any.Type
    let mood: Mood
    let chain: Chain
    var body: some View {
        Button(action: action) { Text(knot.name) }.tag(mood)
    }
}

/// A custom view generic over a value that is not a view.
struct Boxed<Value>: View {
    let value: Value
    var body: some View { Text("boxed").onTapGesture { taps += 1 } }
}

/// A custom view whose body is a ForEach of interpolated texts.
struct Rows: View {
    let count: Int
    var body: some View {
        ForEach(0..<count) { index in Text("row \(index)") }
    }
}

// MARK: The generator

let maximumDepth = 10
let maximumNodes = 300

func knot(_ reader: inout ByteReader) -> Knot {
    let knot = Knot(name: reader.text())
    knot.next = reader.choice(2) == 0 ? knot : Knot(name: "other")
    knot.next?.next = knot
    knots.append(knot)
    if let other = knot.next, other !== knot { knots.append(other) }
    return knot
}

func nonView(_ reader: inout ByteReader) -> Any {
    switch reader.choice(8) {
    case 0: return knot(&reader)
    case 1: return { () -> Int in 1 }
    case 2: return Int.self
    case 3: return Mood.named(reader.text(), [1, 2])
    case 4: return Chain.link(1, .link(2, .end))
    case 5: return (1, "two", Mood.calm)
    case 6: return [AnyHashable(1), AnyHashable("a")]
    default: return Optional<Int>.none as Any
    }
}

func view(_ reader: inout ByteReader, depth: Int) -> any View {
    reader.nodes += 1
    let leafOnly = depth >= maximumDepth || reader.nodes >= maximumNodes
    let kind = leafOnly ? reader.choice(14) : reader.choice(40)
    // Shapes, colours, images and texts as leaves, and containers and controls.
    if leafOnly, kind >= 12 { return newLeaf(&reader) }
    if kind >= 30 { return generatedControlView(&reader, depth: depth) }
    switch kind {
    case 0: return Text(reader.text())
    case 1: return Text(verbatim: reader.text()).bold()
    case 2: return Text(reader.text()) + Text("+").italic()
    case 3: return Image(systemName: reader.text())
    case 4: return [Color.red, Color.blue, Color(white: 0.5)][reader.choice(3)]
    case 5: return reader.choice(2) == 0 ? AnyView(Spacer()) : AnyView(Divider())
    case 6: return reader.choice(2) == 0 ? AnyView(EmptyView()) : AnyView(Rectangle())
    case 7: return Toggle(reader.text(), isOn: .constant(reader.choice(2) == 0))
    case 8: return Button(reader.text()) { taps += 1 }
    case 9: return Card(title: reader.text())
    case 10:
        let mood: Mood = [.calm, .tagged(Int(reader.next())), .named("n", [])][reader.choice(3)]
        return Tangle(knot: knot(&reader), action: { taps += 1 }, kind: String.self, mood: mood, chain: .link(0, .end))
    case 11:
        switch reader.choice(5) {
        case 0: return Boxed(value: { () -> Void in })
        case 1: return Boxed(value: Int.self)
        case 2: return Boxed(value: (1, "a"))
        case 3: return Boxed(value: knot(&reader))
        default: return Boxed(value: Mood.calm)
        }
    case 12, 13, 14:
        let count = reader.choice(11)
        var children: [any View] = []
        for _ in 0..<count { children.append(view(&reader, depth: depth + 1)) }
        return container(block(children), kind: reader.choice(6))
    case 15:
        let count = reader.choice(20)
        switch reader.choice(4) {
        case 0: return ForEach(0..<count) { index in Text("item \(index)") }
        case 1: return ForEach((0..<count).map { "s\($0)" }, id: \.self) { string in Text(string).tag(string) }
        case 2: return Rows(count: count)
        default:
            guard reader.repeats > 0 else { return ForEach(0..<count) { index in Text("item \(index)").tag(index) } }
            reader.repeats -= 1
            return repeated(view(&reader, depth: depth + 1), count: min(count, 6))
        }
    case 16, 17:
        return wrapped(view(&reader, depth: depth + 1), view(&reader, depth: depth + 1), kind: reader.choice(7))
    case 18:
        // A deep modifier chain: its static type grows by one ModifiedContent per level.
        var current = view(&reader, depth: depth + 1)
        let levels = min(Int(reader.next()) * 4, reader.levels)
        reader.levels -= levels
        let pattern = Int(reader.next())
        for level in 0..<levels {
            current = modified(current, kind: (pattern &+ level * (pattern | 1)) % 14, value: level)
        }
        return current
    case 19:
        // Deep nesting: Group, AnyView, VStack, Holder or Optional around the view, level by level.
        var current = view(&reader, depth: depth + 1)
        let levels = min(Int(reader.next()), reader.levels)
        reader.levels -= levels
        let pattern = Int(reader.next())
        for level in 0..<levels {
            current = nested(current, kind: (pattern >> (level % 8)) % 5)
        }
        return current
    case 20:
        // Values that are not views, side by side with views, in a TupleView.
        let first = view(&reader, depth: depth + 1)
        return TupleView((first, nonView(&reader), nonView(&reader), Text("after")))
    case 21:
        // A TupleView whose value is an object, a tuple holding an object that holds the TupleView,
        // or the object holding the TupleView itself (such a value once hung the walk).
        let knot = knot(&reader)
        switch reader.choice(4) {
        case 0: knot.payload = view(&reader, depth: depth + 1)
        case 1: knot.payload = TupleView((knot, 1))
        case 2: knot.payload = TupleView(knot)
        default: break
        }
        return TupleView(knot)
    default:
        return modified(view(&reader, depth: depth + 1), kind: reader.choice(14), value: Int(reader.next()))
    }
}

/// A block of up to 10 views, as a ViewBuilder builds it: EmptyView, the view itself, or a TupleView.
func block(_ views: [any View]) -> any View {
    switch views.count {
    case 0: return EmptyView()
    case 1: return views[0]
    case 2: return block2(views[0], views[1])
    case 3: return block3(views[0], views[1], views[2])
    case 4: return block4(views[0], views[1], views[2], views[3])
    case 5: return block5(views[0], views[1], views[2], views[3], views[4])
    case 6: return block3(block3(views[0], views[1], views[2]), views[3], block2(views[4], views[5]))
    default:
        // 7…10 views; the missing ones are filled in, so that the block is 10 wide.
        let v = views + [EmptyView(), Text("8"), Text("9")].suffix(10 - views.count)
        return block10(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9])
    }
}

func block2<A: View, B: View>(_ a: A, _ b: B) -> any View { ViewBuilder.buildBlock(a, b) }
func block3<A: View, B: View, C: View>(_ a: A, _ b: B, _ c: C) -> any View { ViewBuilder.buildBlock(a, b, c) }
func block4<A: View, B: View, C: View, D: View>(_ a: A, _ b: B, _ c: C, _ d: D) -> any View { ViewBuilder.buildBlock(a, b, c, d) }
func block5<A: View, B: View, C: View, D: View, E: View>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> any View {
    ViewBuilder.buildBlock(a, b, c, d, e)
}
func block10<A: View, B: View, C: View, D: View, E: View, F: View, G: View, H: View, I: View, J: View>(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
) -> any View {
    ViewBuilder.buildBlock(a, b, c, d, e, f, g, h, i, j)
}

/// The block in a stack, a Group, an AnyView, a custom view or bare.
func container<Content: View>(_ content: Content, kind: Int) -> any View {
    switch kind {
    case 0: return HStack { content }
    case 1: return VStack(spacing: 0) { content }
    case 2: return ZStack { content }
    case 3: return Group { content }
    case 4: return AnyView(content)
    default: return content
    }
}

func repeated<Content: View>(_ content: Content, count: Int) -> any View {
    ForEach(0..<count) { index in content.id(index) }
}

func wrapped<A: View, B: View>(_ first: A, _ second: B, kind: Int) -> any View {
    switch kind {
    case 0: return Group { first; second }
    case 1: return AnyView(first)
    case 2: return HStack { if true { first } else { second } }
    case 3: return VStack { if false { first } else { second } }
    case 4: return Group { if true { first }; if false { second } }
    case 5: return Holder(content: Button(action: { taps += 1 }) { first }, flag: true)
    default: return first.overlay(second).background(Card(title: "behind"))
    }
}

func nested<Content: View>(_ content: Content, kind: Int) -> any View {
    switch kind {
    case 0: return Group { content }
    case 1: return AnyView(content)
    case 2: return VStack { content }
    case 3: return Holder(content: content, flag: true)
    default: return Optional(content)
    }
}

func modified<Content: View>(_ content: Content, kind: Int, value: Int) -> any View {
    switch kind {
    case 0: return content.padding()
    case 1: return content.tag(value)
    case 2: return content.tag("t\(value)")
    case 3: return content.tag(Mood.tagged(value))
    case 4: return content.id(value)
    case 5: return content.font(.title)
    case 6: return content.disabled(value % 2 == 0)
    case 7: return content.onTapGesture { taps += 1 }
    case 8: return content.frame(width: CGFloat(value), height: nil)
    case 9: return content.accessibilityIdentifier("a\(value)")
    case 10: return content.opacity(0.5)
    case 11: return content.border(.red)
    case 12: return content.tag(Optional(value))
    default: return content.foregroundColor(.blue)
    }
}

// MARK: The checks

/// Stops the run with a message: a broken invariant is a finding.
func finding(_ message: String) -> Never {
    fatalError("inspector finding: \(message)")
}

/// The static walk, opened on the tree's dynamic type.
func staticTexts<V: View>(_ view: V) throws -> [TaggedText<Int>] {
    try view.taggedTexts(of: Int.self)
}

/// The path of a view reached by a verb (a header, a footer, a link's destination, a label) must
/// replay through `descendant(atPath:)` to a view of the same kind and type.
func replay(_ reached: InspectableView, from root: InspectableView, verb: String, replays: inout Int) {
    guard replays < 60 else { return }
    replays += 1
    let path = reached.pathToRoot
    do {
        let found = try root.descendant(atPath: path)
        if found.kind != reached.kind || found.fullTypeName != reached.fullTypeName {
            finding("\(verb)'s path \(path) reached a \(found.kind) \(found.fullTypeName), not the \(reached.kind) \(reached.fullTypeName)")
        }
    } catch {
        finding("\(verb)'s path \(path) does not replay: \(error)")
    }
}

/// Calls the verbs of shapes, colours, images, texts, containers and controls that fit the view's kind and checks what they promise; returns
/// the supplementary views reached, for the walk.
func exerciseVerbs(_ view: InspectableView, root: InspectableView, replays: inout Int) -> [InspectableView] {
    var reached: [(String, InspectableView?)] = []
    // A verb that does not apply throws an error naming the view's path, which costs the view's
    // depth: on trees 1,200 levels deep, calling every verb on every view would take the whole
    // 10 s. So each verb is called on the views it can apply to: the modifiers' on modified views.
    if !view.modifiers.isEmpty {
        reached += [
            ("tabItem()", try? view.tabItem()),
            ("overlay()", try? view.overlay()),
            ("background()", try? view.background()),
            // The modifiers family's views: presentations, a toolbar, a mask.
            ("sheet()", try? view.sheet()),
            ("fullScreenCover()", try? view.fullScreenCover()),
            ("popover()", try? view.popover()),
            ("alert()", try? view.alert()),
            ("confirmationDialog()", try? view.confirmationDialog()),
            ("toolbar()", try? view.toolbar()),
            ("mask()", try? view.mask()),
        ]
        // The modifiers family's values and actions.
        _ = (try? view.navigationTitle(), try? view.offset(), try? view.position(), try? view.shadow(), try? view.blur())
        _ = (try? view.cornerRadius(), try? view.zIndex(), try? view.layoutPriority(), try? view.fixedSize(), view.isHidden())
        _ = (try? view.accessibilityValue(), try? view.accessibilityHint(), try? view.buttonStyle(), view.labelsHidden(), view.isResponsive())
        _ = (try? view.lineLimit(), try? view.multilineTextAlignment(), try? view.textCase(), try? view.truncationMode(), try? view.lineSpacing())
        try? view.callOnAppear()
        try? view.callOnDisappear()
        try? view.callOnChange(newValue: 1)
        try? view.callOnSubmit()
    }
    let labelled: Set<ViewKind> = [
        .button, .toggle, .picker, .navigationLink, .groupBox, .disclosureGroup, .menu, .textField, .secureField, .stepper,
        .slider, .datePicker, .colorPicker, .link, .labeledContent, .progressView,
    ]
    if labelled.contains(view.kind) { reached.append(("labelView()", try? view.labelView())) }
    switch view.kind {
    case .section:
        reached += [("header()", try? view.header()), ("footer()", try? view.footer())]
    case .navigationLink:
        reached.append(("navigate()", try? view.navigate()))
        _ = try? view.isActive()
        try? view.activate()
        try? view.deactivate()
    case .label:
        reached += [("title()", try? view.title()), ("icon()", try? view.icon())]
    case .textField, .secureField, .textEditor:
        reached.append(("prompt()", try? view.prompt()))
        let typed = "typed \u{301}日"
        if (try? view.setInput(typed)) != nil, let read = try? view.input(), read != typed {
            finding("setInput(\(typed.debugDescription)) then input() gave \(read.debugDescription)")
        }
        try? view.callOnCommit()
        try? view.callOnEditingChanged()
    case .stepper:
        // The bindings record every write; checkBounds() checks them after the walk.
        for _ in 0..<3 { try? view.increment() }
        for _ in 0..<5 { try? view.decrement() }
        try? view.callOnEditingChanged()
    case .slider:
        for value in [-Double.infinity, -1e300, -1, 0, 0.5, 1, 1e300, .infinity, .nan, .greatestFiniteMagnitude] {
            try? view.setValue(value)
        }
        _ = try? view.value()
        try? view.callOnEditingChanged()
    case .progressView:
        reached.append(("currentValueLabelView()", try? view.currentValueLabelView()))
        if let fraction = (try? view.fractionCompleted()) ?? nil, !(0...1).contains(fraction) {
            finding("fractionCompleted() \(fraction) is not within 0...1")
        }
    case .disclosureGroup:
        try? view.expand()
        _ = try? view.isExpanded()
        try? view.collapse()
    case .menu:
        try? view.callPrimaryAction()
    case .datePicker:
        for date in [Date.distantPast, .distantFuture, Date(timeIntervalSinceReferenceDate: .nan), Date(timeIntervalSinceReferenceDate: -.infinity)] {
            try? view.select(date: date)
        }
    case .colorPicker:
        try? view.select(color: Color(red: .nan, green: -1, blue: .infinity))
    case .picker:
        for value in [0, 1, -1, Int.max] { try? view.select(value: value) }
        _ = try? view.selectedValue(Int.self)
        _ = try? view.pickerStyle()
    case .toggle:
        _ = try? view.isOn()
    case .button:
        _ = try? view.role()
    case .link:
        _ = try? view.url()
    case .lazyVGrid:
        _ = try? view.columns()
    case .lazyHGrid:
        _ = try? view.rows()
    case .scrollView:
        _ = (try? view.axes(), try? view.showsIndicators())
    default:
        break
    }
    var views: [InspectableView] = []
    for case let (verb, found?) in reached {
        replay(found, from: root, verb: verb, replays: &replays)
        _ = (try? found.message(), try? found.actions(), try? found.titleVisibility(), try? found.arrowEdge())
        if verb.hasPrefix("toolbar") { _ = (try? found.item(), try? found.toolbarItem()) }
        // Dismissed at the end of the input: the walk replays the paths of what it queued.
        presented.append(found)
        views.append(found)
    }
    return views
}

/// Every write a stepper or a slider made stays within its range (a stepper's value that started
/// as NaN is left out: no step makes it a number).
func checkBounds() {
    for bound in integerBounds {
        guard let bounds = bound.bounds else { continue }
        for write in bound.writes where !bounds.contains(write.new) {
            finding("\(bound.control) in \(bounds) wrote \(write.new) over \(write.old)")
        }
    }
    for bound in numberBounds {
        guard let bounds = bound.bounds else { continue }
        for write in bound.writes where !(write.old.isNaN && bound.control.hasPrefix("Stepper")) && !bounds.contains(write.new) {
            finding("\(bound.control) in \(bounds) wrote \(write.new) over \(write.old)")
        }
    }
}

func exercise(_ tree: Any, _ reader: inout ByteReader) {
    let root = inspect(tree)
    var queue = [root]
    var head = 0
    var texts: [String] = []
    // Every path found replays: paths below a child of the root's own kind, and through function
    // types, are the cases most at risk.
    var replayed = 0
    var replays = 0
    while head < queue.count, head < 5_000 {
        let view = queue[head]
        head += 1
        _ = (view.kind, view.typeName, view.fullTypeName, view.modifiers.map(\.name), view.isDisabled())
        _ = try? view.tag()
        _ = try? view.id()
        _ = try? view.accessibilityIdentifier()
        if view.kind == .text, let string = try? view.string() { texts.append(string) }
        if view.kind == .button || !view.modifiers.isEmpty { try? view.tap() }
        // Path replay: the path must lead back to a view of the same kind and type.
        let path = view.pathToRoot
        if replayed < 40 {
            replayed += 1
            do {
                let found = try root.descendant(atPath: path)
                if found.kind != view.kind || found.fullTypeName != view.fullTypeName {
                    finding("path \(path) reached a \(found.kind) \(found.fullTypeName), not the \(view.kind) \(view.fullTypeName)")
                }
            } catch {
                finding("path \(path) of a \(view.kind) does not replay: \(error)")
            }
        }
        if let children = try? view.children() { queue.append(contentsOf: children) }
        // The kind's own verbs, and the supplementary views they reach, which are walked too.
        for reached in exerciseVerbs(view, root: root, replays: &replays) where queue.count < 5_000 {
            queue.append(reached)
        }
    }
    checkBounds()
    _ = try? root.treeDump()
    _ = try? root.treeDump(typeNames: .full)
    _ = try? root.jsonDump()
    // Its first 64 levels: each line names its value's whole type, and a chain of a thousand
    // modifiers makes that quadratic in the depth (dump's format; RobustnessTests walks deep values).
    _ = MirrorDump.string(of: tree, maxDepth: 64, maxItems: 20_000)
    _ = try? root.taggedItems(of: String.self)
    let items = try? root.taggedItems(of: Int.self)
    if let found = try? root.find(text: texts.first ?? ""), found.kind != .text {
        finding("find(text:) returned a \(found.kind)")
    }
    if let first = texts.first, (try? root.find(text: first, traversal: .depthFirst)) == nil {
        finding("find(text:) misses \(first.debugDescription), which the walk saw")
    }
    if (try? root.find(text: "\u{0}absent")) != nil { finding("find(text:) found an absent text") }
    // The static walk gives the same items as the inspector, at any depth (past 256 scopes it hands
    // the tree to the inspector; unbounded, it would overflow the stack).
    if let view = tree as? any View, let items, let walked = try? staticTexts(view) {
        let expected = items.map { TaggedText(text: $0.text, tag: $0.tag) }
        if walked != expected { finding("taggedTexts \(walked) ≠ taggedItems \(expected)") }
    }
    // The Mirror path reads what the fast path reads.
    let mirror = inspect(tree, mirrorOnly: true)
    if let fast = try? root.treeDump(), let slow = try? mirror.treeDump(), fast != slow {
        finding("fast path dump\n\(fast)\n≠ Mirror path dump\n\(slow)")
    }
    // Whatever bytes are left, as a path.
    _ = try? root.descendant(atPath: reader.remaining)
    // A presentation dismissed is no longer presented.
    // (Only a path whose last step has no index: dismissing the first of two alerts on one view
    // makes the second the first.)
    for view in presented where (try? view.dismiss()) != nil {
        if view.pathToRoot.hasSuffix("()"), (try? root.descendant(atPath: view.pathToRoot)) != nil {
            finding("\(view.pathToRoot) is still presented after dismiss()")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let tree: Any = reader.choice(16) == 0 ? nonView(&reader) : view(&reader, depth: 0)
    // FUZZ_EXPLAIN=1 .build-fuzz/inspect-fuzzer INPUT: print the tree an input makes, to turn a finding into a test.
    if getenv("FUZZ_EXPLAIN") != nil {
        print(type(of: tree))
        print((try? inspect(tree).treeDump(typeNames: .full)) ?? "(no tree dump)")
        fflush(stdout)
    }
    exercise(tree, &reader)
    // Break the harness's own cycles.
    for knot in knots {
        knot.next = nil
        knot.payload = nil
    }
    knots.removeAll()
    integerBounds.removeAll()
    presented.removeAll()
    numberBounds.removeAll()
    return 0
}
