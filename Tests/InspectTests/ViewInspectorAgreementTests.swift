import Builders
import Inspect
import Testing
import Expectations

private struct Tile<Content: View>: View {
    let content: Content
    var body: some View { HStack { Text("card"); content } }
}

/// Where ViewInspector has the concept, the inspector behaves as it does.
@MainActor @Suite struct ViewInspectorAgreementTests {
    @Test func aGenericCustomViewMatchesWhateverItsArguments() throws {
        let view = VStack { Tile(content: Text("a")); Tile(content: Image(systemName: "star")) }
        let root = try view.inspect()
        expectEqual(try root.vStack().view(Tile<EmptyView>.self, 1).typeName, "Tile")
        expectEqual(try root.find(Tile<Never>.self).pathToRoot, "vStack().view(Tile<EmptyView>.self, 0)")
        expectEqual(try root.findAll(Tile<EmptyView>.self).count, 2)
    }

    @Test func askingSeveralViewsForOneWithoutAnIndexIsAMisuse() throws {
        @ViewBuilder func two() -> some View {
            EmptyView()
            Text("b")
        }
        expectThrows(InspectionError.notSupported("emptyView() on a view of 2 children: give the index, as emptyView(0)", path: "vStack()")) {
            try VStack { two() }.inspect().vStack().emptyView()
        }
        expectEqual(try VStack { two() }.inspect().vStack().emptyView(0).kind, .emptyView)
    }

    @Test func askingForOneOfSwiftUIsViewsByTypeIsAMisuse() throws {
        expectThrows(InspectionError.notSupported("view(Text.self): Text is one of SwiftUI's views; use text()", path: "vStack()")) {
            try VStack { Text("a") }.inspect().vStack().view(Text.self)
        }
    }

    @Test func idCountsAsAModifierInItsPlace() throws {
        let view = try Text("a").id(1).padding().inspect()
        expectEqual(view.modifiers.map(\.name), ["id", "padding"])
    }
}
