import Builders
import Inspect
import Testing

/// An object that may hold anything, including a view that holds the object.
private final class Knot {
    var payload: Any?
}

/// A custom view generic over a value that is not a view: here, a closure's type.
private struct Labelled<Action>: View {
    var action: Action
    var body: some View { Text("labelled") }
}

/// The static walk, opened on the tree's dynamic type.
private func staticTaggedTexts<V: View>(_ view: V) throws -> [TaggedText<Int>] {
    try view.taggedTexts(of: Int.self)
}

private func padded<V: View>(_ view: V) -> any View { view.padding(1) }
private func disabled<V: View>(_ view: V) -> any View { view.disabled(false) }

/// Inputs the inspector fuzzer (Fuzz/InspectFuzzer.swift, Scripts/fuzz.sh inspect) found.
@Suite struct InspectFuzzRegressionTests {
    /// Found by the inspector fuzzer on the first seed written for this shape (5 bytes; the
    /// generator now builds only the non-cyclic variant, seed `knot-in-tuple`): `inspect(TupleView(knot))`
    /// where `knot.payload = TupleView(knot)` never returned, on both paths. The walk expands a
    /// TupleView into the Mirror children of its `value` whatever that value is; for an object those
    /// are its stored properties, and the property holding the TupleView leads back to the object,
    /// so the flattening loop never ends (and its list of views grows without bound).
    ///
    /// SwiftUI's TupleView always holds a tuple. The first check runs without a cycle and fails
    /// quickly while the walk still reads an object's properties as views, so that this test
    /// cannot hang the suite: only once it passes is the cyclic input tried.
    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aTupleViewOfTheObjectThatHoldsItIsOneUnknownView(mirrorOnly: Bool) throws {
        let plain = Knot()
        let root = inspect(TupleView(plain), mirrorOnly: mirrorOnly)
        try #require(root.kind == .unknown, "the walk read the object's stored properties as views; with a cycle it never returns")
        #expect(try root.children().isEmpty)

        let knot = Knot()
        knot.payload = TupleView(knot)
        defer { knot.payload = nil }
        let cyclic = inspect(TupleView(knot), mirrorOnly: mirrorOnly)
        #expect(cyclic.kind == .unknown)
        #expect(try cyclic.treeDump() == "Knot\n")
    }

    /// Found by the inspector fuzzer once finding 2 was fixed (crash-62fdef2d…, 21 bytes: 48 Groups
    /// around `TupleView(knot)`): the inspector made the object one item, while the static walk
    /// still listed its stored properties, one unknown item each — four against one.
    @Test func theStaticWalkAlsoTakesATupleViewOfAnObjectAsOneItem() throws {
        final class Record {
            var number = 1
            var name = "record"
            var next: Record?
        }
        let view = Group { Group { TupleView(Record()) } }
        let expected = [TaggedText<Int>(text: nil, tag: .untagged)]
        #expect(try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) } == expected)
        #expect(try staticTaggedTexts(view) == expected)
    }

    /// Found by the inspector fuzzer (crash-8b5f36ba…, 8 bytes): a closure beside views in a
    /// TupleView has the path `tupleView().view(() -> Int.self, 1)`, and `descendant(atPath:)` on
    /// that path threw "expected a call": the path parser counts the `>` of `->` as a closing
    /// bracket, so the dot of `.self` looks like a separator between steps.
    @Test func aPathThroughAFunctionTypeLeadsBackToItsValue() throws {
        let root = inspect(TupleView((Text("a"), { () -> Int in 1 })))
        let closure = try root[1]
        #expect(closure.pathToRoot == "tupleView().view(() -> Int.self, 1)")
        let found = try root.descendant(atPath: closure.pathToRoot)
        #expect(found.kind == .unknown)
        #expect(found.fullTypeName == "() -> Int")
    }

    /// The same fault on an ordinary tree: a custom view generic over a closure type.
    @Test func aPathThroughACustomViewGenericOverAClosureLeadsBackToIt() throws {
        let root = try VStack {
            Text("x")
            Labelled(action: {})
        }.inspect()
        let labelled = try root[1]
        #expect(labelled.pathToRoot == "vStack().view(Labelled<() -> ()>.self, 1)")
        let found = try root.descendant(atPath: labelled.pathToRoot)
        #expect(found.fullTypeName == "Labelled<() -> ()>")
        #expect(try found.find(text: "labelled").pathToRoot == "vStack().view(Labelled<() -> ()>.self, 1).text()")
    }

