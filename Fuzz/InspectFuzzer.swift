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
        let samples = [
            "", "a", "Hello", "é", "👨‍👩‍👧", "日本語", "a\u{301}", "\t\n\"\\", "%lld %@", "row 1", String(repeating: "w", count: 100),
            // Wide and combining characters: a lone combining mark, stacked marks, a wide character with a
            // mark, a skin tone, right-to-left text, zero-width and control characters, a very long label.
            "\u{301}", "e\u{301}\u{302}\u{303}", "日\u{301}", "👍🏽", "שלום", "\u{200B}\u{FE0F}", "\u{0}\u{7}", String(repeating: "日", count: 2_000),
        ]
        return samples[choice(samples.count)]
    }

    mutating func bool() -> Bool { choice(2) == 0 }

    /// A length in points, including the edge cases: zero, negative, huge, infinite and NaN.
    mutating func length() -> CGFloat {
        switch choice(10) {
        case 0: return 0
        case 1: return -CGFloat(next())
        case 2: return .infinity
        case 3: return .nan
        case 4: return 1e12
        case 5: return -.infinity
        case 6: return .greatestFiniteMagnitude
        default: return CGFloat(next())
        }
    }

    mutating func optionalLength() -> CGFloat? { choice(3) == 0 ? nil : length() }

    /// A number for a value, a total or a step: zero, negative, tiny, huge, infinite or NaN.
    mutating func number() -> Double {
        switch choice(12) {
        case 0: return 0
        case 1: return -Double(next())
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .nan
        case 5: return .greatestFiniteMagnitude
        case 6: return -.greatestFiniteMagnitude
        case 7: return .leastNonzeroMagnitude
        case 8: return Double(next()) / 7
        default: return Double(next())
        }
    }

    /// A range of numbers (a ClosedRange needs lowerBound <= upperBound, so no NaN): one point,
    /// unbounded either side or both, of huge or tiny span, negative.
    mutating func numberRange() -> ClosedRange<Double> {
        switch choice(8) {
        case 0: return 0...0
        case 1: return -Double.infinity...Double.infinity
        case 2: return -Double.infinity...0
        case 3: return 0...Double.infinity
        case 4: return -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        case 5: return (-Double(next()) - 1)...(-1)
        case 6: return 0...Double.leastNonzeroMagnitude
        default:
            let low = Double(next())
            return low...(low + Double(next()))
        }
    }

    /// An integer, at the edges of Int too.
    mutating func integer() -> Int {
        switch choice(8) {
        case 0: return 0
        case 1: return .max
        case 2: return .min
        case 3: return -Int(next())
        case 4: return Int(next()) * 1_000_000_007
        default: return Int(next())
        }
    }

    mutating func integerRange() -> ClosedRange<Int> {
        switch choice(6) {
        case 0: return 0...0
        case 1: return Int.min...Int.max
        case 2: return (Int.max - 1)...Int.max
        case 3: return Int.min...(Int.min + 1)
        case 4: return (-Int(next()) - 1)...(-1)
        default:
            let low = Int(next())
            return low...(low + Int(next()))
        }
    }

    /// A date, far in the past or future, or not a number of seconds at all.
    mutating func date() -> Date {
        switch choice(7) {
        case 0: return Date(timeIntervalSinceReferenceDate: 0)
        case 1: return .distantPast
        case 2: return .distantFuture
        case 3: return Date(timeIntervalSinceReferenceDate: .nan)
        case 4: return Date(timeIntervalSinceReferenceDate: .infinity)
        case 5: return Date(timeIntervalSinceReferenceDate: -1e300)
        default: return Date(timeIntervalSince1970: Double(next()) * 86_400 * 365)
        }
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
    let kind = leafOnly ? reader.choice(14) : reader.choice(40)
    // Issue 11's views: leaves (shapes, colours, images, texts), and containers and controls.
    if leafOnly, kind >= 12 { return newLeaf(&reader) }
    if kind >= 30 { return issue11View(&reader, depth: depth) }
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

// MARK: Issue 11's views and modifiers, with hostile values

/// A value a control is bound to, and the range it must stay within: every write the library
/// makes through the binding is kept, and checked after the walk (a stepper or a slider never
/// leaves its range, whatever value it started from).
final class Bound<Value: Comparable> {
    var value: Value
    let bounds: ClosedRange<Value>?
    let control: String
    var writes: [(old: Value, new: Value)] = []
    init(_ value: Value, bounds: ClosedRange<Value>?, control: String) {
        self.value = value
        self.bounds = bounds
        self.control = control
    }
    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { newValue in
            self.writes.append((self.value, newValue))
            self.value = newValue
        })
    }
}

