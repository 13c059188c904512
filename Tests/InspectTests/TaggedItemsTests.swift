import Builders
import Inspect
import Testing
import Expectations

/// The three ways to read a view's items as SwiftUI's Picker reads them. Each shared case of
/// ``TaggedItemsTests`` runs over all three and compares with the same literal answer.
enum Extraction: String, CaseIterable, Sendable {
    /// `view.inspect().taggedItems(of:)`: the inspector, with its fast path.
    case inspector
    /// `view.inspectWithMirrorOnly().taggedItems(of:)`: the inspector reading labels and type names only.
    case mirrorOnly
    /// `view.taggedTexts(of:)`: the static walk.
    case staticWalk

    /// The two that go through an ``InspectableView``.
    static let inspectors: [Extraction] = [.inspector, .mirrorOnly]

    /// The items of `view`, as `(text, tag)` pairs.
    @MainActor func items<V: View, SelectionValue: Hashable>(_ view: V, _ type: SelectionValue.Type) throws -> [TaggedText<SelectionValue>] {
        switch self {
        case .inspector, .mirrorOnly:
            try root(view).taggedItems(of: type).map { TaggedText(text: $0.text, tag: $0.tag) }
        case .staticWalk:
            try view.taggedTexts(of: type)
        }
    }

    /// The inspectable root of `view`, for the two inspector paths.
    @MainActor func root<V: View>(_ view: V) throws -> InspectableView {
        switch self {
        case .inspector: try view.inspect()
        case .mirrorOnly: try view.inspectWithMirrorOnly()
        case .staticWalk: throw ExtractionHasNoRoot()
        }
    }
}

private struct ExtractionHasNoRoot: Error {}

/// Builds literal expectations: `item("a", .value(1))`.
private func item<SelectionValue: Hashable>(_ text: String?, _ tag: ItemTag<SelectionValue>) -> TaggedText<SelectionValue> {
    TaggedText(text: text, tag: tag)
}

/// Types whose names the inspector reads as SwiftUI's: it sees what their
/// names say, not what they are, and the static walk must agree.
enum Lookalike {
    /// A custom view named like a shape: a view with a body is the app's own, read through its body.
    struct Circle: View {
        var body: some View {
            Text("inside").tag(1)
        }
    }

    /// A primitive modifier named like SwiftUI's newest tag modifier: the inspector reads its `tag`.
    struct _TagTraitWritingModifier: ViewModifier {
        typealias Body = Never
        var tag: Int
    }
}

/// A custom modifier that tags its content.
private struct Tagging: ViewModifier {
    var tag: Int
    func body(content: Content) -> some View {
        content.tag(tag)
    }
}

/// A custom modifier that puts its content in a group with another view.
private struct Appending: ViewModifier {
    func body(content: Content) -> some View {
        Group {
            content
            Text("appended")
        }
    }
}

/// The items a Picker reads from its content: texts and tags, in display order, by SwiftUI's
/// view-list rules. The shared cases run over every ``Extraction``; the few about one API only
/// say which in their names.
@MainActor @Suite struct TaggedItemsTests {
    // MARK: Every extraction

    @Test(arguments: Extraction.allCases)
    func classicBlockGivesTextsAndTagsInOrder(_ extraction: Extraction) throws {
        @ViewBuilder func classic() -> some View {
            Text("First").tag(0)
            Text("Second").tag(1)
            Text("Third").tag(2)
        }
        expectEqual(try extraction.items(classic(), Int.self), [item("First", .value(0)), item("Second", .value(1)), item("Third", .value(2))])
    }

    @Test(arguments: Extraction.allCases)
    func tagIsFoundThroughModifiersInAnyOrder(_ extraction: Extraction) throws {
        @ViewBuilder func styled() -> some View {
            Text("a").bold().tag(1).padding().id(3)
            Text("b").tag(2).opacity(0.5).border(.red)
            Text("c").padding().padding().tag(3)
            Text("d").tag(4).tag(5)
        }
        expectEqual(try extraction.items(styled(), Int.self).map(\.tag.value), [1, 2, 3, 4])
    }

