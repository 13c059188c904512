import Builders
import Inspect
import Testing
import Expectations

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
        expectEqual(root.kind, .unknown)
        #expect(try root.children().isEmpty)
        expectThrows(InspectionError.typeMismatch(expected: "Text", found: "Int", path: "view(Int.self)")) {
            try root.string()
        }
    }

    @Test func referenceCyclesMetatypesAndClosuresInAViewAreHarmless() throws {
        let node = Node()
        node.next = node
        // Break the cycle at the end, so that the AddressSanitizer run's leak check stays clean.
        defer { node.next = nil }
        let root = try VStack { Strange(node: node); Text("after") }.inspect()
        expectEqual(try root.find(text: "after").pathToRoot, "vStack().text(1)")
        expectEqual(try root.find(text: "strange").pathToRoot, "vStack().view(Strange.self, 0).text()")
        let ours = MirrorDump.string(of: Strange(node: node))
        var expected = ""
        dump(Strange(node: node), to: &expected)
        expectEqual(ours.replacingOccurrences(of: "#0", with: "#N"), expected.replacingOccurrences(of: "#0", with: "#N"))
    }

    @Test func modifierChainOfThreeThousandLevelsIsWalkedWithoutRecursion() throws {
        let chain = paddedChain(Text("bottom").tag(7), depth: 3_000)
        let root = inspect(chain)
        expectEqual(root.kind, .text)
        expectEqual(root.modifiers.count, 3_001)
        expectEqual(try root.string(), "bottom")
        expectEqual(try root.taggedItems(of: Int.self).map(\.tag), [.value(7)])
        expectEqual(root.typeName, "Text")
    }

    /// Off the main actor (a built tree is inspected on any thread), so that the other tests,
    /// most of which are on the main actor, need not wait for this long one.
    @Test nonisolated func aForEachOf250000NodesIsExtractedInOrder() throws {
        let view = ForEach(0..<250_000) { i in Text(verbatim: "n").tag(i) }
        let items = try inspect(view).taggedItems(of: Int.self)
        expectEqual(items.count, 250_000)
        expectEqual(items.last?.tag, .value(249_999))
    }

    @Test func typeNamesAreReadWithoutGenericArguments() throws {
        let chain = paddedChain(Text("x"), depth: 500)
        expectEqual(inspect(chain).typeName, "Text")
        expectEqual(inspect(HStack { Text("a"); Text("b") }).typeName, "HStack")
        expectEqual(inspect(TagValueTraitKey<Int>.Value.tagged(1)).typeName, "Value")
    }
}
