import Builders
import Testing

/// Each row of the first table of SWIFTUI-LAYOUT.md: the type name printed and the Mirror path to the data.
@MainActor @Suite struct LayoutContractTests {
    @ViewBuilder func twoTagged() -> some View {
        Text("First").tag(0)
        Text("Second").tag(1)
    }

    @Test func blockOfTwoIsTupleViewWhoseValueChildrenAreLabelledByPosition() throws {
        let view = twoTagged()
        #expect(typeName(view) == "TupleView<(ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>)>")
        let value = try #require(descendant(view, "value"))
        #expect(childLabels(value) == [".0", ".1"])
        #expect(descendant(view, "value", ".1", "modifier", "value", "tagged") as? Int == 1)
    }

    @Test func blockOfOneIsTheChildItself() {
        @ViewBuilder func one() -> some View { Text("Only") }
        #expect(typeName(one()) == "Text")
    }

    @Test func emptyBlockIsEmptyViewWithoutChildren() {
        @ViewBuilder func none() -> some View {}
        #expect(typeName(none()) == "EmptyView")
        #expect(Mirror(reflecting: none()).children.isEmpty)
    }

    @Test func tagIsATraitWritingModifierWhoseValueIsTagged() throws {
        let view = Text("First").tag(0)
        #expect(typeName(view) == "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>")
        #expect(typeName(try #require(descendant(view, "content"))) == "Text")
        let value = try #require(descendant(view, "modifier", "value"))
        #expect(typeName(value) == "Value")
        #expect(descendant(value, "tagged") as? Int == 0)
        #expect(descendant(view, "modifier", "value", "tagged") as? Int == 0)
    }

    @Test func tagValueKeepsUntaggedCase() {
        let untagged = TagValueTraitKey<Int>.Value.untagged
        #expect(String(describing: untagged) == "untagged")
        #expect(Mirror(reflecting: untagged).children.isEmpty)
    }

    @Test func anyModifierHasContentAndModifier() {
        let view = Text("x").padding()
        #expect(childLabels(view) == ["content", "modifier"])
    }

    @Test func literalTextKeepsItsKeyInLocalizedTextStorage() throws {
        let text = Text("First")
        #expect(descendant(text, "storage", "anyTextStorage", "key", "key") as? String == "First")
        let storage = try #require(descendant(text, "storage", "anyTextStorage"))
        #expect(typeName(storage) == "LocalizedTextStorage")
        #expect(typeName(try #require(descendant(storage, "key"))) == "LocalizedStringKey")
        #expect(descendant(text, "modifiers") is [Text.Modifier])
    }

    @Test func verbatimAndStringValueTextsKeepTheStringVerbatim() {
        let name = "Ada"
        #expect(descendant(Text(verbatim: "Hi %d"), "storage", "verbatim") as? String == "Hi %d")
        #expect(descendant(Text(name), "storage", "verbatim") as? String == "Ada")
        #expect(descendant(Text(name), "storage", "anyTextStorage") == nil)
    }

    @Test func concatenationKeepsFirstAndSecond() throws {
        let text = Text("a") + Text(verbatim: "b").bold()
        let storage = try #require(descendant(text, "storage", "anyTextStorage"))
        #expect(typeName(storage) == "ConcatenatedTextStorage")
        #expect(descendant(storage, "first", "storage", "anyTextStorage", "key", "key") as? String == "a")
        #expect(descendant(storage, "second", "storage", "verbatim") as? String == "b")
    }

    @Test func ifElseIsConditionalContentWithTheLiveBranchAsOnlyChild() throws {
        @ViewBuilder func pick(_ flag: Bool) -> some View {
            if flag { Text("yes") } else { Image(systemName: "xmark") }
        }
        #expect(typeName(pick(true)) == "_ConditionalContent<Text, Image>")
        let storage = try #require(descendant(pick(false), "storage"))
        #expect(childLabels(storage) == ["falseContent"])
        #expect(typeName(try #require(descendant(pick(true), "storage", "trueContent"))) == "Text")
    }

    @Test func ifWithoutElseIsOptionalWithSomeOrNoChildren() {
        @ViewBuilder func maybe(_ flag: Bool) -> some View {
            if flag { Text("yes") }
        }
        #expect(typeName(maybe(true)) == "Optional<Text>")
        #expect(childLabels(maybe(true)) == ["some"])
        #expect(childLabels(maybe(false)).isEmpty)
    }