    @Test(arguments: Extraction.allCases)
    func forEachGivesImplicitTagsAndAnExplicitTagWins(_ extraction: Extraction) throws {
        @ViewBuilder func list() -> some View {
            ForEach(0..<2) { i in Text("offset \(i)") }
            ForEach([Fruit(id: "f1", name: "Fig")]) { fruit in Text(fruit.name) }
            ForEach([5, 6], id: \.self) { n in Text("n\(n)").tag(n * 10) }
        }
        #expect(try extraction.items(list(), Int.self) == [
            item("offset 0", .value(0)), item("offset 1", .value(1)), item("Fig", .otherType("f1", typeName: "String")),
            item("n5", .value(50)), item("n6", .value(60)),
        ])
        expectEqual(try extraction.items(list(), String.self).map(\.tag.value), [nil, nil, "f1", nil, nil])
    }

    @Test(arguments: Extraction.allCases)
    func implicitTagsAreOffsetsForRangesAndFollowBlocksButNotGroups(_ extraction: Extraction) throws {
        @ViewBuilder func list() -> some View {
            ForEach(5..<7) { i in Text("r\(i)") }
            ForEach(0..<2) { i in
                Text("x\(i)")
                Text("y\(i)").padding()
            }
            ForEach(0..<1) { _ in Group { Text("grouped") } }
            ForEach(0..<1) { _ in AnyView(Text("erased")) }
            ForEach(0..<1) { _ in Row(n: 8).padding() }
        }
        #expect(try extraction.items(list(), Int.self) == [
            item("r5", .value(0)), item("r6", .value(1)),
            item("x0", .value(0)), item("y0", .value(0)), item("x1", .value(1)), item("y1", .value(1)),
            item("grouped", .untagged), item("erased", .untagged), item("row 8", .value(8)),
        ])
    }

    /// A ForEach's implicit tag is read by the id's dynamic type (an Optional's wrapped value, an
    /// AnyHashable's base); an explicit tag by the type it was written with.
    @Test(arguments: Extraction.allCases)
    func forEachIDsAreReadByTheirValuesTypeAndExplicitTagsByTheirStaticType(_ extraction: Extraction) throws {
        let optionals = ForEach([1, nil, 3] as [Int?], id: \.self) { n in Text(n.map(String.init) ?? "none") }
        #expect(try extraction.items(optionals, Int.self) == [
            item("1", .value(1)), item("none", .otherType(Int?.none, typeName: "Optional<Int>")), item("3", .value(3)),
        ])
        expectEqual(try extraction.items(optionals, Int?.self), [item("1", .value(1)), item("none", .value(nil)), item("3", .value(3))])
        let erased = ForEach([AnyHashable(1), AnyHashable("s")], id: \.self) { id in Text(verbatim: "\(id)") }
        expectEqual(try extraction.items(erased, Int.self).map(\.tag), [.value(1), .otherType("s", typeName: "String")])
        #expect(try extraction.items(erased, AnyHashable.self) == [
            item("1", .otherType(1, typeName: "Int")), item("s", .otherType("s", typeName: "String")),
        ])
        expectEqual(try extraction.items(Text("a").tag(AnyHashable(1)), Int.self), [item("a", .otherType(1, typeName: "AnyHashable"))])
        expectEqual(try extraction.items(Text("a").tag(AnyHashable(1)), AnyHashable.self), [item("a", .value(AnyHashable(1)))])
        expectEqual(try extraction.items(Text("a").tag(Int?.some(1)), Int.self), [item("a", .otherType(Int?.some(1), typeName: "Optional<Int>"))])
    }

    @Test(arguments: Extraction.allCases)
    func conditionalsOptionalsGroupsAnyViewsAndCustomViewsAreFlattened(_ extraction: Extraction) throws {
        let flag = true
        @ViewBuilder func mixed() -> some View {
            if flag { Text("yes").tag(1) } else { Text("no").tag(2) }
            if !flag { Text("hidden").tag(3) }
            Group { Text("g").tag(4); AnyView(Text("any").tag(5)) }
            Rows(count: 2)
        }
        let items = try extraction.items(mixed(), Int.self)
        expectEqual(items.map(\.text), ["yes", "g", "any", "row 0", "row 1"])
        expectEqual(items.map(\.tag.value), [1, 4, 5, 0, 1])
    }

    @Test(arguments: Extraction.allCases)
    func modifiersOnAGroupApplyToEachOfItsItems(_ extraction: Extraction) throws {
        expectEqual(try extraction.items(Group { Text("a"); Text("b") }.tag(7), Int.self), [item("a", .value(7)), item("b", .value(7))])
        expectEqual(try extraction.items(Group { Text("a"); Text("b").tag(1) }.tag(7), Int.self), [item("a", .value(7)), item("b", .value(1))])
        expectEqual(try extraction.items(Group { Text("a").tag("s") }.tag(7), Int.self), [item("a", .value(7))])
        expectEqual(try extraction.items(AnyView(Group { Text("a") }).tag(8), Int.self), [item("a", .value(8))])
    }

    @Test(arguments: Extraction.allCases)
    func untaggedAndOtherTypedItemsAreReportedNotDropped(_ extraction: Extraction) throws {
        @ViewBuilder func odd() -> some View {
            Text("int").tag(1)
            Text("none")
            Text("string").tag("s")
            Image(systemName: "star").tag(2)
            EmptyView()
        }
        #expect(try extraction.items(odd(), Int.self) == [
            item("int", .value(1)), item("none", .untagged), item("string", .otherType("s", typeName: "String")),
            item(nil, .value(2)),
        ])
    }

    @Test(arguments: Extraction.allCases)
    func optionalSelectionMatchesTagsOfItsWrappedType(_ extraction: Extraction) throws {
        expectEqual(try extraction.items(Text("a").tag(1), Int?.self), [item("a", .value(1))])
        expectEqual(try extraction.items(Text("a").tag(1), Int64.self), [item("a", .otherType(1, typeName: "Int"))])
        expectEqual(try extraction.items(ForEach(0..<2) { Text("\($0)") }, Int?.self).map(\.tag), [.value(0), .value(1)])
    }

    @Test(arguments: Extraction.allCases)
    func stackButtonAndToggleItemsTakeTheFirstTextOfTheirContentBreadthFirst(_ extraction: Extraction) throws {
        @ViewBuilder func labelled() -> some View {
            HStack { Image(systemName: "star"); Text("Star") }.tag(1)
            Button("Go") {}.tag(2)
            Toggle("On", isOn: .constant(true)).tag(3)
            VStack { VStack { VStack { Text("deep") } }; Button("shallow") {} }.tag(4)
            HStack { Image(systemName: "x") }.tag(5)
        }
        #expect(try extraction.items(labelled(), Int.self) == [
            item("Star", .value(1)), item("Go", .value(2)), item("On", .value(3)), item("shallow", .value(4)), item(nil, .value(5)),
        ])
    }

    @Test(arguments: Extraction.allCases)
    func aSingleStackAtTheRootIsOpenedWithoutItsModifiers(_ extraction: Extraction) throws {
        expectEqual(try extraction.items(HStack { Text("a").tag(1); Text("b") }.tag(9), Int.self), [item("a", .value(1)), item("b", .untagged)])
        @ViewBuilder func twoStacks() -> some View {
            HStack { Text("left") }.tag(1)
            VStack { Text("right") }
        }
        expectEqual(try extraction.items(twoStacks(), Int.self), [item("left", .value(1)), item("right", .untagged)])
        // At the root is a custom view, not a stack: its body, a VStack, is one item.
        expectEqual(try extraction.items(Screen(showFooter: true), Int.self), [item("Title", .untagged)])
        // The root stack is opened; inside, the custom view's VStack is again one item.
        expectEqual(try extraction.items(VStack { Screen(showFooter: false) }, String.self), [item("Title", .untagged)])
    }

    @Test(arguments: Extraction.allCases)
    func customModifiersAreWalkedThroughTheirBodies(_ extraction: Extraction) throws {
        expectEqual(try extraction.items(Text("x").modifier(Tagging(tag: 5)).tag(6), Int.self), [item("x", .value(5))])
        expectEqual(try extraction.items(Text("c").modifier(Card()).tag(4), Int.self), [item("c", .value(4))])
        #expect(try extraction.items(ForEach(0..<2) { Text("e\($0)").modifier(Appending()) }.tag(3), Int.self) == [
            item("e0", .value(3)), item("appended", .value(3)), item("e1", .value(3)), item("appended", .value(3)),
        ])
        expectEqual(try extraction.items(ForEach(0..<1) { Text("e\($0)").modifier(Tagging(tag: 7)) }, Int.self), [item("e0", .value(7))])
    }

    @Test(arguments: Extraction.allCases)
    func aViewNamedLikeSwiftUIsIsReadThroughItsBodyAndAPrimitiveOneByItsName(_ extraction: Extraction) throws {
        // The body's Text and its tag, as for any custom view.
        expectEqual(try extraction.items(Lookalike.Circle(), Int.self), [item("inside", .value(1))])
        expectEqual(try extraction.items(Group { Lookalike.Circle(); Text("t") }.tag(2), Int.self), [item("inside", .value(1)), item("t", .value(2))])
        // A button's item is named by its label's text; the label's own tag is not the button's.
        expectEqual(try extraction.items(Button(action: {}) { Lookalike.Circle() }, Int.self), [item("inside", .untagged)])
        expectEqual(try extraction.items(Text("t").modifier(Lookalike._TagTraitWritingModifier(tag: 4)), Int.self), [item("t", .value(4))])
    }

    @Test(arguments: Extraction.allCases)
    func swiftUIShapedValuesThatAreNotViewsAreRead(_ extraction: Extraction) throws {
        let replica = Replica.Group(content: Replica.TupleView(value: (
            Replica.classicTag(Replica.Text(verbatim: "r"), 2),
            Replica.Text(verbatim: "u")
        )))
        #expect(try extraction.items(Group { TupleView((Text("a"), replica)) }.tag(9), Int.self) == [
            item("a", .value(9)), item("r", .value(2)), item("u", .value(9)),
        ])
        #expect(try extraction.items(ForEach(0..<1) { _ in TupleView((Text("a"), replica, 5)) }, Int.self) == [
            item("a", .value(0)), item("r", .value(2)), item("u", .untagged), item(nil, .value(0)),
        ])
        #expect(try extraction.items(TupleView((Text("a").tag(1), replica)), Int.self) == [
            item("a", .value(1)), item("r", .value(2)), item("u", .untagged),
        ])
        #expect(try extraction.items(HStack { TupleView((Text("a"), replica)) }.tag(1), Int.self) == [
            item("a", .untagged), item("r", .value(2)), item("u", .untagged),
        ])
    }

    @Test(arguments: Extraction.allCases)
    func textsAreReadWithTheirFormatsFilledIn(_ extraction: Extraction) throws {
        let n = 4
        @ViewBuilder func texts() -> some View {
            Text("even \(n)").tag(1)
            (Text("a") + Text(verbatim: "b")).tag(2)
            Text(verbatim: "v").tag(3)
        }
        expectEqual(try extraction.items(texts(), Int.self).map(\.text), ["even 4", "ab", "v"])
    }

    @Test(arguments: Extraction.allCases)
    func extractionWorksDeepInGroupsAndModifiers(_ extraction: Extraction) throws {
        for depth in [64, 200] {
            expectEqual(try extraction.items(nestedInGroups(Text("deep").tag(depth), depth: depth), Int.self), [item("deep", .value(depth))])
            expectEqual(try extraction.items(paddedChain(Text("chained").tag(depth), depth: depth), Int.self), [item("chained", .value(depth))])
        }
    }

    @Test(arguments: Extraction.allCases)
    func emptyViewsContributeNoItems(_ extraction: Extraction) throws {
        @ViewBuilder func sparse() -> some View {
            EmptyView()
            Text("only").tag(1)
            Group {}
        }
        expectEqual(try extraction.items(sparse(), Int.self), [item("only", .value(1))])
        expectEqual(try extraction.items(EmptyView(), Int.self), [])
    }

    /// The fixtures' items, with their Int tags (nil: untagged).
    static let fixtureItems: [String: [(text: String?, tag: Int?)]] = [
        // Custom view at the root: its body, a VStack, is one item.
        "screen": [("Title", nil)],
        "rows": [("row 0", 0), ("row 1", 1), ("row 2", 2)],
        "card": [("c", 4)],
        // The root VStack is opened: the live branch is the item.
        "conditional": [("t", 1)],
        // The AnyView is looked through; its HStack is one item.
        "anyView": [("a", nil)],
        "deep": [("d", 9)],
    ]

    @Test(arguments: Extraction.allCases, ["screen", "rows", "card", "conditional", "anyView", "deep"])
    func fixturesGiveTheirItemsForEverySelectionType(_ extraction: Extraction, name: String) throws {
        let tree = FastPathTests.tree(name)
        let expected = try #require(Self.fixtureItems[name])
        // An Int tag is a value for an Int or an Int? selection, of another type for a String one.
        expectEqual(try extraction.items(tree, Int.self), expected.map { item($0.text, $0.tag.map { .value($0) } ?? .untagged) })
        expectEqual(try extraction.items(tree, Int?.self), expected.map { item($0.text, $0.tag.map { .value($0) } ?? .untagged) })
        #expect(try extraction.items(tree, String.self) == expected.map {
            item($0.text, $0.tag.map { .otherType($0, typeName: "Int") } ?? .untagged)
        })
    }

    // MARK: One API only

    /// `taggedItems(of:)` also gives each item's view: a stack or a button is one item, whole.
    @Test(arguments: Extraction.inspectors)
    func taggedItemsGiveEachItemsViewWithStacksAndButtonsWhole(_ extraction: Extraction) throws {
        @ViewBuilder func labelled() -> some View {
            HStack { Image(systemName: "star"); Text("Star") }.tag(1)
            Button("Go") {}.tag(2)
        }
        let items = try extraction.root(labelled()).taggedItems(of: Int.self)
        expectEqual(items.map(\.view.kind), [.hStack, .button])
        expectEqual(items.map(\.text), ["Star", "Go"])
    }

    @Test(arguments: Extraction.inspectors)
    func viewListOfAnEmptyViewIsEmpty(_ extraction: Extraction) throws {
        #expect(try extraction.root(EmptyView()).viewList().isEmpty)
    }

    @Test func taggedTextDescriptionNamesTextAndTag() {
        #expect(item("First", ItemTag<Int>.value(0)).description == #""First" tag: 0"#)
        expectEqual(item(nil, ItemTag<Int>.otherType("s", typeName: "String")).description, "no text tag: s (String)")
        #expect(item("x", ItemTag<Int>.untagged).description == #""x" untagged"#)
    }
}
