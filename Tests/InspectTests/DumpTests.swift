import Builders
import Inspect
import Testing
import Expectations

@MainActor @Suite struct DumpTests {
    @ViewBuilder func classic() -> some View {
        Text("First").tag(0)
        Text("Second").bold().tag(1)
        Text("Third").tag(2)
    }

    @Test func treeDumpAlignsSiblingAttributes() throws {
        // "Text \"Second\"" is the widest label (13): the others pad to it, then one space.
        #expect(try classic().inspect().treeDump() == """
            TupleView
            ├─ Text "First"  tag: 0
            ├─ Text "Second" tag: 1  .bold
            └─ Text "Third"  tag: 2

            """)
    }

    @Test func treeDumpShowsNestingIdsAndModifiers() throws {
        let view = VStack {
            Group {
                ForEach(0..<2) { i in Text("r\(i)").padding().id(i) }
            }
            Button("Go") {}.disabled(true)
        }
        #expect(try view.inspect().treeDump() == """
            VStack
            ├─ Group
            │  └─ ForEach
            │     ├─ Text "r0" tag: 0  id: 0  .padding
            │     └─ Text "r1" tag: 1  id: 1  .padding
            └─ Button .disabled
               └─ labelView: Text "Go"

            """)
    }

    @Test func treeDumpPrintsFullTypeNamesOnRequest() throws {
        let dump = try HStack { Text("a"); Image(systemName: "b") }.inspect().treeDump(typeNames: .full)
        #expect(dump == """
            HStack<TupleView<(Text, Image)>>
            ├─ Text "a"
            └─ Image "b"

            """)
    }

    @Test func jsonDumpFollowsTheDocumentedSchema() throws {
        let json = try classic().inspect().jsonDump()
        #expect(json.hasPrefix(#"{"schema":"view-inspection/dump","version":1,"root":{"kind":"tupleView","type":"TupleView","path":"tupleView()","children":["#))
        #expect(json.contains(#"{"kind":"text","type":"Text","path":"tupleView().text(1)","text":"Second","tag":1,"tagType":"Int","modifiers":["bold"]}"#))
        #expect(json.hasSuffix("]}}"))
    }

    @Test func jsonDumpEscapesStringsAndWritesOtherTagsAsText() throws {
        let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        let json = try Text(verbatim: "say \"hi\"\n").tag(uuid).inspect().jsonDump()
        #expect(json.contains(#""text":"say \"hi\"\n""#))
        #expect(json.contains(#""tag":"00000000-0000-0000-0000-000000000001","tagType":"UUID""#))
    }

    @Test func mirrorDumpEqualsTheStandardLibrarysDump() {
        let values: [Any] = [
            classic(),
            Screen(showFooter: true),
            Text("a") + Text("b"),
            AnyView(Text("x").id(1)),
            [1, 2, 3],
            ["k": 1],
            (1, "two"),
            Optional<Int>.none as Any,
            // Objects and metatypes are numbered; non-ASCII summaries are cut by bytes, not characters.
            [DumpedObject(), DumpedObject()],
            [Int.self, String.self, Int.self] as [Any.Type],
            "héllo ✓ 👩‍👩‍👧",
        ]
        for value in values {
            var expected = ""
            dump(value, to: &expected)
            expectEqual(MirrorDump.string(of: value), expected)
        }
    }

    @Test func aNegativeIndentWritesLinesUnindentedWhereDumpWouldTrap() {
        expectEqual(MirrorDump.string(of: [1], indent: -4), "▿ 1 element\n- 1\n")
    }

    @Test func mirrorDumpHonoursNameIndentDepthAndItemLimits() {
        let value = Screen(showFooter: true).body
        for (maxDepth, maxItems) in [(2, 100), (100, 7), (0, 1), (3, 3)] {
            var expected = ""
            dump(value, to: &expected, name: "screen", indent: 2, maxDepth: maxDepth, maxItems: maxItems)
            expectEqual(MirrorDump.string(of: value, name: "screen", indent: 2, maxDepth: maxDepth, maxItems: maxItems), expected)
        }
    }
}

private final class DumpedObject {
    let name = "object"
}
