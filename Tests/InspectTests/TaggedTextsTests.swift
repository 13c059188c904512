import Builders
import Inspect
import Testing

/// `taggedTexts(of:)` on `view`, after checking that it equals what
/// `taggedItems(of:)` reads from the same tree.
@discardableResult
private func taggedTexts<SelectionValue: Hashable>(
    _ view: some View, _ type: SelectionValue.Type, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [TaggedText<SelectionValue>] {
    let expected = try view.inspect().taggedItems(of: type).map { TaggedText(text: $0.text, tag: $0.tag) }
    let found = try view.taggedTexts(of: type)
    #expect(found == expected, sourceLocation: sourceLocation)
    return found
}

/// Builds literal expectations: `item("a", 1)`.
private func item<SelectionValue: Hashable>(_ text: String?, _ tag: ItemTag<SelectionValue>) -> TaggedText<SelectionValue> {
    TaggedText(text: text, tag: tag)
}

/// Types whose names the inspector reads as SwiftUI's: it sees what their
/// names say, not what they are, and the static walk must agree.
enum Lookalike {
    /// A custom view named like a shape: the inspector sees a shape, an item without text.
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

@Suite struct TaggedTextsTests {
    @Test func classicBlockGivesTextsAndTagsInOrder() throws {
        @ViewBuilder func classic() -> some View {
            Text("First").tag(0)
            Text("Second").tag(1)
            Text("Third").tag(2)
        }
        #expect(try taggedTexts(classic(), Int.self) == [item("First", .value(0)), item("Second", .value(1)), item("Third", .value(2))])
    }

    @Test func tagIsFoundThroughModifiersInAnyOrder() throws {
        @ViewBuilder func styled() -> some View {
            Text("a").bold().tag(1).padding().id(3)
            Text("b").tag(2).opacity(0.5).border(.red)
            Text("c").padding().padding().tag(3)
            Text("d").tag(4).tag(5)
        }
        #expect(try taggedTexts(styled(), Int.self).map(\.tag.value) == [1, 2, 3, 4])
    }

    @Test func forEachGivesImplicitTagsAndAnExplicitTagWins() throws {
        @ViewBuilder func list() -> some View {
            ForEach(0..<2) { i in Text("offset \(i)") }
            ForEach([Fruit(id: "f1", name: "Fig")]) { fruit in Text(fruit.name) }
            ForEach([5, 6], id: \.self) { n in Text("n\(n)").tag(n * 10) }
        }
        #expect(try taggedTexts(list(), Int.self) == [
            item("offset 0", .value(0)), item("offset 1", .value(1)), item("Fig", .otherType("f1", typeName: "String")),
            item("n5", .value(50)), item("n6", .value(60)),
        ])
        #expect(try taggedTexts(list(), String.self).map(\.tag.value) == [nil, nil, "f1", nil, nil])
    }

    @Test func implicitTagsAreOffsetsForRangesAndFollowBlocksButNotGroups() throws {
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
        #expect(try taggedTexts(list(), Int.self) == [
            item("r5", .value(0)), item("r6", .value(1)),
            item("x0", .value(0)), item("y0", .value(0)), item("x1", .value(1)), item("y1", .value(1)),
            item("grouped", .untagged), item("erased", .untagged), item("row 8", .value(8)),
        ])
    }

    @Test func idsOfOptionalAndErasedTypesAreReadAsTheInspectorReadsThem() throws {
        let optionals = ForEach([1, nil, 3] as [Int?], id: \.self) { n in Text(n.map(String.init) ?? "none") }
        try taggedTexts(optionals, Int.self)
        try taggedTexts(optionals, Int?.self)
        let erased = ForEach([AnyHashable(1), AnyHashable("s")], id: \.self) { id in Text(verbatim: "\(id)") }
        #expect(try taggedTexts(erased, Int.self).map(\.tag) == [.value(1), .otherType("s", typeName: "String")])
        try taggedTexts(erased, AnyHashable.self)
        try taggedTexts(Text("a").tag(AnyHashable(1)), Int.self)
        try taggedTexts(Text("a").tag(AnyHashable(1)), AnyHashable.self)
        try taggedTexts(Text("a").tag(Int?.some(1)), Int.self)
    }

    @Test func conditionalsOptionalsGroupsAnyViewsAndCustomViewsAreFlattened() throws {
        let flag = true
        @ViewBuilder func mixed() -> some View {
            if flag { Text("yes").tag(1) } else { Text("no").tag(2) }
            if !flag { Text("hidden").tag(3) }
            Group { Text("g").tag(4); AnyView(Text("any").tag(5)) }
            Rows(count: 2)
        }
        let items = try taggedTexts(mixed(), Int.self)
        #expect(items.map(\.text) == ["yes", "g", "any", "row 0", "row 1"])
        #expect(items.map(\.tag.value) == [1, 4, 5, 0, 1])
    }

    @Test func modifiersOnAGroupApplyToEachOfItsItems() throws {
        #expect(try taggedTexts(Group { Text("a"); Text("b").tag(1) }.tag(7), Int.self) == [item("a", .value(7)), item("b", .value(1))])
        #expect(try taggedTexts(Group { Text("a").tag("s") }.tag(7), Int.self) == [item("a", .value(7))])
        #expect(try taggedTexts(AnyView(Group { Text("a") }).tag(8), Int.self) == [item("a", .value(8))])
    }

    @Test func untaggedAndOtherTypedItemsAreReportedNotDropped() throws {
        @ViewBuilder func odd() -> some View {
            Text("int").tag(1)
            Text("none")
            Text("string").tag("s")
            Image(systemName: "star").tag(2)
            EmptyView()
        }
        #expect(try taggedTexts(odd(), Int.self) == [
            item("int", .value(1)), item("none", .untagged), item("string", .otherType("s", typeName: "String")),
            item(nil, .value(2)),
        ])
    }

    @Test func optionalSelectionMatchesTagsOfItsWrappedType() throws {
        #expect(try taggedTexts(Text("a").tag(1), Int?.self) == [item("a", .value(1))])
        #expect(try taggedTexts(Text("a").tag(1), Int64.self) == [item("a", .otherType(1, typeName: "Int"))])
        #expect(try taggedTexts(ForEach(0..<2) { Text("\($0)") }, Int?.self).map(\.tag) == [.value(0), .value(1)])
    }

    @Test func stackButtonAndToggleItemsTakeTheFirstTextOfTheirContentBreadthFirst() throws {
        @ViewBuilder func labelled() -> some View {
            HStack { Image(systemName: "star"); Text("Star") }.tag(1)
            Button("Go") {}.tag(2)
            Toggle("On", isOn: .constant(true)).tag(3)
            VStack { VStack { VStack { Text("deep") } }; Button("shallow") {} }.tag(4)
            HStack { Image(systemName: "x") }.tag(5)
        }
        #expect(try taggedTexts(labelled(), Int.self) == [
            item("Star", .value(1)), item("Go", .value(2)), item("On", .value(3)), item("shallow", .value(4)), item(nil, .value(5)),
        ])
    }

    @Test func aSingleStackAtTheRootIsOpenedWithoutItsModifiers() throws {
        #expect(try taggedTexts(HStack { Text("a").tag(1); Text("b") }.tag(9), Int.self) == [item("a", .value(1)), item("b", .untagged)])
        @ViewBuilder func twoStacks() -> some View {
            HStack { Text("left") }.tag(1)
            VStack { Text("right") }
        }
        #expect(try taggedTexts(twoStacks(), Int.self) == [item("left", .value(1)), item("right", .untagged)])
        try taggedTexts(Screen(showFooter: true), Int.self)
        try taggedTexts(VStack { Screen(showFooter: false) }, String.self)
    }

    @Test func customModifiersAreWalkedThroughTheirBodies() throws {
        #expect(try taggedTexts(Text("x").modifier(Tagging(tag: 5)).tag(6), Int.self) == [item("x", .value(5))])
        #expect(try taggedTexts(Text("c").modifier(Card()).tag(4), Int.self) == [item("c", .value(4))])
        #expect(try taggedTexts(ForEach(0..<2) { Text("e\($0)").modifier(Appending()) }.tag(3), Int.self) == [
            item("e0", .value(3)), item("appended", .value(3)), item("e1", .value(3)), item("appended", .value(3)),
        ])
        #expect(try taggedTexts(ForEach(0..<1) { Text("e\($0)").modifier(Tagging(tag: 7)) }, Int.self) == [item("e0", .value(7))])
    }

    @Test func viewsReadByTheirNamesAreReadByTheInspector() throws {
        #expect(try taggedTexts(Lookalike.Circle(), Int.self) == [item(nil, .untagged)])
        #expect(try taggedTexts(Group { Lookalike.Circle(); Text("t") }.tag(2), Int.self) == [item(nil, .value(2)), item("t", .value(2))])
        #expect(try taggedTexts(Button(action: {}) { Lookalike.Circle() }, Int.self) == [item(nil, .untagged)])
        #expect(try taggedTexts(Text("t").modifier(Lookalike._TagTraitWritingModifier(tag: 4)), Int.self) == [item("t", .value(4))])
    }

    @Test func valuesThatAreNotViewsAreReadByTheInspector() throws {
        let replica = Replica.Group(content: Replica.TupleView(value: (
            Replica.classicTag(Replica.Text(verbatim: "r"), 2),
            Replica.Text(verbatim: "u")
        )))
        #expect(try taggedTexts(Group { TupleView((Text("a"), replica)) }.tag(9), Int.self) == [
            item("a", .value(9)), item("r", .value(2)), item("u", .value(9)),
        ])
        #expect(try taggedTexts(ForEach(0..<1) { _ in TupleView((Text("a"), replica, 5)) }, Int.self) == [
            item("a", .value(0)), item("r", .value(2)), item("u", .untagged), item(nil, .value(0)),
        ])
        #expect(try taggedTexts(TupleView((Text("a").tag(1), replica)), Int.self).count == 3)
        try taggedTexts(HStack { TupleView((Text("a"), replica)) }.tag(1), Int.self)
    }

    @Test func textsAreReadWithTheirFormatsFilledIn() throws {
        let n = 4
        @ViewBuilder func texts() -> some View {
            Text("even \(n)").tag(1)
            (Text("a") + Text(verbatim: "b")).tag(2)
            Text(verbatim: "v").tag(3)
        }
        #expect(try taggedTexts(texts(), Int.self).map(\.text) == ["even 4", "ab", "v"])
    }

    @Test func extractionWorksDeepInGroupsAndModifiers() throws {
        for depth in [64, 200] {
            #expect(try taggedTexts(nestedInGroups(Text("deep").tag(depth), depth: depth), Int.self) == [item("deep", .value(depth))])
            #expect(try taggedTexts(paddedChain(Text("chained").tag(depth), depth: depth), Int.self) == [item("chained", .value(depth))])
        }
    }

    @Test(arguments: ["screen", "rows", "card", "conditional", "anyView", "deep"])
    func fixturesGiveTheInspectorsItems(name: String) throws {
        let tree = FastPathTests.tree(name)
        try taggedTexts(tree, Int.self)
        try taggedTexts(tree, String.self)
        try taggedTexts(tree, Int?.self)
    }

    @Test func descriptionNamesTextAndTag() {
        #expect(item("First", ItemTag<Int>.value(0)).description == #""First" tag: 0"#)
        #expect(item(nil, ItemTag<Int>.otherType("s", typeName: "String")).description == "no text tag: s (String)")
        #expect(item("x", ItemTag<Int>.untagged).description == #""x" untagged"#)
    }
}
