import Builders
import Testing

struct Leaf: View {
    var title: String
    var body: some View {
        Text(title).bold()
    }
}

struct Middle: View {
    var body: some View {
        Leaf(title: "one")
        Leaf(title: "two")
    }
}

struct Outer: View {
    var showFooter: Bool
    var body: some View {
        VStack {
            Middle()
            if showFooter {
                Text("footer")
            }
        }
    }
}

struct Card: ViewModifier {
    var inset: CGFloat
    func body(content: Content) -> some View {
        content.padding(inset).border(.gray)
    }
}

struct Counter: View {
    @State var count = 0
    @Binding var selection: Int
    var body: some View {
        Button("Add") { count += 1; selection = count }
    }
}

@MainActor @Suite struct CustomViewTests {
    @Test func customViewsNestThreeDeepAndExposeTheirBodies() {
        let outer = Outer(showFooter: true)
        #expect(typeName(outer) == "Outer")
        #expect(typeName(outer.body) == "VStack<TupleView<(Middle, Optional<Text>)>>")
        #expect(typeName(Middle().body) == "TupleView<(Leaf, Leaf)>")
        #expect(typeName(Leaf(title: "x").body) == "Text")
        #expect(descendant(Middle().body, "value", ".1", "title") as? String == "two")
    }

    @Test func customModifierBodyReceivesTheContentPlaceholder() {
        let modified = Text("x").modifier(Card(inset: 2))
        #expect(typeName(modified) == "ModifiedContent<Text, Card>")
        let body = Card(inset: 2).body(content: _ViewModifier_Content(content: nil))
        #expect(typeName(body) == "ModifiedContent<ModifiedContent<_ViewModifier_Content<Card>, _PaddingLayout>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>")
    }

    @Test func stateAndBindingWrittenFromABodyAreSeenOutside() throws {
        var chosen = 0
        let counter = Counter(selection: Binding(get: { chosen }, set: { chosen = $0 }))
        let action = try #require(descendant(counter.body, "action") as? () -> Void)
        action()
        action()
        #expect(counter.count == 2)
        #expect(chosen == 2)
        #expect(childLabels(counter) == ["_count", "_selection"])
    }
}
