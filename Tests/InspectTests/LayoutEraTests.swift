import Builders
import Inspect
import Testing
import Expectations

/// The inspector reads SwiftUI's three tag layouts from replica types it has never seen.
@MainActor @Suite struct LayoutEraTests {
    @Test func classicReplicaTreeIsReadByLabelsAlone() throws {
        let tree = Replica.TupleView(value: (
            Replica.classicTag(Replica.Text("First"), 0),
            Replica.classicTag(Replica.Text(verbatim: "Second"), 1)
        ))
        let items = try inspect(tree).taggedItems(of: Int.self)
        expectEqual(items.map(\.text), ["First", "Second"])
        expectEqual(items.map(\.tag), [.value(0), .value(1)])
    }

    @Test func includeOptionalEraIsReadForPlainAndOptionalSelections() throws {
        let tree = Replica.TupleView(value: (
            Replica.includeOptionalTag(Replica.Text("on"), 1, includeOptional: true),
            Replica.includeOptionalTag(Replica.Text("off"), 2, includeOptional: false)
        ))
        expectEqual(try inspect(tree).taggedItems(of: Int.self).map(\.tag), [.value(1), .value(2)])
        expectEqual(try inspect(tree).taggedItems(of: Int?.self).map(\.tag), [.value(1), .value(2)])
        expectEqual(try inspect(tree).tupleView().text(0).tag(), AnyHashable(1))
    }

    @Test func newestEraIsRead() throws {
        let tree = Replica.Group(content: Replica.TupleView(value: (
            Replica.newestTag(Replica.Text("a"), "x"),
            Replica.newestTag(Replica.Text("b"), "y")
        )))
        let root = inspect(tree)
        expectEqual(root.kind, .group)
        expectEqual(try root.taggedItems(of: String.self).map(\.tag.value), ["x", "y"])
    }

    @Test func replicaStackContentIsReadThroughItsTree() throws {
        let stack = Replica.HStack(_tree: Replica.Tree(root: Replica.Layout(spacing: 2), content: Replica.TupleView(value: (
            Replica.Text("l"), Replica.Text("r")
        ))))
        expectEqual(try inspect(stack).hStack().text(1).string(), "r")
    }

    @Test func ourOwnIncludeOptionalLayoutReadsTheSameWithAndWithoutTheFastPath() throws {
        let view = ModifiedContent(content: Text("a").tag(1), modifier: _TraitWritingModifier<TagValueTraitKey<Int?>>(value: .tagged(1)))
        expectEqual(try inspect(view).taggedItems(of: Int?.self).map(\.tag), [.value(1)])
        expectEqual(try inspect(view, mirrorOnly: true).taggedItems(of: Int.self).map(\.tag), [.value(1)])
    }
}
