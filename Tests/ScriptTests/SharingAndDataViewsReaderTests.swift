import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// The share link, the picker of several dates, the outline group, the gauge and the table read
/// from view code build what the same code compiled builds.
@MainActor @Suite struct SharingAndDataViewsReaderTests {
    struct Node: Identifiable {
        let id: Int
        var name: String
        var children: [Node]?
    }

    struct Person: Identifiable {
        let id: Int
        var name: String
        var age: Int
    }

    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        let start = Date(timeIntervalSince1970: 1_700_000_000), end = Date(timeIntervalSince1970: 1_800_000_000)
        let url = URL(string: "https://example.com")!
        return [
            (#"ShareLink(item: "text")"#, ShareLink(item: "text")),
            (#"ShareLink("Send", item: URL(string: "https://example.com")!, subject: Text("S"), message: Text("M"))"#,
             ShareLink("Send", item: url, subject: Text("S"), message: Text("M"))),
            (#"ShareLink(items: ["a", "b"])"#, ShareLink(items: ["a", "b"])),
            (#"ShareLink(item: "text") { Text("Tell") }"#, ShareLink(item: "text") { Text("Tell") }),
            (#"MultiDatePicker("Days", selection: .constant([]))"#, MultiDatePicker("Days", selection: .constant([]))),
            (#"MultiDatePicker("Days", selection: .constant([DateComponents(year: 2026, month: 5, day: 1)]), in: Date(timeIntervalSince1970: 1700000000)..<Date(timeIntervalSince1970: 1800000000))"#,
             MultiDatePicker("Days", selection: .constant([DateComponents(year: 2026, month: 5, day: 1)]), in: start..<end)),
            (#"MultiDatePicker(selection: .constant([])) { Text("Days") }"#, MultiDatePicker(selection: .constant([])) { Text("Days") }),
            (#"Gauge(value: 0.4) { Text("Battery") }"#, Gauge(value: 0.4) { Text("Battery") }),
            (#"Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }"#,
             Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }),
            (#"Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }"#,
             Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }),
            (#"Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } markedValueLabels: { Text("60") }"#,
             Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } markedValueLabels: { Text("60") }),
        ]
    }

    @Test func theControlsMatchCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @Test func aShareLinkWithAPreviewReadsAsCompiled() throws {
        let built = try read(#"ShareLink(item: "text", preview: SharePreview("Title", image: Image("photo")))"#)
        let compiled = ShareLink(item: "text", preview: SharePreview("Title", image: Image("photo")))
        expectEqual(typeName(built), typeName(compiled))
        let preview = try inspect(built).shareLink().sharePreview(for: "text", imageType: Image.self, iconType: Never.self)
        expectEqual(try preview.title().string(), "Title")
        expectEqual(try preview.image(), Image("photo"))
    }

    @Test func anOutlineGroupReadsAsCompiled() throws {
        let source = """
            struct Node: Identifiable { let id: Int; var name: String; var children: [Node]? = nil }
            let tree = [Node(id: 1, name: "root", children: [Node(id: 2, name: "a"), Node(id: 3, name: "b", children: [])])]
            OutlineGroup(tree, children: \\.children) { node in Text(node.name) }
            """
        let compiled = OutlineGroup([Node(id: 1, name: "root", children: [Node(id: 2, name: "a"), Node(id: 3, name: "b", children: [])])],
                                    children: \.children) { node in Text(node.name) }
        let built = try inspect(read(source)).outlineGroup()
        expectEqual(typeName(built.erasedValue), "OutlineGroup<Array<DefinedValue>, AnyHashable, Text, Text, DisclosureGroup<Text, OutlineSubgroupChildren>>")
        let rows = try built.outlineRows(), expected = try compiled.inspect().outlineGroup().outlineRows()
        expectEqual(rows.map(\.depth), expected.map(\.depth))
        expectEqual(rows.map(\.hasChildren), expected.map(\.hasChildren))
        #expect(try rows.map { try inspect($0.view).text().string() } == expected.map { try inspect($0.view).text().string() })
        let single = try inspect(read(source.replacingOccurrences(of: "OutlineGroup(tree,", with: "OutlineGroup(tree[0], id: \\.name,"))).outlineGroup()
        expectEqual(try single.outlineRows().map(\.id), ["root", "a", "b"])
    }

    @Test func aTableReadsAsCompiled() throws {
        let source = """
            struct Person: Identifiable { let id: Int; var name: String; var age: Int }
            let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 45)]
            Table(people) {
                TableColumn("Name", value: \\.name)
                TableColumn("Age") { person in Text("\\(person.age)") }
                TableColumn("Years", value: \\.age) { person in Text("\\(person.age) y") }
            }
            """
        let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 45)]
        let compiled = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { person in Text("\(person.age)") }
            TableColumn("Years", value: \.age) { person in Text("\(person.age) y") }
        }
        let built = try read(source)
        expectEqual(typeName(built), typeName(compiled).replacingOccurrences(of: "Person", with: "DefinedValue"))
        #expect(try inspect(built).treeDump() == compiled.inspect().treeDump())
        let table = try inspect(built).table()
        let rows = try table.tableRowValues()
        expectEqual(try rows.map { try table.tableColumn(0).cellView($0).text().string() }, ["Ada", "Grace"])
        expectEqual(try rows.map { try table.tableColumn(2).cellView($0).text().string() }, ["36 y", "45 y"])
        let one = try read(source.replacingOccurrences(of: "TableColumn(\"Age\") { person in Text(\"\\(person.age)\") }\n", with: "")
            .replacingOccurrences(of: "TableColumn(\"Years\", value: \\.age) { person in Text(\"\\(person.age) y\") }\n", with: ""))
        expectEqual(try inspect(one).table().tableColumn().labelView().text().string(), "Name")
    }

