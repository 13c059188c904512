import Builders
import Inspect
import Testing
import Expectations

/// Views a node holds beside its children — a control's label, a modifier's overlay or
/// background — are reached by their own steps, searched, dumped and replayed, as in ViewInspector.
@MainActor @Suite struct SupplementaryViewTests {
    @Test func aButtonsLabelIsReachedThroughLabelViewNotAsAChild() throws {
        let button = try Button("Save") {}.inspect().button()
        #expect(try button.children().isEmpty)
        expectEqual(try button.labelView().text().string(), "Save")
        // The step's path ends at the step until a step names the view, as in ViewInspector.
        expectEqual(try button.labelView().pathToRoot, "button().labelView()")
        expectEqual(try button.labelView().text().pathToRoot, "button().labelView().text()")
        expectEqual(try Button("Save") {}.inspect().find(text: "Save").pathToRoot, "button().labelView().text()")
    }

    @Test func findSearchesInsideOverlaysAndBackgroundsAndItsPathsReplay() throws {
        let view = HStack {
            Text("a")
                .overlay(Text("over"))
                .background(VStack { Text("under") })
        }
        let root = try view.inspect()
        let over = try root.find(text: "over")
        expectEqual(over.pathToRoot, "hStack().text(0).overlay().text()")
        let under = try root.find(text: "under")
        expectEqual(under.pathToRoot, "hStack().text(0).background().vStack().text(0)")
        expectEqual(try root.descendant(atPath: under.pathToRoot).string(), "under")
        expectEqual(try root.hStack().text(0).background().vStack().text(0).string(), "under")
    }

    @Test func severalOverlaysAreNumberedInnermostFirst() throws {
        let view = Text("a").overlay(Text("first")).overlay(Text("second"))
        let root = try view.inspect()
        expectEqual(try root.text().overlay(0).string(), "first")
        expectEqual(try root.text().overlay(1).string(), "second")
        expectEqual(try root.find(text: "second").pathToRoot, "text().overlay(1).text()")
        expectThrows(InspectionError.indexOutOfRange(index: 2, count: 2, path: "text()")) {
            try root.text().overlay(2)
        }
    }

    @Test func aViewWithoutTheSupplementaryViewSaysSo() throws {
        expectThrows(InspectionError.attributeNotFound("a view for overlay()", in: "Text", path: "text()")) {
            try Text("a").inspect().text().overlay()
        }
    }

    @Test func theTreeDumpShowsSupplementaryViewsWithTheirSteps() throws {
        let view = VStack { Button("Go") {}.background(Color.red) }
        #expect(try view.inspect().treeDump() == """
            VStack
            └─ Button .background
               ├─ labelView: Text "Go"
               └─ background: Color

            """)
    }
}
