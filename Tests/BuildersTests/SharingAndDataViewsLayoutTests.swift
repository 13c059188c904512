import Builders
import Foundation
import Testing
import Expectations

/// The type names and Mirror paths of the share link, the picker of several dates, the outline
/// group, the gauge and the table, as SwiftUI lays them out (ViewInspector reads the first three there).
@MainActor @Suite struct SharingAndDataViewsLayoutTests {
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

    @Test func shareLinkStoresItsItemsSubjectMessagePreviewAndLabel() throws {
        let link = ShareLink("Send", item: "text", subject: Text("S"), message: Text("M"))
        expectEqual(typeName(link), "ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel>")
        expectEqual(childLabels(link), ["items", "subject", "message", "preview", "label"])
        expectEqual(descendant(link, "items", "element") as? String, "text")
        expectEqual(typeName(try #require(descendant(link, "subject", "some"))), "Text")
        expectEqual(typeName(try #require(descendant(link, "message", "some"))), "Text")
        expectEqual(typeName(try #require(descendant(link, "label", "text"))), "Text")
        let urls = [URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b")]
        expectEqual(typeName(ShareLink(items: urls)), "ShareLink<Array<URL>, Never, Never, DefaultShareLinkLabel>")
        expectEqual(typeName(ShareLink(item: urls[0]) { Text("Send") }), "ShareLink<CollectionOfOne<URL>, Never, Never, Text>")
    }

    @Test func aShareLinkWithAPreviewKeepsTheClosureThatMakesIt() throws {
        let link = ShareLink(item: "text", preview: SharePreview("Title", image: Image("photo"), icon: "icon"))
        expectEqual(typeName(link), "ShareLink<CollectionOfOne<String>, Image, String, DefaultShareLinkLabel>")
        let makePreview = try #require(link.preview)
        let preview = makePreview("text")
        expectEqual(childLabels(preview), ["title", "image", "icon"])
        expectEqual(descendant(preview, "icon", "some") as? String, "icon")
        expectEqual(typeName(SharePreview("Title")), "SharePreview<Never, Never>")
        #expect(ShareLink(item: "text").preview == nil)
    }

    @Test func aShareLinkWithoutATitleIsLabelledShare() throws {
        let label = try #require(descendant(ShareLink(item: URL(fileURLWithPath: "/a")), "label") as? DefaultShareLinkLabel)
        expectEqual(label.text, Text("Share"))
        expectEqual(typeName(label.body), "Label<Text, Image>")
    }

    @Test func multiDatePickerStoresItsSelectionAndRange() throws {
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400 * 10)
        let days: Set<DateComponents> = [DateComponents(year: 2026, month: 5, day: 1)]
        let picker = MultiDatePicker("Days", selection: .constant(days), in: start..<end)
        expectEqual(typeName(picker), "MultiDatePicker<Text>")
        expectEqual(childLabels(picker), ["label", "_selection", "minimumDate", "maximumDate"])
        expectEqual((descendant(picker, "_selection") as? Binding<Set<DateComponents>>)?.wrappedValue, days)
        expectEqual(descendant(picker, "minimumDate") as? Date?, start)
        expectEqual(descendant(picker, "maximumDate") as? Date?, end)
        let upTo = MultiDatePicker(selection: .constant([]), in: ..<end) { Image(systemName: "calendar") }
        expectEqual(typeName(upTo), "MultiDatePicker<Image>")
        #expect(descendant(upTo, "minimumDate") != nil)
        #expect(descendant(upTo, "minimumDate", "some") == nil)
        expectEqual(descendant(upTo, "maximumDate", "some") as? Date, end)
        expectEqual(descendant(MultiDatePicker("D", selection: .constant([]), in: start...), "minimumDate", "some") as? Date, start)
    }

    @Test func outlineGroupStoresItsBaseChildrenAndLeafContent() throws {
        let tree = Node(id: 1, name: "root", children: [Node(id: 2, name: "leaf")])
        let forest = OutlineGroup([tree], children: \.children) { Text($0.name) }
        expectEqual(typeName(forest), "OutlineGroup<Array<Node>, Int, Text, Text, DisclosureGroup<Text, OutlineSubgroupChildren>>")
        expectEqual(childLabels(forest), ["base", "children", "id", "leafContent"])
        expectEqual((descendant(forest, "base", "forest") as? [Node])?.map(\.id), [1])
        let single = OutlineGroup(tree, id: \.name, children: \.children) { Text($0.name) }
        expectEqual(typeName(single), "OutlineGroup<Array<Node>, String, Text, Text, DisclosureGroup<Text, OutlineSubgroupChildren>>")
        expectEqual((descendant(single, "base", "tree") as? Node)?.name, "root")
        #expect(descendant(single, "children") is KeyPath<Node, [Node]?>)
    }

    @Test func gaugeStoresItsValueBoundsAndViews() throws {
        let gauge = Gauge(value: Float(30), in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
        expectEqual(typeName(gauge), "Gauge<Text, Text, Text, EmptyView>")
        expectEqual(childLabels(gauge), ["value", "bounds", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"])
        expectEqual(descendant(gauge, "value") as? Double, 30)
        expectEqual(descendant(gauge, "bounds") as? ClosedRange<Double>, 0...120)
        expectEqual(typeName(Gauge(value: 0.5) { Text("B") }), "Gauge<Text, EmptyView, EmptyView, EmptyView>")
        #expect(typeName(Gauge(value: 0.5) { Text("B") } currentValueLabel: { Text("½") } markedValueLabels: { Text("m") })
            == "Gauge<Text, Text, EmptyView, Text>")
    }

    @Test func tableStoresItsRowsAndColumns() throws {
        let people = [Person(id: 1, name: "Ada", age: 36)]
        let table = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }
        #expect(typeName(table) == "Table<Person, TableForEachContent<Array<Person>>, TupleTableColumnContent<Person, Never, "
            + "(TableColumn<Person, KeyPathComparator<Person>, Text, Text>, TableColumn<Person, Never, Text, Text>)>>")
        expectEqual(childLabels(table), ["rows", "columns"])
        expectEqual((descendant(table, "rows", "data") as? [Person])?.map(\.name), ["Ada"])
        let column = try #require(descendant(table, "columns", "value", ".0"))
        expectEqual(childLabels(column), ["label", "content", "comparator"])
        let one = Table(people) { TableColumn("Name", value: \.name) }
        expectEqual(typeName(one), "Table<Person, TableForEachContent<Array<Person>>, TableColumn<Person, KeyPathComparator<Person>, Text, Text>>")
    }
}