    /// Found by the inspector fuzzer (crash-7a3332aa…, 10 bytes: 49 nested Groups around a Text):
    /// when the root's only child is of the root's own kind, the child's path is `vStack().vStack(0)` (a stack numbers even its only child),
    /// and replaying it gives the root. `child(_:_:)` returns the view itself when it is the root
    /// and of the asked kind; after the first step the current view is still the root, so the second
    /// step returns it again, and every later step is off by one level (here `text()` then finds
    /// the inner VStack and throws a type mismatch). Calling the methods by hand,
    /// `root.vStack().vStack()`, gives the root too.
    @Test func aPathThroughAChildOfTheRootsOwnKindLeadsBelowTheRoot() throws {
        let root = try VStack {
            VStack { Text("inner") }
        }.inspect()
        let inner = try root[0]
        #expect(inner.pathToRoot == "vStack().vStack(0)")
        let foundInner = try root.descendant(atPath: inner.pathToRoot)
        #expect(try foundInner.children().map(\.kind) == [.text])

        let text = try root.find(text: "inner")
        #expect(text.pathToRoot == "vStack().vStack(0).text(0)")
        #expect(try root.descendant(atPath: text.pathToRoot).string() == "inner")
        #expect(try root.vStack().vStack().text().string() == "inner")
    }

    /// Found by the inspector fuzzer (crash-972f9947…, 18 bytes: nested modifier chains of about
    /// 2,000 levels in all): `taggedTexts(of:)` overflowed the stack. Its static walk recurses
    /// once per modifier (`ViewModifier._visitPrimitiveViewList` → `visitModifier` → the content's
    /// `_visitViewList`, several frames a level), where the inspector peels chains with an
    /// explicit stack. The reader accepts chains of 3,000 modifiers, so view code reaches it too.
    ///
    /// While the fault is there this test crashes the test process (a stack overflow cannot be
    /// caught), rather than failing alone.
    @Test func taggedTextsReadsTheBottomOfAChainOf10000Modifiers() throws {
        var view: any View = Text("deep").tag(1)
        for level in 0..<10_000 { view = level % 2 == 0 ? padded(view) : disabled(view) }
        let expected = [TaggedText(text: "deep", tag: ItemTag<Int>.value(1))]
        #expect(try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) } == expected)
        #expect(try staticTaggedTexts(view) == expected)
    }

    /// Found by the inspector fuzzer once it generated issue 11's views (crash-3fa43936…, 26 bytes:
    /// `AnyView(Divider())` with a tag, a `tabItem { Label("row 1", systemImage: "star") }` and
    /// paddings): `taggedItems` named the item "row 1", from the label its own `tabItem` modifier
    /// holds, where the static walk, which reads an item without its modifiers, found no text. The
    /// views an item's modifiers hold (an overlay, a background, a tab's label) are not what names it
    /// in a Picker; a Button's label, and texts inside a stack, still are.
    @Test func theViewsAnItemsOwnModifiersHoldDoNotNameIt() throws {
        let view = Group {
            AnyView(Divider()).tag(1).tabItem { Label("row 1", systemImage: "star") }.padding()
            Color.red.overlay(Text("over")).background(Text("behind")).tag(2)
            HStack { Image(systemName: "star") }.overlay(Text("badge")).tag(3)
            Button(action: {}) { Text("Save") }.overlay(Text("badge")).tag(4)
            HStack { Group { Text("inner") } }.overlay(Text("badge")).tag(5)
        }
        let expected: [TaggedText<Int>] = [
            TaggedText(text: nil, tag: .value(1)),
            TaggedText(text: nil, tag: .value(2)),
            TaggedText(text: nil, tag: .value(3)),
            TaggedText(text: "Save", tag: .value(4)),
            TaggedText(text: "inner", tag: .value(5)),
        ]
        for mirrorOnly in [false, true] {
            #expect(try inspect(view, mirrorOnly: mirrorOnly).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) } == expected)
        }
        #expect(try staticTaggedTexts(view) == expected)
    }
}
