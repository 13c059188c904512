import Builders
import Inspect
import Testing

/// Values the inspector does not understand never crash it.
@MainActor @Suite struct RobustnessTests {
    final class Node {
        var next: Node?
        var label = "cycle"
    }

    struct Strange: View {
        var node: Node
        var metatype: Any.Type = Int.self
        var closure: () -> Int = { 1 }
        var body: some View {
            Text("strange")
        }
    }

    @Test func unknownValuesAreLeavesWithoutChildren() throws {
        let root = inspect(42)
        #expect(root.kind == .unknown)
        #expect(try root.children().isEmpty)
        #expect(throws: InspectionError.typeMismatch(expected: "Text", found: "Int", path: "view(Int.self)")) {
            try root.string()
        }
    }

    @Test func referenceCyclesMetatypesAndClosuresInAViewAreHarmless() throws {
        let node = Node()
        node.next = node
        // Break the cycle at the end, so that the AddressSanitizer run's leak check stays clean.
        defer { node.next = nil }
        let root = try VStack { Strange(node: node); Text("after") }.inspect()
        #expect(try root.find(text: "after").pathToRoot == "vStack().text(1)")
        #expect(try root.find(text: "strange").pathToRoot == "vStack().view(Strange.self, 0).text()")
        let ours = MirrorDump.string(of: Strange(node: node))
        var expected = ""
        dump(Strange(node: node), to: &expected)
        #expect(ours.replacingOccurrences(of: "#0", with: "#N") == expected.replacingOccurrences(of: "#0", with: "#N"))
    }

    @Test func modifierChainOfThreeThousandLevelsIsWalkedWithoutRecursion() throws {
        let chain = paddedChain(Text("bottom").tag(7), depth: 3_000)
        let root = inspect(chain)
        #expect(root.kind == .text)
        #expect(root.modifiers.count == 3_001)
        #expect(try root.string() == "bottom")
        #expect(try root.taggedItems(of: Int.self).map(\.tag) == [.value(7)])
        #expect(root.typeName == "Text")
    }

    /// Off the main actor (a built tree is inspected on any thread), so that the other tests,
    /// most of which are on the main actor, need not wait for this long one.
    @Test nonisolated func aForEachOf250000NodesIsExtractedInOrder() throws {
        let view = ForEach(0..<250_000) { i in Text(verbatim: "n").tag(i) }
        let items = try inspect(view).taggedItems(of: Int.self)
        #expect(items.count == 250_000)
        #expect(items.last?.tag == .value(249_999))
    }

    @Test func typeNamesAreReadWithoutGenericArguments() throws {
        let chain = paddedChain(Text("x"), depth: 500)
        #expect(inspect(chain).typeName == "Text")
        #expect(inspect(HStack { Text("a"); Text("b") }).typeName == "HStack")
        #expect(inspect(TagValueTraitKey<Int>.Value.tagged(1)).typeName == "Value")
    }
}