nonisolated(unsafe) var integerBounds: [Bound<Int>] = []
/// The supplementary views the walk reached (presentations among them), dismissed when the input ends.
nonisolated(unsafe) var presented: [InspectableView] = []
nonisolated(unsafe) var numberBounds: [Bound<Double>] = []

func boundInteger(_ reader: inout ByteReader, bounded: Bool, control: String) -> Bound<Int> {
    let bound = Bound(reader.integer(), bounds: bounded ? reader.integerRange() : nil, control: control)
    integerBounds.append(bound)
    return bound
}

func boundNumber(_ reader: inout ByteReader, bounds: ClosedRange<Double>?, control: String) -> Bound<Double> {
    let bound = Bound(reader.number(), bounds: bounds, control: control)
    numberBounds.append(bound)
    return bound
}

/// A state-like binding with no range to keep.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

func freeBinding<Value>(_ value: Value) -> Binding<Value> {
    let box = Box(value)
    return Binding(get: { box.value }, set: { box.value = $0 })
}

/// A view of issue 11: a container around generated views, a control, a view under a modifier of
/// the modifiers family, a shape, a colour, an image or a text with the newer modifiers.
func issue11View(_ reader: inout ByteReader, depth: Int) -> any View {
    switch reader.choice(9) {
    case 0, 1, 2:
        let count = reader.choice(4)
        var children: [any View] = []
        for _ in 0..<count { children.append(view(&reader, depth: depth + 1)) }
        // A second view, for a header, a footer, a label or a destination.
        return newContainer(block(children), view(&reader, depth: depth + 1), &reader)
    case 3, 4: return newControl(view(&reader, depth: depth + 1), &reader)
    case 5: return newModified(view(&reader, depth: depth + 1), &reader)
    case 6: return familyModified(view(&reader, depth: depth + 1), view(&reader, depth: depth + 1), &reader)
    default: return newLeaf(&reader)
    }
}

/// Issue 11's leaves: shapes filled and stroked with hostile lengths, colours from hostile
/// components, images and texts with their own modifiers.
func newLeaf(_ reader: inout ByteReader) -> any View {
    switch reader.choice(16) {
    case 0: return RoundedRectangle(cornerRadius: reader.length()).fill(newColor(&reader))
    case 1: return RoundedRectangle(cornerSize: CGSize(width: reader.length(), height: reader.length()), style: .circular)
        .stroke(newColor(&reader), lineWidth: reader.length())
    case 2: return Circle().strokeBorder(newColor(&reader), lineWidth: reader.length())
    case 3: return Capsule().stroke(newColor(&reader), style: StrokeStyle(lineWidth: reader.length(), dash: [reader.length(), reader.length()]))
    case 4: return Ellipse().fill(.foreground)
    case 5: return Ellipse().strokeBorder(lineWidth: reader.length())
    case 6: return Circle().stroke(lineWidth: reader.length())
    case 7: return Capsule(style: .continuous).inset(by: reader.length()).fill(Color.mint)
    case 8: return newColor(&reader)
    case 9: return Image(systemName: reader.text()).resizable().renderingMode(reader.bool() ? .template : nil)
        .interpolation(.none).antialiased(reader.bool())
    case 10: return Image(reader.text(), bundle: nil, label: Text(reader.text()))
        .aspectRatio(reader.optionalLength(), contentMode: reader.bool() ? .fit : .fill)
    case 11: return Image(decorative: reader.text()).scaledToFit().imageScale(.large)
    case 12: return Text(verbatim: reader.text()).strikethrough(reader.bool(), color: reader.bool() ? nil : .red)
        .kerning(reader.length()).tracking(reader.length()).baselineOffset(reader.length())
    case 13: return Text(reader.text()).monospacedDigit().underline(reader.bool(), color: .blue)
        .fontWeight(reader.bool() ? nil : .bold)
    case 14: return Text(Date(timeIntervalSinceReferenceDate: reader.number()), style: [.date, .time, .relative, .offset, .timer][reader.choice(5)])
    default: return Text(Image(systemName: reader.text())) + Text(verbatim: reader.text()).italic(reader.bool())
    }
}

