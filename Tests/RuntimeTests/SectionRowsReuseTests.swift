import Builders
import Runtime
import Testing

/// A Form of a plain row and a headed Section of counters, each with state of its own.
private struct CounterSections: View {
    var body: some View {
        Form {
            Text("Top")
            Section(header: Text("Counters")) {
                ForEach(0..<10, id: \.self) { index in
                    Counter(name: "r\(index)")
                }
            }
            Text("Bottom")
        }
    }
}

// Session 5 (mirror): in a running app, the custom views among a section's rows are kept whole,
// so that a change in one row lays out that row again and reuses the other rows' layouts, as a
// VStack of custom views does (IncrementalFrameTests).
@Suite struct SectionRowsReuseTests {
    @Test func aButtonInOneRowOfASectionLaysOutOnlyThatRow() {
        let app = HeadlessDriver(CounterSections(), width: 40, height: 18)
        let reused = app.runtime.layoutReuse.reused
        tap(app, "Add r4")
        #expect(app.text.contains("r4 1"))
        // The nine other rows were not laid out again.
        #expect(app.runtime.layoutReuse.reused - reused >= 9)
    }

    @Test func aSectionOfReusedRowsIsDrawnAsAFullFrameDrawsIt() {
        let app = HeadlessDriver(CounterSections(), width: 40, height: 18)
        tap(app, "Add r7")
        tap(app, "Add r0")
        let incremental = app.screen
        app.update {}
        #expect(incremental == app.screen)
        // The header in capitals, and the dividers around the section, as a Form draws them.
        let lines = app.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("COUNTERS"))
        #expect(lines.contains { $0.hasPrefix("r7 1") })
        #expect(lines.contains { $0.hasPrefix("r0 1") })
        #expect(lines.filter { $0.hasPrefix("─") }.count == 2)
    }
}
