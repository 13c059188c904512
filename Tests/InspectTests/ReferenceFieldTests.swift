import Builders
import Inspect
import Testing
import Expectations

/// The label walk loads a struct's fields at their offsets, except where the declared type
/// does not describe the storage: `weak` and `unowned` references and existentials are read
/// through Mirror. (Loading a weak field as its Optional type would read the side table as an
/// object; an existential field would stay boxed, and a Text inside an AnyView be misread.)
@MainActor @Suite struct ReferenceFieldTests {
    final class Target {
        let label = "target"
    }

    /// Named like SwiftUI's modifier pair, and primitive as it is, so the walk reads `content` and
    /// `modifier` by label.
    struct ModifiedContent: View {
        typealias Body = Never
        weak var content: Target?
        unowned var modifier: Target
    }

    /// A primitive IDView-shaped replica whose content is an existential.
    struct IDView: View {
        typealias Body = Never
        var content: any View
        var id: Int
    }

    @Test func weakAndUnownedFieldsAreReadThroughMirror() throws {
        let target = Target()
        let replica = ModifiedContent(content: target, modifier: target)
        let root = try VStack { replica; Text("after").tag(1) }.inspectWithMirrorOnly()
        let items = try root.taggedItems(of: Int.self)
        expectEqual(items.map(\.text), [nil, "after"])
        expectEqual(items.map(\.tag), [.untagged, .value(1)])
        expectEqual(target.label, "target")
    }

    @Test func anExistentialFieldIsUnwrappedToItsValue() throws {
        let root = try IDView(content: Text("inside").tag(4), id: 9).inspectWithMirrorOnly()
        expectEqual(root.kind, .text)
        expectEqual(try root.string(), "inside")
        expectEqual(try root.id(), AnyHashable(9))
        expectEqual(try root.taggedItems(of: Int.self).map(\.tag), [.value(4)])
    }

    @Test func aTextInsideAnAnyViewReadsTheSameOnBothPaths() throws {
        let view = AnyView(Text("erased").bold().tag(2))
        let fast = try view.inspect()
        let mirror = try view.inspectWithMirrorOnly()
        #expect(try fast.treeDump() == mirror.treeDump())
        expectEqual(try mirror.taggedItems(of: Int.self).map(\.text), ["erased"])
    }
}
