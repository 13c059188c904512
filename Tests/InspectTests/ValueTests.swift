import Builders
import Inspect
import Testing
import Expectations

@MainActor @Suite struct ValueTests {
    @Test func stringReadsEveryKindOfText() throws {
        let n = 4
        expectEqual(try Text("plain").inspect().string(), "plain")
        expectEqual(try Text(verbatim: "100%").inspect().string(), "100%")
        expectEqual(try Text("even \(n)").inspect().string(), "even 4")
        expectEqual(try Text("\(n) of \("ten"), \(2.5, specifier: "%.1f")%").inspect().string(), "4 of ten, 2.5%")
        expectEqual(try (Text("a") + Text(verbatim: "b").bold() + Text("c")).inspect().string(), "abc")
        expectEqual(try Text("styled").bold().italic().font(.title).inspect().string(), "styled")
        expectEqual(try Text("inner \(Text("text"))").inspect().string(), "inner text")
    }

    @Test func stringOfANonTextIsATypeMismatch() throws {
        expectThrows(InspectionError.typeMismatch(expected: "Text", found: "Image", path: "image()")) {
            try Image(systemName: "x").inspect().string()
        }
    }

    @Test func tagAndIDAreReadThroughOtherModifiers() throws {
        let view = try Text("a").bold().tag(1).padding().id(3).inspect()
        expectEqual(try view.tag(), AnyHashable(1))
        expectEqual(try view.id(), AnyHashable(3))
        // id(_:) counts as a modifier, in its place, as ViewInspector counts it.
        expectEqual(view.modifiers.map(\.name), ["bold", "tag", "padding", "id"])
    }

    @Test func modifiersAreListedInApplicationOrder() throws {
        let view = try Image(systemName: "x")
            .padding().frame(width: 3).foregroundColor(.red).font(.body).background(Color.blue)
            .border(.red).opacity(0.5).disabled(true).onTapGesture {}.accessibilityLabel("x")
            .inspect()
        #expect(view.modifiers.map(\.name) == [
            "padding", "frame", "foregroundColor", "font", "background",
            "border", "opacity", "disabled", "onTapGesture", "accessibilityLabel",
        ])
        expectEqual(view.modifiers.first?.typeName, "_PaddingLayout")
    }

    @Test func disabledIsInheritedFromContainers() throws {
        let view = VStack { Button("Go") {} }.disabled(true)
        #expect(try view.inspect().vStack().button().isDisabled())
        expectEqual(try VStack { Button("Go") {} }.inspect().vStack().button().isDisabled(), false)
        expectEqual(try Button("Go") {}.disabled(false).inspect().isDisabled(), false)
    }

    @Test func accessibilityLabelAndIdentifierAreRead() throws {
        let root = try Screen(showFooter: true).inspect()
        expectEqual(try root.find(text: "Footer").accessibilityLabel().string(), "The footer")
        expectEqual(try root.find(button: "Save").accessibilityIdentifier(), "save")
    }
}
