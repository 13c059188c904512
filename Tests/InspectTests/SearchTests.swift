import Builders
import Inspect
import Testing
import Expectations

@MainActor @Suite struct SearchTests {
    let root = inspect(Screen(showFooter: true))

    @Test func findTextButtonTagIDAndAccessibilityIdentifier() throws {
        expectEqual(try root.find(text: "b").pathToRoot, "view(Screen.self).vStack().group(1).forEach(0).text(1)")
        expectEqual(try root.find(button: "Save").kind, .button)
        expectEqual(try root.find(viewWithId: "c").string(), "c")
        expectEqual(try root.find(viewWithAccessibilityIdentifier: "save").kind, .button)
        // Row(n: 2) carries the implicit tag 2 of its ForEach element, and is shallower than its Text.
        expectEqual(try Rows(count: 3).inspect().find(viewWithTag: 2).text().string(), "row 2")
    }

    @Test func findByTypeWithACondition() throws {
        let row = try Rows(count: 4).inspect().find(Row.self) { try $0.text().string() == "row 3" }
        expectEqual(try row.actualView(Row.self).n, 3)
        expectEqual(try Rows(count: 4).inspect().findAll(Row.self).count, 4)
        expectEqual(try root.findAll(Text.self).count, 6)
    }

    @Test func breadthFirstFindsTheShallowestMatchAndDepthFirstTheFirstInOrder() throws {
        let view = VStack {
            HStack { Text("deep").tag(1) }
            Text("shallow").tag(1)
        }
        expectEqual(try view.inspect().find(viewWithTag: 1).string(), "shallow")
        expectEqual(try view.inspect().find(viewWithTag: 1, traversal: .depthFirst).string(), "deep")
    }

    @Test func findAllVisitsInDisplayOrderDepthFirst() throws {
        let texts = try root.findAll(traversal: .depthFirst) { $0.kind == .text }.map { try $0.string() }
        expectEqual(texts, ["Title", "a", "b", "c", "Save", "Footer"])
    }

    @Test func notFoundSaysWhatWasSearchedAndHowManyWereSkipped() throws {
        // Screen, VStack, Text, Group, ForEach, 3 Texts, HStack, Image, Button, its Text, Footer: 13 views.
        expectThrows(InspectionError.notFound(searched: "Text \"Nope\"", skipped: 13, path: "view(Screen.self)")) {
            try root.find(text: "Nope")
        }
    }

    @Test func aSearchThroughALinkBackToItsOwnScreenEndsNotFound() throws {
        // EndlessScreen, VStack, Text, NavigationLink, its label's Text, and the destination's
        // EndlessScreen, which is visited but not opened: 6 views, in either order.
        for traversal in [Traversal.breadthFirst, .depthFirst] {
            expectThrows(InspectionError.notFound(searched: "Text \"Nope\"", skipped: 6, path: "view(EndlessScreen.self)")) {
                try EndlessScreen().inspect().find(text: "Nope", traversal: traversal)
            }
        }
        expectEqual(try EndlessScreen().inspect().findAll(EndlessScreen.self).count, 2)
        // A destination wrapped in a stack is stopped at the repeated screen all the same.
        expectThrows(InspectionError.self) { try WrappedEndlessScreen().inspect().find(text: "Nope") }
        expectEqual(try WrappedEndlessScreen().inspect().findAll { $0.kind == .text }.count, 3)
    }

    @Test func anAppsViewNamedLikeABuiltInViewIsSearchedAsTheAppsView() throws {
        let view = Group {
            Shelf.EmptyView()
            Shelf.Tree()
        }
        // Read by their names alone, the first would be the built-in EmptyView, showing nothing,
        // and the second a container the walk looks through.
        expectEqual(try view.inspect().find(text: "empty").pathToRoot, "group().view(EmptyView.self, 0).text()")
        expectEqual(try view.inspect().find(Shelf.Tree.self).pathToRoot, "group().view(Tree.self, 1)")
        expectEqual(try view.inspect().find(text: "leaf").pathToRoot, "group().view(Tree.self, 1).text()")
    }
}

/// Views of an app named like built-in ones: `EmptyView` like the kind, `Tree` like the
/// container a custom `Layout` builds.
private enum Shelf {
    struct EmptyView: View {
        var body: some View { Text("empty") }
    }

    struct Tree: View {
        var body: some View { Text("leaf") }
    }
}

/// A screen whose link leads to the same screen again: a tree without end.
private struct EndlessScreen: View {
    var body: some View {
        VStack {
            Text("Home")
            NavigationLink("Next") { EndlessScreen() }
        }
    }
}

/// The same, with the screen inside the destination's stack.
private struct WrappedEndlessScreen: View {
    var body: some View {
        VStack {
            Text("Home")
            NavigationLink("Next") { VStack { Text("Above"); WrappedEndlessScreen() } }
        }
    }
}

/// A screen that links to ``LinkBack``, which links back here: a tree without end.
private struct LinkThere: View {
    var body: some View { NavigationLink("There", destination: LinkBack()) }
}

/// Links back to ``LinkThere``.
private struct LinkBack: View {
    var body: some View { NavigationLink("Back", destination: LinkThere()) }
}

@MainActor @Suite struct EndlessTreeSearchTests {
    @Test func aSearchWithNoMatchOverLinksThatLeadBackEndsWithNotFound() throws {
        let root = try NavigationStack { LinkThere() }.inspect()
        expectThrows(InspectionError.self) { try root.find(text: "Nowhere") }
        expectThrows(InspectionError.self) { try root.find(ViewKind.text, traversal: .depthFirst, where: { _ in false }) }
        expectEqual(try root.find(text: "Back").string(), "Back")
    }
}