    @Test func aLiveMultiDatePickerWritesItsDaysBack() throws {
        let source = """
            struct Days: View {
                @State var days: Set<DateComponents> = []
                var body: some View {
                    VStack {
                        MultiDatePicker("Days", selection: $days)
                        Text("\\(days.count) days")
                    }
                }
            }
            Days()
            """
        expectEqual(try inspect(read(source)).find(text: "0 days").pathToRoot.isEmpty, false)
    }

    @Test func malformedViewsSayWhatWasExpected() {
        #expect(scriptError { try read(#"ShareLink("Send")"#) }?.description.contains("ShareLink needs 'item:' or 'items:'") == true)
        #expect(scriptError { try read(#"ShareLink(items: ["a"], preview: SharePreview("T"))"#) }?.description.contains("with one 'item:'") == true)
        #expect(scriptError { try read(#"MultiDatePicker("D", selection: .constant([1]))"#) }?.description.contains("expected DateComponents") == true)
        #expect(scriptError { try read(#"Gauge(value: 1) { Text("G") } currentValueLabel: { Text("c") } minimumValueLabel: { Text("0") }"#) }?
            .description.contains("together") == true)
        #expect(scriptError { try read("struct P: Identifiable { let id: Int }\nTable([P(id: 1)]) { Text(\"x\") }") }?
            .description.contains("expected only TableColumn(…) calls") == true)
        #expect(scriptError { try read("struct P { let name: String }\nTable([P(name: \"a\")]) { TableColumn(\"N\", value: \\.name) }") }?
            .description.contains("Identifiable") == true)
        #expect(scriptError { try read("struct N { let id: Int; var kids: Int }\nOutlineGroup([N(id: 1, kids: 2)], children: \\.kids) { Text(\"\\($0.id)\") }") }?
            .description.contains("array or nil") == true)
        #expect(scriptError { try read("struct N { let name: String; var kids: [N]? = nil }\nOutlineGroup([N(name: \"a\")], children: \\.kids) { Text($0.name) }") }?
            .description.contains("needs 'id:'") == true)
    }
}
