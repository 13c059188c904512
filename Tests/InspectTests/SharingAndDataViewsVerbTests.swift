import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The share link's, the picker of several dates', the outline group's, the gauge's and the
/// table's navigation and verbs, named as ViewInspector names them where it has them.
@MainActor @Suite struct SharingAndDataViewsVerbTests {
    struct Node: Identifiable, Equatable {
        let id: String
        var children: [Node]?
    }

    struct Person: Identifiable {
        let id: Int
        var name: String
        var age: Int
    }

    static let tree = Node(id: "root", children: [Node(id: "a"), Node(id: "b", children: [Node(id: "b1")]), Node(id: "c", children: [])])

    // MARK: ShareLink

    @Test func aShareLinksDefaultLabelViewIsItsTitle() throws {
        expectEqual(try ShareLink("Send", item: "text").inspect().shareLink().labelView().text().string(), "Send")
        expectEqual(try ShareLink(item: "text").inspect().shareLink().labelView().text().string(), "Share")
        let custom = ShareLink(item: "text") { HStack { Text("Tell") } }
        expectEqual(try custom.inspect().shareLink().labelView().hStack().text(0).string(), "Tell")
    }

    @Test func aShareLinksMessageAndSubjectAreViewsOfTheirOwn() throws {
        let link = AnyView(ShareLink("Send", item: "text", subject: Text("Subject"), message: Text("Message")))
        expectEqual(try link.inspect().anyView().shareLink().messageView().string(), "Message")
        expectEqual(try link.inspect().anyView().shareLink().subjectView().string(), "Subject")
        expectEqual(try link.inspect().find(text: "Send").pathToRoot, "anyView().shareLink().labelView().text()")
        expectEqual(try link.inspect().find(text: "Message").pathToRoot, "anyView().shareLink().messageView()")
        expectThrows(InspectionError.attributeNotFound("a view at message|some", in: "ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel>", path: "shareLink()")) {
            try ShareLink(item: "text").inspect().shareLink().messageView()
        }
    }

    @Test func aShareLinkIsNamedByItsLabelNotItsMessage() throws {
        let view = VStack { ShareLink("Send", item: "text", message: Text("Message")).tag(1) }
        expectEqual(try view.inspect().vStack().taggedItems(of: Int.self).map(\.text), ["Send"])
        expectEqual(try view.taggedTexts(of: Int.self).map(\.text), ["Send"])
    }

    @Test func aShareLinksItemsAreReadAsTheirType() throws {
        expectEqual(try ShareLink(item: "text").inspect().shareLink().item(type: String.self), "text")
        expectThrows(InspectionError.valueTypeMismatch(found: "String", expected: "URL")) {
            try ShareLink(item: "text").inspect().shareLink().item(type: URL.self)
        }
        let urls = [URL(fileURLWithPath: "/1"), URL(fileURLWithPath: "/2")]
        let several = try ShareLink(items: urls).inspect().shareLink()
        expectEqual(try several.items() as? [URL], urls)
        expectThrows(InspectionError.notSupported("item(type:) on a ShareLink of several items: read them with items()", path: "shareLink()")) {
            try several.item(type: URL.self)
        }
        expectThrows(InspectionError.typeMismatch(expected: "ShareLink", found: "Text", path: "text()")) {
            try Text("t").inspect().text().items()
        }
    }

    @Test func aShareLinksPreviewIsMadeForAnItem() throws {
        let link = ShareLink(item: "text", preview: SharePreview("Title", image: "image", icon: "icon"))
        let preview = try link.inspect().shareLink().sharePreview(for: "text", imageType: String.self, iconType: String.self)
        expectEqual(try preview.title().string(), "Title")
        expectEqual(try preview.image(), "image")
        expectEqual(try preview.icon(), "icon")
        expectThrows(InspectionError.valueTypeMismatch(found: "SharePreview<String, String>", expected: "SharePreview<Image, String>")) {
            try link.inspect().shareLink().sharePreview(for: "text", imageType: Image.self, iconType: String.self)
        }
        expectThrows(InspectionError.valueTypeMismatch(found: "Int", expected: "String")) {
            try link.inspect().shareLink().sharePreview(for: 1, imageType: String.self, iconType: String.self)
        }
        expectThrows(InspectionError.attributeNotFound("a preview at preview", in: "ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel>", path: "shareLink()")) {
            try ShareLink(item: "text").inspect().shareLink().sharePreview(for: "text", imageType: Never.self, iconType: Never.self)
        }
        expectThrows(InspectionError.attributeNotFound("an icon", in: "SharePreview", path: "")) { try SharePreview("T", image: "i").icon() }
        expectThrows(InspectionError.attributeNotFound("an image", in: "SharePreview", path: "")) { try SharePreview("T", icon: "i").image() }
    }

