import Builders
import Inspect
import Testing

/// The inspector reads SwiftUI's three tag layouts from replica types it has never seen.
@MainActor @Suite struct LayoutEraTests {
    @Test func classicReplicaTreeIsReadByLabelsAlone() throws {
        let tree = Replica.TupleView(value: (
            Replica.classicTag(Replica.Text("First"), 0),
            Replica.classicTag(Replica.Text(verbatim: "Second"), 1)
        ))
        let items = try inspect(tree).taggedItems(of: Int.self)
        #expect(items.map(\.text) == ["First", "Second"])
        #expect(items.map(\.tag) == [.value(0), .value(1)])
    }

    @Test func includeOptionalEraIsReadForPlainAndOptionalSelections() throws {
        let tree = Replica.TupleView(value: (
            Replica.includeOptionalTag(Replica.Text("on"), 1, includeOptional: true),
            Replica.includeOptionalTag(Replica.Text("off"), 2, includeOptional: false)
        ))
        #expect(try inspect(tree).taggedItems(of: Int.self).map(\.tag) == [.value(1), .value(2)])
        #expect(try inspect(tree).taggedItems(of: Int?.self).map(\.tag) == [.value(1), .value(2)])
        #expect(try inspect(tree).tupleView().text(0).tag() == AnyHashable(1))
    }

    @Test func newestEraIsRead() throws {
        let tree = Replica.Group(content: Replica.TupleView(value: (
            Replica.newestTag(Replica.Text("a"), "x"),
            Replica.newestTag(Replica.Text("b"), "y")
        )))
        let root = inspect(tree)
        #expect(root.kind == .group)
        #expect(try root.taggedItems(of: String.self).map(\.tag.value) == ["x", "y"])
    }

    @Test func replicaStackContentIsReadThroughItsTree() throws {
        let stack = Replica.HStack(_tree: Replica.Tree(root: Replica.Layout(spacing: 2), content: Replica.TupleView(value: (
            Replica.Text("l"), Replica.Text("r")
        ))))
        #expect(try inspect(stack).hStack().text(1).string() == "r")
    }

    @Test func ourOwnIncludeOptionalLayoutReadsTheSameWithAndWithoutTheFastPath() throws {
        let view = ModifiedContent(content: Text("a").tag(1), modifier: _TraitWritingModifier<TagValueTraitKey<Int?>>(value: .tagged(1)))
        #expect(try inspect(view).taggedItems(of: Int?.self).map(\.tag) == [.value(1)])
        #expect(try inspect(view, mirrorOnly: true).taggedItems(of: Int.self).map(\.tag) == [.value(1)])
    }
}
