import Builders
import Inspect
import Testing
import Expectations

/// The static walk, opened on the tree's dynamic type.
private func staticTaggedTexts<V: View>(_ view: V) throws -> [TaggedText<Int>] {
    try view.taggedTexts(of: Int.self)
}

/// On random trees, the items a Picker reads are the ones SwiftUI's view-list rules give, on
/// every path: `taggedItems(of:)` (fast and Mirror-only) and `taggedTexts(of:)` all equal the
/// generator's own reference list, in order.
@MainActor @Suite struct TaggedItemsPropertyTests {
    static let seeds = 0..<200

    @Test func taggedItemsAndTaggedTextsEqualTheModelsItems() throws {
        var checked = (trees: 0, items: 0, tagged: 0, otherType: 0)
        for seed in Self.seeds {
            var generator = SeededGenerator(state: UInt64(seed))
            let tree = RandomTree.random(using: &generator)
            let view = tree.view
            let expected = tree.expectedTaggedTexts
            let fast = try inspect(view).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }
            let mirror = try inspect(view, mirrorOnly: true).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }
            #expect(fast == expected, "seed \(seed): \(tree.code)")
            #expect(mirror == expected, "seed \(seed), Mirror path: \(tree.code)")
            #expect(try staticTaggedTexts(view) == expected, "seed \(seed), taggedTexts: \(tree.code)")
            checked.trees += 1
            checked.items += expected.count
            checked.tagged += expected.filter { $0.tag.value != nil }.count
            checked.otherType += expected.filter { if case .otherType = $0.tag { true } else { false } }.count
        }
        // The generator reaches every kind of answer, so the comparison is not vacuous.
        expectEqual(checked.trees, Self.seeds.count)
        #expect(checked.items > 200 && checked.tagged > 50 && checked.otherType > 20, "\(checked)")
    }

    @Test func theMirrorPathDumpsWhatTheFastPathDumps() throws {
        for seed in Self.seeds {
            var generator = SeededGenerator(state: UInt64(seed))
            let tree = RandomTree.random(using: &generator)
            let view = tree.view
            let fast = inspect(view)
            let mirror = inspect(view, mirrorOnly: true)
            #expect(try fast.treeDump() == mirror.treeDump(), "seed \(seed): \(tree.code)")
            #expect(try fast.jsonDump(typeNames: .full) == mirror.jsonDump(typeNames: .full), "seed \(seed): \(tree.code)")
        }
    }
}