    // MARK: MultiDatePicker

    @Test func aMultiDatePickersSelectionIsReadAndPicked() throws {
        let box = ControlBox<Set<DateComponents>>([])
        let view = HStack { MultiDatePicker("Days", selection: box.binding) }
        let picker = try view.inspect().hStack().multiDatePicker(0)
        let days: Set<DateComponents> = [DateComponents(year: 2026, month: 5, day: 1), DateComponents(year: 2026, month: 5, day: 3)]
        try picker.select(dateComponents: days)
        expectEqual(box.value, days)
        expectEqual(try picker.selectedDateComponents(), days)
        expectEqual(try picker.labelView().text().string(), "Days")
        expectEqual(try view.inspect().find(ViewKind.multiDatePicker).pathToRoot, "hStack().multiDatePicker(0)")
    }

    @Test func aDisabledMultiDatePickerPicksNothing() throws {
        let box = ControlBox<Set<DateComponents>>([])
        let picker = try MultiDatePicker("Days", selection: box.binding).disabled(true).inspect().multiDatePicker()
        expectThrows(InspectionError.notSupported("select(dateComponents:) on a disabled MultiDatePicker", path: "multiDatePicker()")) {
            try picker.select(dateComponents: [DateComponents(day: 1)])
        }
        #expect(box.value.isEmpty)
    }

    @Test func aMultiDatePickersRangeIsItsMinimumAndMaximumDates() throws {
        let start = Date(timeIntervalSince1970: 100), end = Date(timeIntervalSince1970: 200)
        let bounded = try MultiDatePicker("D", selection: .constant([]), in: start..<end).inspect().multiDatePicker()
        expectEqual(try bounded.minimumDate(), start)
        expectEqual(try bounded.maximumDate(), end)
        let open = try MultiDatePicker("D", selection: .constant([])).inspect().multiDatePicker()
        expectEqual(try open.minimumDate(), nil)
        expectEqual(try open.maximumDate(), nil)
        expectThrows(InspectionError.typeMismatch(expected: "MultiDatePicker", found: "Text", path: "text()")) {
            try Text("t").inspect().text().minimumDate()
        }
    }

    // MARK: OutlineGroup

    @Test func anOutlineGroupsSourceDataIsItsRootOrRoots() throws {
        let forest = try OutlineGroup([Self.tree], children: \.children) { Text($0.id) }.inspect().outlineGroup()
        expectEqual(try forest.sourceData([Node].self), [Self.tree])
        expectThrows(InspectionError.valueTypeMismatch(found: "Array<Node>", expected: "Node")) { try forest.sourceData(Node.self) }
        let single = try AnyView(OutlineGroup(Self.tree, children: \.children) { Text($0.id) }).inspect().anyView().outlineGroup()
        expectEqual(try single.sourceData(Node.self), Self.tree)
        expectThrows(InspectionError.typeMismatch(expected: "OutlineGroup or Table", found: "Text", path: "text()")) {
            try Text("t").inspect().text().sourceData(Int.self)
        }
    }

    @Test func anOutlineGroupMakesTheViewOfAnyElement() throws {
        let group = try HStack { EmptyView(); OutlineGroup(Self.tree, children: \.children) { Text("#" + $0.id) } }.inspect().hStack().outlineGroup(1)
        let element = try #require(Self.tree.children?[1].children?.first)
        expectEqual(try group.leaf(element).text().string(), "#b1")
        expectEqual(try group.leaf(element).text().pathToRoot, "hStack().outlineGroup(1).leaf().text()")
        expectThrows(InspectionError.valueTypeMismatch(found: "String", expected: "Node")) { try group.leaf("b1") }
    }