    @Test func forEachKeepsDataAndContentClosure() throws {
        let view = ForEach(["a", "b"], id: \.self) { Text($0) }
        #expect(typeName(view) == "ForEach<Array<String>, String, Text>")
        #expect(descendant(view, "data") as? [String] == ["a", "b"])
        let content = try #require(descendant(view, "content") as? (String) -> Text)
        #expect(descendant(content("b"), "storage", "verbatim") as? String == "b")
    }

    @Test func groupKeepsContent() throws {
        let view = Group { Text("a"); Text("b") }
        #expect(typeName(view) == "Group<TupleView<(Text, Text)>>")
        #expect(typeName(try #require(descendant(view, "content"))) == "TupleView<(Text, Text)>")
    }

    @Test func anyViewKeepsTheViewInAStorageObject() throws {
        let view = AnyView(Text("a").bold())
        #expect(typeName(view) == "AnyView")
        let storage = try #require(descendant(view, "storage"))
        #expect(typeName(storage) == "AnyViewStorage<Text>")
        #expect(typeName(try #require(descendant(view, "storage", "view"))) == "Text")
    }

    @Test func stacksKeepContentAndLayoutUnderTree() throws {
        let h = HStack(alignment: .top, spacing: 4) { Text("a") }
        #expect(typeName(h) == "HStack<Text>")
        #expect(typeName(try #require(descendant(h, "_tree", "content"))) == "Text")
        #expect(descendant(h, "_tree", "root", "spacing") as? CGFloat == 4)
        #expect(descendant(h, "_tree", "root", "alignment") as? VerticalAlignment == .top)

        let v = VStack(alignment: .leading) { Text("a"); Text("b") }
        #expect(typeName(v) == "VStack<TupleView<(Text, Text)>>")
        #expect(descendant(v, "_tree", "root", "alignment") as? HorizontalAlignment == .leading)
        let spacing = try #require(descendant(v, "_tree", "root", "spacing"))
        #expect(typeName(spacing) == "Optional<CGFloat>")
        #expect(spacing as? CGFloat == nil)

        let z = ZStack(alignment: .bottomTrailing) { Color.red; Text("a") }
        #expect(typeName(z) == "ZStack<TupleView<(Color, Text)>>")
        #expect(descendant(z, "_tree", "root", "alignment") as? Alignment == .bottomTrailing)
    }

    @Test func idViewKeepsContentAndID() {
        let view = Text("a").id(7)
        #expect(typeName(view) == "IDView<Text, Int>")
        #expect(childLabels(view) == ["content", "id"])
        #expect(descendant(view, "id") as? Int == 7)
    }

    @Test func subscriptionViewKeepsContentPublisherAndAction() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let view = Text("a").onReceive(subject) { received.append($0) }
        #expect(typeName(view) == "SubscriptionView<PassthroughSubject<Int, Never>, Text>")
        #expect(childLabels(view) == ["content", "publisher", "action"])
        #expect(descendant(view, "publisher") as? PassthroughSubject<Int, Never> === subject)
        (descendant(view, "action") as? (Int) -> Void)?(3)
        #expect(received == [3])
    }

    @Test func buttonKeepsLabelAndAction() throws {
        var tapped = 0
        let button = Button(action: { tapped += 1 }) { Text("Go") }
        #expect(typeName(button) == "Button<Text>")
        #expect(typeName(try #require(descendant(button, "label"))) == "Text")
        let action = try #require(descendant(button, "action") as? () -> Void)
        action()
        #expect(tapped == 1)
    }

    @Test func imageKeepsItsNameUnderProviderBase() {
        #expect(descendant(Image(systemName: "star"), "provider", "base", "name") as? String == "star")
        #expect(descendant(Image("logo"), "provider", "base", "name") as? String == "logo")
        #expect(descendant(Image(systemName: "star"), "provider", "base", "location") as? Image.Location == .system)
    }

    @Test func emptyViewHasNoChildren() {
        #expect(typeName(EmptyView()) == "EmptyView")
        #expect(Mirror(reflecting: EmptyView()).children.isEmpty)
    }
}
