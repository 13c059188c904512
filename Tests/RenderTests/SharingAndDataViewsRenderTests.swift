import Builders
import Foundation
import Render
import Testing
import Expectations

/// The drawings of the share link, the picker of several dates, the outline group, the gauge and
/// the table: each view's closest terminal form, one line a control.
@MainActor @Suite struct SharingAndDataViewsRenderTests {
    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    struct Person: Identifiable {
        let id: Int
        var name: String
        var age: Int
    }

    private func text(_ view: some View, width: Int = 40) throws -> String {
        try Renderer.render(view, width: width).canvas.plainText
    }

    @Test func aShareLinkShowsItsTitleAfterTheShareSymbolOrItsOwnLabel() throws {
        expectEqual(try text(ShareLink(item: "text")), "⇪ Share")
        expectEqual(try text(ShareLink("Send", item: "text", message: Text("Hello"))), "⇪ Send")
        expectEqual(try text(ShareLink(item: "text") { Text("Tell a friend") }), "Tell a friend")
    }

    @Test func aMultiDatePickerShowsItsDaysInOrder() throws {
        let days: Set<DateComponents> = [DateComponents(year: 2026, month: 5, day: 3), DateComponents(year: 2026, month: 5, day: 1)]
        expectEqual(try text(MultiDatePicker("Days", selection: .constant(days))), "Days: 2026-05-01, 2026-05-03")
        expectEqual(try text(MultiDatePicker("Days", selection: .constant([]))), "Days: none")
        expectEqual(try text(MultiDatePicker("Days", selection: .constant([DateComponents(month: 5, day: 3), DateComponents(day: 9)]))), "Days: ---09, --05-03")
    }

    @Test func anOutlineGroupDrawsItsWholeTreeIndented() throws {
        let tree = Node(id: "root", children: [Node(id: "a"), Node(id: "b", children: [Node(id: "b1")])])
        #expect(try text(OutlineGroup(tree, children: \.children) { Text($0.id) }) == """
            ▾ root
                a
              ▾ b
                  b1
            """)
        expectEqual(try text(List { OutlineGroup([Node(id: "x"), Node(id: "y")], children: \.children) { Text($0.id) } }), "  x\n  y")
    }

    @Test func aGaugeIsABarBetweenItsBoundsWithItsCurrentValue() throws {
        expectEqual(try text(Gauge(value: 0.4) { Text("Battery") }), "Battery [████░░░░░░]")
        let speed = Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
        expectEqual(try text(speed), "Speed 0 [███░░░░░░░] 120 30")
        expectEqual(try text(Gauge(value: 5, in: 0...1) { EmptyView() }), "[██████████]")
        expectEqual(try text(Gauge(value: Double.nan) { Text("G") } currentValueLabel: { Text("?") } markedValueLabels: { Text("mark") }), "G [░░░░░░░░░░] ?")
    }

    @Test func aTableIsItsHeadersAboveARuleAndItsRowsInColumns() throws {
        let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 45)]
        let table = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { Text("\($0.age)") }
        }
        let screen = try Renderer.render(table, width: 20)
        #expect(screen.canvas.plainText == """
            Name   Age
            ──────────
            Ada    36
            Grace  45
            """)
        #expect(screen.canvas[0, 0].style.bold)
        #expect(!screen.canvas[2, 0].style.bold)
        expectEqual(try text(Table([Person]()) { TableColumn("Name", value: \.name) }), "Name\n────")
    }
}