    @Test func anOutlineGroupListsItsTreeDepthFirst() throws {
        let rows = try OutlineGroup(Self.tree, children: \.children) { Text($0.id) }.inspect().outlineGroup().outlineRows()
        expectEqual(rows.map(\.id), ["root", "a", "b", "b1", "c"])
        expectEqual(rows.map(\.depth), [0, 1, 1, 2, 1])
        expectEqual(rows.map(\.hasChildren), [true, false, true, false, true])
        let bounded = try OutlineGroup(Self.tree, children: \.children) { Text($0.id) }.inspect().outlineGroup().outlineRows(limit: 3, maxDepth: 1)
        expectEqual(bounded.map(\.id), ["root", "a", "b"])
        let shallow = try OutlineGroup(Self.tree, children: \.children) { Text($0.id) }.inspect().outlineGroup().outlineRows(maxDepth: 1)
        expectEqual(shallow.map(\.id), ["root", "a", "b", "c"])
    }

    // MARK: Gauge

    @Test func aGaugesViewsAreReachedByTheirSteps() throws {
        let gauge = try Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }.inspect().gauge()
        expectEqual(try gauge.labelView().text().string(), "Speed")
        expectEqual(try gauge.currentValueLabelView().text().string(), "30")
        expectEqual(try gauge.minimumValueLabelView().text().string(), "0")
        expectEqual(try gauge.maximumValueLabelView().text().string(), "120")
        expectEqual(try gauge.markedValueLabelsView().emptyView().kind, .emptyView)
        expectEqual(try gauge.currentValue(), 30)
        expectEqual(try gauge.bounds(), 0...120)
        expectThrows(InspectionError.typeMismatch(expected: "Gauge", found: "Text", path: "text()")) { try Text("t").inspect().text().bounds() }
    }

    @Test func aGaugesDumpLeavesOutTheViewsItWasNotGiven() throws {
        #expect(try Gauge(value: 0.5) { Text("Battery") }.inspect().treeDump() == """
            Gauge
            └─ labelView: Text "Battery"

            """)
    }

    // MARK: Table

    @Test func aTablesColumnsAreItsChildren() throws {
        let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 45)]
        let table = try Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }.inspect().table()
        expectEqual(try table.children().map(\.kind), [.tableColumn, .tableColumn])
        expectEqual(try table.tableColumn(0).labelView().text().string(), "Name")
        expectEqual(try table.tableColumn(1).cellView(people[1]).text().string(), "45")
        expectEqual(try table.tableColumn(0).cellView(people[0]).text().string(), "Ada")
        expectEqual(try table.sourceData([Person].self).map(\.name), ["Ada", "Grace"])
        expectEqual(try table.find(text: "Age").pathToRoot, "table().tableColumn(1).labelView().text()")
        expectThrows(InspectionError.valueTypeMismatch(found: "String", expected: "Person")) { try table.tableColumn(0).cellView("Ada") }
        expectEqual(try table.tableRowValues().count, 2)
    }

    @Test func aTableOfOneColumnHasThatColumn() throws {
        let table = try Table([Person(id: 1, name: "Ada", age: 36)]) { TableColumn("Name", value: \.name) }.inspect().table()
        expectEqual(try table.tableColumn().labelView().text().string(), "Name")
        #expect(try table.treeDump() == """
            Table
            └─ TableColumn
               └─ labelView: Text "Name"

            """)
    }

    @Test func theNewKindsReadTheSameByLabels() throws {
        let people = [Person(id: 1, name: "Ada", age: 36)]
        let views: [any View] = [
            ShareLink("Send", item: "text", message: Text("M")),
            MultiDatePicker("Days", selection: .constant([])),
            OutlineGroup(Self.tree, children: \.children) { Text($0.id) },
            Gauge(value: 0.5) { Text("B") } currentValueLabel: { Text("50%") },
            Table(people) { TableColumn("Name", value: \.name); TableColumn("Age") { Text("\($0.age)") } },
        ]
        for view in views {
            #expect(try inspect(view).treeDump() == inspect(view, mirrorOnly: true).treeDump())
        }
    }
}
