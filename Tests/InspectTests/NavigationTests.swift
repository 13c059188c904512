import Builders
import Inspect
import Testing
import Expectations

@MainActor @Suite struct NavigationTests {
    @Test func childrenSeeThroughTuplesModifiersConditionalsAndIDs() throws {
        let root = try Screen(showFooter: true).inspect()
        expectEqual(root.kind, .custom)
        let stack = try root.vStack()
        let kinds = try stack.children().map(\.kind)
        expectEqual(kinds, [.text, .group, .hStack, .text])
        // The absent footer keeps its slot, so that the views after it keep their indices (ViewInspector's rule).
        let withoutFooter = try Screen(showFooter: false).inspect().vStack().children()
        expectEqual(withoutFooter.map(\.kind), [.text, .group, .hStack, .absent])
        #expect(withoutFooter[3].isAbsent)
        expectThrows(InspectionError.viewAbsent(expected: "Text", path: "view(Screen.self).vStack().text(3)")) {
            try Screen(showFooter: false).inspect().vStack().text(3)
        }
    }

    @Test func forEachChildrenAreItsElements() throws {
        let forEach = try Screen(showFooter: false).inspect().vStack().group(1).forEach()
        expectEqual(try forEach.children().map { try $0.string() }, ["a", "b", "c"])
        expectEqual(try forEach.text(2).string(), "c")
    }

    @Test func navigationByKindAndIndexReachesNestedViews() throws {
        let root = try Screen(showFooter: true).inspect()
        expectEqual(try root.vStack().hStack(2).button(1).labelView().text().string(), "Save")
        expectEqual(try root.vStack()[0].string(), "Title")
        expectEqual(try root.vStack().hStack(2).image(0).kind, .image)
    }

    @Test func customViewsAreNodesReachedByType() throws {
        let root = try Rows(count: 3).inspect()
        let row = try root.forEach().view(Row.self, 1)
        expectEqual(try row.text().string(), "row 1")
        expectEqual(row.typeName, "Row")
    }

    @Test func rootOfABlockIsATupleView() throws {
        @ViewBuilder func block() -> some View {
            Text("a")
            Text("b")
        }
        let root = try block().inspect()
        expectEqual(root.kind, .tupleView)
        expectEqual(try root.tupleView().text(1).string(), "b")
    }

    @Test func pathToRootNamesEachStepAndLeadsBackToTheView() throws {
        let root = try Screen(showFooter: true).inspect()
        let letter = try root.find(text: "c")
        expectEqual(letter.pathToRoot, "view(Screen.self).vStack().group(1).forEach(0).text(2)")
        let again = try Screen(showFooter: true).inspect().descendant(atPath: letter.pathToRoot)
        expectEqual(try again.string(), "c")
        expectEqual(try root.vStack().group(1).forEach().text(2).pathToRoot, letter.pathToRoot)
    }

    @Test func pathOfANestedCustomViewRoundTrips() throws {
        let root = try Rows(count: 2).inspect()
        let text = try root.find(text: "row 1")
        expectEqual(text.pathToRoot, "view(Rows.self).forEach().view(Row.self, 1).text()")
        expectEqual(try root.descendant(atPath: text.pathToRoot).string(), "row 1")
    }

    @Test func customModifierBodyIsExpandedAroundItsContent() throws {
        let root = try Text("inside").modifier(Card()).inspect()
        expectEqual(root.kind, .text)
        expectEqual(root.modifiers.map(\.name), ["padding", "border", "Card"])
    }

    @Test func actualViewReturnsTheTypedValue() throws {
        let row = try Rows(count: 2).inspect().forEach().view(Row.self, 1).actualView(Row.self)
        expectEqual(row.n, 1)
    }
}

@MainActor @Suite struct SubscriptTests {
    @Test func anIndexPastTheChildrenIsAnAbsentViewWhoseStepsThrowWithItsPath() throws {
        let stack = try VStack { Text("a"); Text("b") }.inspect().vStack()
        expectEqual(try stack[1].text().string(), "b")
        #expect(stack[2].isAbsent)
        #expect(stack[2].pathToRoot == "vStack().absentView(2)" || stack[2].pathToRoot.hasSuffix("(2)"))
        expectThrows(InspectionError.self) { try stack[2].text() }
    }
}