func newColor(_ reader: inout ByteReader) -> Color {
    switch reader.choice(7) {
    case 0: return Color(red: reader.number(), green: reader.number(), blue: reader.number(), opacity: reader.number())
    case 1: return Color(hue: reader.number(), saturation: reader.number(), brightness: reader.number(), opacity: reader.number())
    case 2: return Color(.displayP3, white: reader.number(), opacity: reader.number())
    case 3: return Color(.sRGBLinear, red: reader.number(), green: reader.number(), blue: reader.number())
    case 4: return Color(reader.text())
    case 5: return .accentColor
    default: return Color(white: reader.number())
    }
}

/// Issue 11's text and layout modifiers with hostile values.
func newModified<Content: View>(_ content: Content, _ reader: inout ByteReader) -> any View {
    switch reader.choice(8) {
    case 0: return content.lineLimit([nil, 0, -1, 1, Int.max, Int.min][reader.choice(6)])
    case 1: return content.multilineTextAlignment([.leading, .center, .trailing][reader.choice(3)])
    case 2: return content.truncationMode([.head, .middle, .tail][reader.choice(3)])
    case 3: return content.lineSpacing(reader.length())
    case 4: return content.textCase(reader.bool() ? .uppercase : reader.bool() ? .lowercase : nil)
    case 5: return content.aspectRatio(CGSize(width: reader.length(), height: reader.length()), contentMode: .fit)
    case 6: return content.tabItem { Label(reader.text(), systemImage: "star") }
    default: return reader.bool() ? AnyView(content.scaledToFill()) : AnyView(content.imageScale(.small))
    }
}

