import Builders
import Testing
import Expectations

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
        expectEqual(typeName(outer), "Outer")
        expectEqual(typeName(outer.body), "VStack<TupleView<(Middle, Optional<Text>)>>")
        expectEqual(typeName(Middle().body), "TupleView<(Leaf, Leaf)>")
        expectEqual(typeName(Leaf(title: "x").body), "Text")
        expectEqual(descendant(Middle().body, "value", ".1", "title") as? String, "two")
    }

    @Test func customModifierBodyReceivesTheContentPlaceholder() {
        let modified = Text("x").modifier(Card(inset: 2))
        expectEqual(typeName(modified), "ModifiedContent<Text, Card>")
        let body = Card(inset: 2).body(content: _ViewModifier_Content(content: nil))
        expectEqual(typeName(body), "ModifiedContent<ModifiedContent<_ViewModifier_Content<Card>, _PaddingLayout>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>")
    }

    @Test func stateAndBindingWrittenFromABodyAreSeenOutside() throws {
        var chosen = 0
        let counter = Counter(selection: Binding(get: { chosen }, set: { chosen = $0 }))
        let action = try #require(descendant(counter.body, "action") as? () -> Void)
        action()
        action()
        expectEqual(counter.count, 2)
        expectEqual(chosen, 2)
        expectEqual(childLabels(counter), ["_count", "_selection"])
    }
}
