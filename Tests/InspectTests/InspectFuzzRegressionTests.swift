import Builders
import Inspect
import Testing
import Expectations

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
@MainActor @Suite struct InspectFuzzRegressionTests {
    /// Found by the inspector fuzzer on the first seed written for this shape (5 bytes; the
    /// generator builds only the non-cyclic variant, seed `knot-in-tuple`): `inspect(TupleView(knot))`
    /// where `knot.payload = TupleView(knot)` never returned, on both paths. The walk expands a
    /// TupleView into the Mirror children of its `value` whatever that value is; for an object those
    /// are its stored properties, and the property holding the TupleView leads back to the object,
    /// so the flattening loop never ends (and its list of views grows without bound).
    ///
    /// SwiftUI's TupleView always holds a tuple. The first check runs without a cycle and fails
    /// quickly while the walk still reads an object's properties as views, so that this test
    /// cannot hang the suite: only once it passes is the cyclic input tried.
    @Test(.timeLimit(.minutes(5)), arguments: [false, true])
    func aTupleViewOfTheObjectThatHoldsItIsOneUnknownView(mirrorOnly: Bool) throws {
        let plain = Knot()
        let root = inspect(TupleView(plain), mirrorOnly: mirrorOnly)
        try #require(root.kind == .unknown, "the walk read the object's stored properties as views; with a cycle it never returns")
        #expect(try root.children().isEmpty)

        let knot = Knot()
        knot.payload = TupleView(knot)
        defer { knot.payload = nil }
        let cyclic = inspect(TupleView(knot), mirrorOnly: mirrorOnly)
        expectEqual(cyclic.kind, .unknown)
        expectEqual(try cyclic.treeDump(), "Knot\n")
    }