/// The modifiers family (issue 11): navigation titles, toolbars, presentations (presented or
/// not), effects, layout, styles, events and accessibility, with hostile lengths and `other` as
/// the view a modifier holds.
func familyModified<Content: View, Other: View>(_ content: Content, _ other: Other, _ reader: inout ByteReader) -> any View {
    let title = reader.text()
    switch reader.choice(30) {
    case 0: return content.navigationTitle(title)
    case 1: return content.navigationBarTitle(Text(title)).navigationBarTitleDisplayMode(reader.bool() ? .inline : .large)
    case 2: return content.toolbar { ToolbarItem(placement: reader.bool() ? .automatic : .destructiveAction) { other } }
    case 3: return content.toolbar(id: title) { ToolbarItem(id: title, placement: .primaryAction, showsByDefault: reader.bool()) { other } }
    case 4: return content.sheet(isPresented: freeBinding(reader.bool()), onDismiss: { taps += 1 }) { other }
    case 5: return content.fullScreenCover(isPresented: freeBinding(reader.bool())) { other }
    case 6: return content.popover(isPresented: freeBinding(reader.bool()), arrowEdge: .leading) { other }
    case 7: return content.alert(title, isPresented: freeBinding(reader.bool())) { Button("OK", role: .cancel) { taps += 1 } } message: { other }
    case 8: return content.confirmationDialog(title, isPresented: freeBinding(reader.bool()), titleVisibility: .visible) { other }
    case 9: return content.cornerRadius(reader.length(), antialiased: reader.bool())
    case 10: return content.clipShape(Circle()).clipped()
    case 11: return content.mask { other }
    case 12: return content.shadow(color: newColor(&reader), radius: reader.length(), x: reader.length(), y: reader.length())
    case 13: return content.blur(radius: reader.length(), opaque: reader.bool())
    case 14: return content.offset(x: reader.length(), y: reader.length())
    case 15: return content.position(x: reader.length(), y: reader.length())
    case 16: return content.hidden()
    case 17: return content.zIndex(reader.number()).layoutPriority(reader.number())
    case 18: return content.fixedSize(horizontal: reader.bool(), vertical: reader.bool())
    case 19: return content.ignoresSafeArea().edgesIgnoringSafeArea(.all)
    case 20: return content.allowsHitTesting(reader.bool())
    case 21: return content.foregroundStyle(newColor(&reader)).tint(newColor(&reader)).accentColor(nil)
    case 22: return content.buttonStyle(.borderedProminent).toggleStyle(.switch)
    case 23: return content.listStyle(.insetGrouped).textFieldStyle(.roundedBorder).datePickerStyle(.graphical)
    case 24: return content.labelsHidden()
    case 25: return content.onAppear { taps += 1 }.onDisappear { taps += 1 }
    case 26: return content.onChange(of: reader.integer()) { _ in taps += 1 }.onSubmit { taps += 1 }
    case 27: return content.accessibilityValue(title).accessibilityHint(Text(title)).accessibilityHidden(reader.bool())
    case 28: return content.offset(CGSize(width: reader.length(), height: reader.length())).position(CGPoint(x: reader.length(), y: reader.length()))
    default: return content.buttonStyle(.plain).toggleStyle(.checkbox).listStyle(.sidebar)
    }
}

/// A grid's columns or rows: none, or fixed, flexible and adaptive items of hostile sizes.
func gridItems(_ reader: inout ByteReader) -> [GridItem] {
    (0..<reader.choice(5)).map { _ in
        let size: GridItem.Size
        switch reader.choice(4) {
        case 0: size = .fixed(reader.length())
        case 1: size = .flexible(minimum: reader.length(), maximum: reader.length())
        case 2: size = .adaptive(minimum: reader.length(), maximum: reader.length())
        default: size = .flexible()
        }
        return GridItem(size, spacing: reader.optionalLength(), alignment: reader.bool() ? nil : .topLeading)
    }
}

func axes(_ reader: inout ByteReader) -> Axis.Set {
    [[], .horizontal, .vertical, [.horizontal, .vertical]][reader.choice(4)]
}

