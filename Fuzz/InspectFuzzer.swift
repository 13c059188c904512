// libFuzzer target for the inspector on generated trees and arbitrary values (issue 6).
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

/// Reads the fuzz bytes front to back; past the end it reads zeros.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var nodes = 0
    /// ForEach elements are made when walked, so the node bound does not see them: a ForEach
    /// of a generated view multiplies the tree, and only one is allowed per input.
    var repeats = 1
    /// Modifier and nesting levels left for the loops that build deep types.
    var levels = 1_200

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func choice(_ count: Int) -> Int { Int(next()) % count }

    var remaining: String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[min(position, bytes.count)...]), as: UTF8.self)
    }

    mutating func text() -> String {
        let samples = ["", "a", "Hello", "é", "👨‍👩‍👧", "日本語", "a\u{301}", "\t\n\"\\", "%lld %@", "row 1", String(repeating: "w", count: 100)]
        return samples[choice(samples.count)]
    }
}

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
nonisolated(unsafe) var taps = 0

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
    let kind = leafOnly ? reader.choice(12) : reader.choice(30)
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
        // or the object holding the TupleView itself (finding 2 of RELIABILITY.md: it hung the walk).
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

func exercise(_ tree: Any, _ reader: inout ByteReader) {
    let root = inspect(tree)
    var queue = [root]
    var head = 0
    var texts: [String] = []
    // (Paths below a child of the root's own kind, finding 4, and through function types, finding 3
    // of RELIABILITY.md, once failed to replay.)
    var replayed = 0
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
    }
    _ = try? root.treeDump()
    _ = try? root.treeDump(typeNames: .full)
    _ = try? root.jsonDump()
    _ = MirrorDump.string(of: tree, maxItems: 20_000)
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
    // the tree to the inspector; unbounded, it overflowed the stack: finding 5 of RELIABILITY.md).
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
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let tree: Any = reader.choice(16) == 0 ? nonView(&reader) : view(&reader, depth: 0)
    // FUZZ_EXPLAIN=1 .build-fuzz/inspect-fuzzer INPUT: print the tree an input makes, to turn a finding into a test.
    if getenv("FUZZ_EXPLAIN") != nil {
        print(type(of: tree))
        print((try? inspect(tree).treeDump(typeNames: .full)) ?? "(no tree dump)")
    }
    exercise(tree, &reader)
    // Break the harness's own cycles.
    for knot in knots {
        knot.next = nil
        knot.payload = nil
    }
    knots.removeAll()
    return 0
}
