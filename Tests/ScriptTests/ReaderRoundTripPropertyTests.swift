import Builders
import Inspect
import Script
import Testing
import Expectations

/// On random trees printed as view code, the reader builds the tree the code says: the type the
/// model predicts (the type the compiler would give the same code), the same tree dump as the
/// tree built with the Builders API, and the items the model predicts.
@MainActor @Suite struct ReaderRoundTripPropertyTests {
    @Test func readingAPrintedTreeGivesTheSameTree() throws {
        var compared = 0
        for seed in 0..<200 {
            var generator = SeededGenerator(state: UInt64(seed))
            let tree = RandomTree.random(using: &generator, options: .init(customViews: false))
            let built = tree.view
            let read = try ViewFile.build(source: tree.code, file: "random-\(seed).swift")
            // The model's prediction, then the two trees against each other.
            #expect(typeName(read) == tree.typeName, "seed \(seed): \(tree.code)")
            #expect(typeName(built) == tree.typeName, "seed \(seed): \(tree.code)")
            #expect(try inspect(read).treeDump() == inspect(built).treeDump(), "seed \(seed): \(tree.code)")
            let items = try inspect(read).taggedItems(of: Int.self).map { TaggedText(text: $0.text, tag: $0.tag) }
            #expect(items == tree.expectedTaggedTexts, "seed \(seed): \(tree.code)")
            compared += 1
        }
        expectEqual(compared, 200)
    }
}
