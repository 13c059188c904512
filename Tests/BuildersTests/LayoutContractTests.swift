import Builders
import Testing
import Expectations

/// Each row of the first table of SWIFTUI-LAYOUT.md: the type name printed and the Mirror path to the data.
@MainActor @Suite struct LayoutContractTests {
    @ViewBuilder func twoTagged() -> some View {
        Text("First").tag(0)
        Text("Second").tag(1)
    }

    @Test func blockOfTwoIsTupleViewWhoseValueChildrenAreLabelledByPosition() throws {
        let view = twoTagged()
        expectEqual(typeName(view), "TupleView<(ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>)>")
        let value = try #require(descendant(view, "value"))
        expectEqual(childLabels(value), [".0", ".1"])
        expectEqual(descendant(view, "value", ".1", "modifier", "value", "tagged") as? Int, 1)
    }

    @Test func blockOfOneIsTheChildItself() {
        @ViewBuilder func one() -> some View { Text("Only") }
        expectEqual(typeName(one()), "Text")
    }

    @Test func emptyBlockIsEmptyViewWithoutChildren() {
        @ViewBuilder func none() -> some View {}
        expectEqual(typeName(none()), "EmptyView")
        #expect(Mirror(reflecting: none()).children.isEmpty)
    }

    @Test func tagIsATraitWritingModifierWhoseValueIsTagged() throws {
        let view = Text("First").tag(0)
        expectEqual(typeName(view), "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>")
        expectEqual(typeName(try #require(descendant(view, "content"))), "Text")
        let value = try #require(descendant(view, "modifier", "value"))
        expectEqual(typeName(value), "Value")
        expectEqual(descendant(value, "tagged") as? Int, 0)
        expectEqual(descendant(view, "modifier", "value", "tagged") as? Int, 0)
    }

    @Test func tagValueKeepsUntaggedCase() {
        let untagged = TagValueTraitKey<Int>.Value.untagged
        expectEqual(String(describing: untagged), "untagged")
        #expect(Mirror(reflecting: untagged).children.isEmpty)
    }

    @Test func anyModifierHasContentAndModifier() {
        let view = Text("x").padding()
        expectEqual(childLabels(view), ["content", "modifier"])
    }

    @Test func literalTextKeepsItsKeyInLocalizedTextStorage() throws {
        let text = Text("First")
        expectEqual(descendant(text, "storage", "anyTextStorage", "key", "key") as? String, "First")
        let storage = try #require(descendant(text, "storage", "anyTextStorage"))
        expectEqual(typeName(storage), "LocalizedTextStorage")
        expectEqual(typeName(try #require(descendant(storage, "key"))), "LocalizedStringKey")
        #expect(descendant(text, "modifiers") is [Text.Modifier])
    }

    @Test func verbatimAndStringValueTextsKeepTheStringVerbatim() {
        let name = "Ada"
        expectEqual(descendant(Text(verbatim: "Hi %d"), "storage", "verbatim") as? String, "Hi %d")
        expectEqual(descendant(Text(name), "storage", "verbatim") as? String, "Ada")
        #expect(descendant(Text(name), "storage", "anyTextStorage") == nil)
    }

    @Test func concatenationKeepsFirstAndSecond() throws {
        let text = Text("a") + Text(verbatim: "b").bold()
        let storage = try #require(descendant(text, "storage", "anyTextStorage"))
        expectEqual(typeName(storage), "ConcatenatedTextStorage")
        expectEqual(descendant(storage, "first", "storage", "anyTextStorage", "key", "key") as? String, "a")
        expectEqual(descendant(storage, "second", "storage", "verbatim") as? String, "b")
    }

    @Test func ifElseIsConditionalContentWithTheLiveBranchAsOnlyChild() throws {
        @ViewBuilder func pick(_ flag: Bool) -> some View {
            if flag { Text("yes") } else { Image(systemName: "xmark") }
        }
        expectEqual(typeName(pick(true)), "_ConditionalContent<Text, Image>")
        let storage = try #require(descendant(pick(false), "storage"))
        expectEqual(childLabels(storage), ["falseContent"])
        expectEqual(typeName(try #require(descendant(pick(true), "storage", "trueContent"))), "Text")
    }

    @Test func ifWithoutElseIsOptionalWithSomeOrNoChildren() {
        @ViewBuilder func maybe(_ flag: Bool) -> some View {
            if flag { Text("yes") }
        }
        expectEqual(typeName(maybe(true)), "Optional<Text>")
        expectEqual(childLabels(maybe(true)), ["some"])
        #expect(childLabels(maybe(false)).isEmpty)
    }

    @Test func forEachKeepsDataAndContentClosure() throws {
        let view = ForEach(["a", "b"], id: \.self) { Text($0) }
        expectEqual(typeName(view), "ForEach<Array<String>, String, Text>")
        expectEqual(descendant(view, "data") as? [String], ["a", "b"])
        let content = try #require(descendant(view, "content") as? (String) -> Text)
        expectEqual(descendant(content("b"), "storage", "verbatim") as? String, "b")
    }

    @Test func groupKeepsContent() throws {
        let view = Group { Text("a"); Text("b") }
        expectEqual(typeName(view), "Group<TupleView<(Text, Text)>>")
        expectEqual(typeName(try #require(descendant(view, "content"))), "TupleView<(Text, Text)>")
    }

    @Test func anyViewKeepsTheViewInAStorageObject() throws {
        let view = AnyView(Text("a").bold())
        expectEqual(typeName(view), "AnyView")
        let storage = try #require(descendant(view, "storage"))
        expectEqual(typeName(storage), "AnyViewStorage<Text>")
        expectEqual(typeName(try #require(descendant(view, "storage", "view"))), "Text")
    }

    @Test func stacksKeepContentAndLayoutUnderTree() throws {
        let h = HStack(alignment: .top, spacing: 4) { Text("a") }
        expectEqual(typeName(h), "HStack<Text>")
        expectEqual(typeName(try #require(descendant(h, "_tree", "content"))), "Text")
        expectEqual(descendant(h, "_tree", "root", "spacing") as? CGFloat, 4)
        expectEqual(descendant(h, "_tree", "root", "alignment") as? VerticalAlignment, .top)

        let v = VStack(alignment: .leading) { Text("a"); Text("b") }
        expectEqual(typeName(v), "VStack<TupleView<(Text, Text)>>")
        expectEqual(descendant(v, "_tree", "root", "alignment") as? HorizontalAlignment, .leading)
        let spacing = try #require(descendant(v, "_tree", "root", "spacing"))
        expectEqual(typeName(spacing), "Optional<CGFloat>")
        expectEqual(spacing as? CGFloat, nil)

        let z = ZStack(alignment: .bottomTrailing) { Color.red; Text("a") }
        expectEqual(typeName(z), "ZStack<TupleView<(Color, Text)>>")
        expectEqual(descendant(z, "_tree", "root", "alignment") as? Alignment, .bottomTrailing)
    }

    @Test func idViewKeepsContentAndID() {
        let view = Text("a").id(7)
        expectEqual(typeName(view), "IDView<Text, Int>")
        expectEqual(childLabels(view), ["content", "id"])
        expectEqual(descendant(view, "id") as? Int, 7)
    }

    @Test func subscriptionViewKeepsContentPublisherAndAction() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let view = Text("a").onReceive(subject) { received.append($0) }
        expectEqual(typeName(view), "SubscriptionView<PassthroughSubject<Int, Never>, Text>")
        expectEqual(childLabels(view), ["content", "publisher", "action"])
        #expect(descendant(view, "publisher") as? PassthroughSubject<Int, Never> === subject)
        (descendant(view, "action") as? (Int) -> Void)?(3)
        expectEqual(received, [3])
    }

    @Test func buttonKeepsLabelAndAction() throws {
        var tapped = 0
        let button = Button(action: { tapped += 1 }) { Text("Go") }
        expectEqual(typeName(button), "Button<Text>")
        expectEqual(typeName(try #require(descendant(button, "label"))), "Text")
        let action = try #require(descendant(button, "action") as? () -> Void)
        action()
        expectEqual(tapped, 1)
    }

    @Test func imageKeepsItsNameUnderProviderBase() {
        expectEqual(descendant(Image(systemName: "star"), "provider", "base", "name") as? String, "star")
        expectEqual(descendant(Image("logo"), "provider", "base", "name") as? String, "logo")
        expectEqual(descendant(Image(systemName: "star"), "provider", "base", "location") as? Image.Location, .system)
    }

    @Test func emptyViewHasNoChildren() {
        expectEqual(typeName(EmptyView()), "EmptyView")
        #expect(Mirror(reflecting: EmptyView()).children.isEmpty)
    }
}
