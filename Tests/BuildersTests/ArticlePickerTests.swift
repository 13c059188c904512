import Builders
import Testing
import Expectations

// The classic article's picker, pasted from SwiftUI with only the import changed:
// its Mirror paths (`value`, `.N`, `content`, `modifier|value|tagged`) must work
// unchanged on our trees. Its force unwraps are the article's, kept on purpose.
struct FSPicker<SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let content: Content

    init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self._selection = selection
        self.content = content()
    }

    var body: some View {
        let contentMirror = Mirror(reflecting: content)
        let blocksCount = Mirror(reflecting: contentMirror.descendant("value")!).children.count
        HStack {
            ForEach(0..<blocksCount) { index in
                let tupleBlock = contentMirror.descendant("value", ".\(index)")
                let text = Mirror(reflecting: tupleBlock!).descendant("content") as! Text
                let tag = Mirror(reflecting: tupleBlock!).descendant("modifier", "value", "tagged") as! SelectionValue
                Button {
                    selection = tag
                } label: {
                    text
                }
                .background(selection == tag ? Color.gray : Color.clear)
            }
        }
    }
}

struct ArticleScreen: View {
    @State private var selection = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            FSPicker(selection: $selection) {
                Text("First").tag(0)
                Text("Second").tag(1)
                Text("Third").tag(2)
            }
            Text("Selected: \(selection)")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}

@MainActor @Suite struct ArticlePickerTests {
    @Test func articlePickerReadsOurTreeWithItsOwnMirrorPaths() throws {
        var selection = 0
        let picker = FSPicker(selection: Binding(get: { selection }, set: { selection = $0 })) {
            Text("First").tag(0)
            Text("Second").tag(1)
            Text("Third").tag(2)
        }
        let forEach = try #require(descendant(picker.body, "_tree", "content") as? ForEach<Range<Int>, Int, ModifiedContent<Button<Text>, _BackgroundModifier<Color>>>)
        expectEqual(forEach.data, 0..<3)
        let third = forEach.content(2)
        expectEqual(descendant(third, "content", "label", "storage", "anyTextStorage", "key", "key") as? String, "Third")
        third.content.action()
        expectEqual(selection, 2)
    }

    // On a Text, `font` and `foregroundColor` are Text's own modifiers and return
    // Text, as in SwiftUI; only the VStack's `padding` wraps in ModifiedContent.
    @Test func swiftUIScreenCompilesAndBuildsTheExpectedType() {
        expectEqual(typeName(ArticleScreen().body), "ModifiedContent<VStack<TupleView<(FSPicker<Int, TupleView<(ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>)>>, Text)>>, _PaddingLayout>")
    }
}