    /// Found by the inspector fuzzer (crash-62fdef2d…, 21 bytes: 48 Groups
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
        expectEqual(try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }, expected)
        expectEqual(try staticTaggedTexts(view), expected)
    }

    /// Found by the inspector fuzzer (crash-8b5f36ba…, 8 bytes): a closure beside views in a
    /// TupleView has the path `tupleView().view(() -> Int.self, 1)`, and `descendant(atPath:)` on
    /// that path threw "expected a call": the path parser counts the `>` of `->` as a closing
    /// bracket, so the dot of `.self` looks like a separator between steps.
    @Test func aPathThroughAFunctionTypeLeadsBackToItsValue() throws {
        let root = inspect(TupleView((Text("a"), { () -> Int in 1 })))
        let closure = root[1]
        expectEqual(closure.pathToRoot, "tupleView().view(() -> Int.self, 1)")
        let found = try root.descendant(atPath: closure.pathToRoot)
        expectEqual(found.kind, .unknown)
        expectEqual(found.fullTypeName, "() -> Int")
    }

    /// The same fault on an ordinary tree: a custom view generic over a closure type.
    @Test func aPathThroughACustomViewGenericOverAClosureLeadsBackToIt() throws {
        let root = try VStack {
            Text("x")
            Labelled(action: {})
        }.inspect()
        let labelled = root[1]
        expectEqual(labelled.pathToRoot, "vStack().view(Labelled<EmptyView>.self, 1)")
        let found = try root.descendant(atPath: labelled.pathToRoot)
        expectEqual(found.fullTypeName, "Labelled<() -> ()>")
        expectEqual(try found.find(text: "labelled").pathToRoot, "vStack().view(Labelled<EmptyView>.self, 1).text()")
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
        let inner = root[0]
        expectEqual(inner.pathToRoot, "vStack().vStack(0)")
        let foundInner = try root.descendant(atPath: inner.pathToRoot)
        expectEqual(try foundInner.children().map(\.kind), [.text])

        let text = try root.find(text: "inner")
        expectEqual(text.pathToRoot, "vStack().vStack(0).text(0)")
        expectEqual(try root.descendant(atPath: text.pathToRoot).string(), "inner")
        expectEqual(try root.vStack().vStack().text().string(), "inner")
    }

    /// Found by the inspector fuzzer (crash-972f9947…, 18 bytes: nested modifier chains of about
    /// 2,000 levels in all): `taggedTexts(of:)` overflowed the stack. Its static walk recurses
    /// once per modifier (`ViewModifier._visitPrimitiveViewList` → `visitModifier` → the content's
    /// `_visitViewList`, several frames a level), where the inspector peels chains with an
    /// explicit stack. The reader accepts chains of 3,000 modifiers, so view code reaches it too.
    ///
    /// While the fault is there this test crashes the test process (a stack overflow cannot be
    /// caught), rather than failing alone: its chain of 5,000 is two and a half times the one
    /// that overflowed. It runs off the main actor, so that the tests on it need not wait for it.
    @Test nonisolated func taggedTextsReadsTheBottomOfAChainOf5000Modifiers() throws {
        var view: any View = Text("deep").tag(1)
        for level in 0..<5_000 { view = level % 2 == 0 ? padded(view) : disabled(view) }
        let expected = [TaggedText(text: "deep", tag: ItemTag<Int>.value(1))]
        expectEqual(try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }, expected)
        expectEqual(try staticTaggedTexts(view), expected)
    }

    /// Found by the inspector fuzzer (crash-3fa43936…, 26 bytes:
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
            expectEqual(try inspect(view, mirrorOnly: mirrorOnly).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }, expected)
        }
        expectEqual(try staticTaggedTexts(view), expected)
    }

    /// Found by the inspector fuzzer (crash-31cc667a…:
    /// `Image("é", bundle: nil, label: Text("row 1")).aspectRatio(contentMode: .fit).onTapGesture {}`):
    /// `taggedItems` named the image by its label, "row 1", while the static walk gave every leaf
    /// no text. A leaf whose kind holds views of its own, an Image made with a `label:`, is named
    /// by its label on both paths; an Image without one, or a Color, has no text.
    @Test func anImageWithALabelIsNamedByItOnBothPaths() throws {
        let view = Group {
            Image("é", bundle: nil, label: Text("row 1")).aspectRatio(contentMode: .fit).onTapGesture {}.tag(1)
            Image(systemName: "star").tag(2)
            Color.red.tag(3)
        }
        let expected: [TaggedText<Int>] = [
            TaggedText(text: "row 1", tag: .value(1)),
            TaggedText(text: nil, tag: .value(2)),
            TaggedText(text: nil, tag: .value(3)),
        ]
        expectEqual(try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }, expected)
        expectEqual(try staticTaggedTexts(view), expected)
    }

    /// Found by the inspector fuzzer (crash-252c12c9…: a TupleView of an Image, a tuple,
    /// `Optional<Int>.none as Any` and a Text, beside a TextField): the static walk hands a value
    /// it cannot walk to the inspector, and listed the nil Optional as an untagged item, which the
    /// inspector's view list leaves out as an absent view — five items against four.
    @Test func aNilOptionalBesideViewsIsNoItemOnEitherPath() throws {
        let view = Group { TupleView((Text("before"), Optional<Int>.none as Any, Text("after"))) }
        let expected: [TaggedText<Int>] = [TaggedText(text: "before", tag: .untagged), TaggedText(text: "after", tag: .untagged)]
        expectEqual(try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }, expected)
        expectEqual(try staticTaggedTexts(view), expected)
    }

    /// Found with the inspector fuzzer's generator, by a 10-byte input written for it (seed
    /// `stepper-at-int-max`; the random search had not reached it): a stepper of an Int at
    /// `Int.max` in `Int.min...Int.max` trapped on `increment()` (`Int.max + 1`), and one with a
    /// step of `Int.min` trapped on `decrement()` (`-Int.min`), in the stepping actions Builders
    /// makes. A step of NaN wrote NaN into a range. Steps stop at the type's end and at the
    /// range's, and a step that gives no number leaves the value.
    @Test func aStepperNeverTrapsNorLeavesItsRange() throws {
        var count = Int.max
        let counter = Binding(get: { count }, set: { count = $0 })
        try Stepper("Count", value: counter, in: Int.min...Int.max).inspect().stepper().increment()
        expectEqual(count, Int.max)
        count = 5
        let backwards = try Stepper("Count", value: counter, in: Int.min...Int.max, step: Int.min).inspect().stepper()
        try backwards.decrement()
        expectEqual(count, Int.max)
        try backwards.increment()
        expectEqual(count, Int.min + Int.max)
        var small: Int8 = -128
        let tiny = Binding(get: { small }, set: { small = $0 })
        try Stepper("Small", value: tiny, step: 200).inspect().stepper().increment()
        expectEqual(small, 72)
        var volume = 0.5
        let level = Binding(get: { volume }, set: { volume = $0 })
        try Stepper("Volume", value: level, in: 0...1, step: .nan).inspect().stepper().increment()
        expectEqual(volume, 0.5)
        volume = -.infinity
        try Stepper("Volume", value: level, in: -Double.infinity...0, step: .infinity).inspect().stepper().increment()
        expectEqual(volume, -.infinity)
        // Found by the inspector fuzzer (crash-36ba411c…): a value below its range whose step
        // gives no number (-∞ + ∞) is still brought within the range, as any other step's is.
        try Stepper("Volume", value: level, in: 0...Double.infinity, step: .infinity).inspect().stepper().increment()
        expectEqual(volume, 0)
        volume = .nan
        try Stepper("Volume", value: level, in: 0...1, step: 1).inspect().stepper().increment()
        #expect(volume.isNaN)
    }

    /// Found by the inspector fuzzer (crash-46a66f79…, 34 bytes: an AnyView of a 10-wide block
    /// whose second view is an HStack): since the inspector numbers children as ViewInspector does,
    /// an AnyView's children were never numbered, so the HStack's path was `anyView().hStack()`,
    /// which reaches the first view of the block and throws a type mismatch. An AnyView of one view
    /// still holds it unnumbered; an AnyView of several numbers them.
    @Test func thePathsOfTheViewsOfAnAnyViewOfABlockLeadBackToThem() throws {
        let block = ViewBuilder.buildBlock(Text("first"), HStack { EmptyView() })
        let root = inspect(AnyView(block))
        let children = try root.children()
        expectEqual(children.map(\.pathToRoot), ["anyView().text(0)", "anyView().hStack(1)"])
        for child in children {
            expectEqual(try root.descendant(atPath: child.pathToRoot).fullTypeName, child.fullTypeName)
        }
        expectEqual(try inspect(AnyView(Text("only"))).children().map(\.pathToRoot), ["anyView().text()"])
    }

    /// Found with the inspector fuzzer's generator by an 11-byte input written for it (seed
    /// `slider-from-minus-infinity`): `setValue(_:)` on a slider of step 1 in `-.infinity...0`
    /// snapped the value to −∞ + ∞ × 1 = NaN and wrote NaN, outside its range. A value that no
    /// step can reach stays where the range clamps it.
    @Test func aSliderWithAStepFromMinusInfinityKeepsItsValueInRange() throws {
        var level = 0.0
        let binding = Binding(get: { level }, set: { level = $0 })
        let slider = try Slider(value: binding, in: -Double.infinity...0, step: 1) { Text("") }.inspect().slider()
        try slider.setValue(-1)
        expectEqual(level, -1)
        try slider.setValue(5)
        expectEqual(level, 0)
        let finite = try Slider(value: binding, in: 0...10, step: 4).inspect().slider()
        try finite.setValue(7)
        expectEqual(level, 8)
    }
}