/// Issue 11's containers around `content`, with `other` as a header, footer, label or destination.
func newContainer<Content: View, Other: View>(_ content: Content, _ other: Other, _ reader: inout ByteReader) -> any View {
    switch reader.choice(24) {
    case 0: return List { content }
    case 1: return List(0..<reader.choice(5)) { index in content.tag(index) }
    case 2: return Form { Section(reader.text()) { content } }
    case 3: return Section { content }
    case 4: return Section(header: Text(reader.text()), footer: other) { content }
    case 5: return List { Section { content } header: { other } }
    case 6: return ScrollView(axes(&reader), showsIndicators: reader.bool()) { content }
    case 7: return LazyVStack(alignment: .trailing, spacing: reader.optionalLength(), pinnedViews: [.sectionHeaders]) { content }
    case 8: return LazyHStack(alignment: .bottom, spacing: reader.optionalLength()) { content }
    case 9: return LazyVGrid(columns: gridItems(&reader), spacing: reader.optionalLength()) { content }
    case 10: return LazyHGrid(rows: gridItems(&reader), alignment: .top, spacing: reader.optionalLength(), pinnedViews: .sectionFooters) { content }
    case 11: return Grid(alignment: .topLeading, horizontalSpacing: reader.optionalLength(), verticalSpacing: reader.optionalLength()) {
        GridRow(alignment: .bottom) { content; Text(reader.text()) }
        Divider()
        GridRow { Text(reader.text()) }
    }
    case 12:
        // A selection that may match no tab's tag.
        let selection = freeBinding([0, 1, -1, 99][reader.choice(4)])
        return TabView(selection: selection) {
            content.tabItem { Label(reader.text(), systemImage: reader.text()) }.tag(0)
            Text(reader.text()).tabItem { Text(reader.text()); Image(systemName: "gear") }.tag(1)
        }
    case 13: return TabView { content }
    case 14: return NavigationView { content }
    case 15: return NavigationStack { content }
    case 16:
        switch reader.choice(5) {
        case 0: return NavigationLink(destination: content) { Text(reader.text()) }
        case 1: return NavigationLink(reader.text(), destination: content)
        case 2: return NavigationLink(destination: content, isActive: freeBinding(reader.bool())) { Label(reader.text(), systemImage: "") }
        case 3: return NavigationLink(reader.text(), value: reader.bool() ? nil : reader.integer())
        default: return NavigationLink { content } label: { other }
        }
    case 17:
        switch reader.choice(3) {
        case 0: return GroupBox(reader.text()) { content }
        case 1: return GroupBox { content }
        default: return GroupBox(label: other) { content }
        }
    case 18:
        return reader.bool()
            ? AnyView(DisclosureGroup(reader.text(), isExpanded: freeBinding(reader.bool())) { content })
            : AnyView(DisclosureGroup { content } label: { other })
    case 19:
        return reader.bool()
            ? AnyView(Menu(reader.text()) { content })
            : AnyView(Menu { content } label: { Text(reader.text()) } primaryAction: { taps += 1 })
    case 20: return ControlGroup { content }
    case 21: return ViewThatFits(in: axes(&reader)) { content; Text(reader.text()) }
    default: return newPicker(content, &reader)
    }
}

/// A Picker of generated options, in any style, with a selection that may match no tag.
func newPicker<Content: View>(_ content: Content, _ reader: inout ByteReader) -> any View {
    let selection = freeBinding([0, 1, -1, Int.max][reader.choice(4)])
    let title = reader.text()
    let picker = Picker(title, selection: selection) {
        content
        ForEach(0..<reader.choice(4)) { index in Text("option \(index)").tag(index) }
    }
    switch reader.choice(9) {
    case 0: return picker.pickerStyle(.segmented)
    case 1: return picker.pickerStyle(.menu)
    case 2: return picker.pickerStyle(.inline)
    case 3: return picker.pickerStyle(.wheel)
    case 4: return picker.pickerStyle(.radioGroup)
    case 5: return picker.pickerStyle(.navigationLink)
    case 6: return picker.pickerStyle(.automatic)
    case 7: return VStack { picker }.pickerStyle(.inline)
    default: return Picker(title, systemImage: reader.text(), selection: selection) { content }
    }
}

/// Issue 11's controls, bound to hostile values, with `other` as a label where one is a view.
func newControl<Other: View>(_ other: Other, _ reader: inout ByteReader) -> any View {
    let title = reader.text()
    switch reader.choice(24) {
    case 0: return TextField(title, text: freeBinding(reader.text()))
    case 1: return TextField(title, text: freeBinding(reader.text()), prompt: Text(reader.text()))
    case 2: return TextField(text: freeBinding(reader.text()), axis: .vertical) { other }
    case 3: return SecureField(title, text: freeBinding(reader.text()), onCommit: { taps += 1 })
    case 4: return TextEditor(text: freeBinding(reader.text()))
    case 5:
        let bound = boundInteger(&reader, bounded: true, control: "Stepper(value:in:step:)")
        let bounds = bound.bounds ?? 0...0
        return Stepper(title, value: bound.binding, in: bounds, step: [0, -1, 1, Int.max, Int.min, 7][reader.choice(6)])
    case 6:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Stepper(value:in:step:) of a Double")
        let bounds = bound.bounds ?? 0...0
        return Stepper(value: bound.binding, in: bounds, step: reader.number()) { other }
    case 7:
        let bound = boundInteger(&reader, bounded: false, control: "Stepper(value:step:)")
        return Stepper(title, value: bound.binding, step: [0, -1, 1, 3][reader.choice(4)])
    case 8: return Stepper(title, onIncrement: reader.bool() ? nil : { taps += 1 }, onDecrement: { taps += 1 })
    case 9:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Slider(value:in:)")
        return Slider(value: bound.binding, in: bound.bounds ?? 0...1)
    case 10:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Slider(value:in:step:)")
        return Slider(value: bound.binding, in: bound.bounds ?? 0...1, step: reader.number()) { Text(title) }
    case 11:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Slider with value labels")
        return Slider(value: bound.binding, in: bound.bounds ?? 0...1) { Text(title) } minimumValueLabel: {
            Text(reader.text())
        } maximumValueLabel: {
            Text(Image(systemName: reader.text()))
        }
    case 12: return Toggle(isOn: freeBinding(reader.bool())) { other }
    case 13: return Toggle(title, systemImage: reader.text(), isOn: freeBinding(reader.bool()))
    case 14:
        let components: DatePickerComponents = [[], .date, .hourAndMinute, [.date, .hourAndMinute]][reader.choice(4)]
        let first = reader.date(), second = reader.date()
        // A range needs ordered ends; a date of NaN seconds is ordered with nothing.
        guard !first.timeIntervalSinceReferenceDate.isNaN, !second.timeIntervalSinceReferenceDate.isNaN else {
            return DatePicker(title, selection: freeBinding(first), displayedComponents: components)
        }
        return DatePicker(title, selection: freeBinding(reader.date()), in: min(first, second)...max(first, second), displayedComponents: components)
    case 15:
        // A range's end must be ordered: a date of NaN seconds is not.
        let earliest = reader.date()
        let from = earliest.timeIntervalSinceReferenceDate.isNaN ? Date.distantPast : earliest
        return DatePicker(selection: freeBinding(reader.date()), in: from...) { other }
    case 16: return ColorPicker(title, selection: freeBinding(newColor(&reader)), supportsOpacity: reader.bool())
    case 17:
        switch reader.choice(4) {
        case 0: return ProgressView()
        case 1: return ProgressView(value: reader.bool() ? nil : reader.number(), total: reader.number())
        case 2: return ProgressView(title, value: reader.number(), total: reader.number())
        default:
            return ProgressView(value: reader.number(), total: reader.number()) { Text(title) } currentValueLabel: { other }
        }
    case 18:
        let url = URL(string: reader.bool() ? "https://example.com/\(reader.choice(9))" : "") ?? URL(fileURLWithPath: "/")
        return reader.bool() ? AnyView(Link(title, destination: url)) : AnyView(Link(destination: url) { other })
    case 19:
        return reader.bool()
            ? AnyView(Label(title, systemImage: reader.text()))
            : AnyView(Label { other } icon: { Image(systemName: title) })
    case 20:
        return reader.bool()
            ? AnyView(LabeledContent(title, value: reader.text()))
            : AnyView(LabeledContent(title) { other })
    case 21: return Button(title, role: [nil, .destructive, .cancel, .confirm, .close][reader.choice(5)]) { taps += 1 }
    case 22: return Button(role: .destructive, action: { taps += 1 }) { other }
    default: return Button(title, systemImage: reader.text(), role: .cancel) { taps += 1 }
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

/// Calls the verbs of issue 11 that fit the view's kind and checks what they promise; returns
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
    // (Paths below a child of the root's own kind, finding 4, and through function types, finding 3
    // of RELIABILITY.md, once failed to replay.)
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
        // Issue 11's verbs, and the supplementary views they reach, which are walked too.
        for reached in exerciseVerbs(view, root: root, replays: &replays) where queue.count < 5_000 {
            queue.append(reached)
        }
    }
    checkBounds()
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
