import Builders
import Runtime
import Testing
import Expectations

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

/// A section with state of its own: its header counts the taps on its first row.
private struct CounterGroup: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Section(header: Text("\(name) taps \(taps)")) {
            Button("Tap \(name)") { taps += 1 }
            ForEach(0..<3, id: \.self) { index in
                Counter(name: "\(name)\(index)")
            }
        }
    }
}

/// A Form whose sections are custom views: listing the Form's rows opens them to find their sections.
private struct GroupedForm: View {
    var body: some View {
        Form {
            ForEach(["a", "b"], id: \.self) { name in
                CounterGroup(name: name)
            }
        }
    }
}

// In a running app, the custom views among a section's rows are kept whole,
// so that a change in one row lays out that row again and reuses the other rows' layouts, as a
// VStack of custom views does (IncrementalFrameTests).
@MainActor @Suite struct SectionRowsReuseTests {
    @Test func aButtonInOneRowOfASectionLaysOutOnlyThatRow() {
        let app = HeadlessDriver(CounterSections(), width: 40, height: 18)
        let reused = app.runtime.layoutReuse.reused
        tap(app, "Add r4")
        expectContains(app.text, "r4 1")
        // The nine other rows were not laid out again.
        #expect(app.runtime.layoutReuse.reused - reused >= 9)
    }

    @Test func aSectionOfReusedRowsIsDrawnAsAFullFrameDrawsIt() {
        let app = HeadlessDriver(CounterSections(), width: 40, height: 18)
        tap(app, "Add r7")
        tap(app, "Add r0")
        let incremental = app.screen
        app.update {}
        expectEqual(incremental, app.screen)
        // The header in capitals, and the dividers around the section, as a Form draws them.
        let lines = app.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("COUNTERS"))
        #expect(lines.contains { $0.hasPrefix("r7 1") })
        #expect(lines.contains { $0.hasPrefix("r0 1") })
        expectEqual(lines.filter { $0.hasPrefix("─") }.count, 2)
    }

    // The Form's rows listed in an earlier frame are reused while its
    // body and the bodies of the custom views opened to list them are the same.
    @Test func aCustomViewOpenedToFindItsSectionKeepsItsStateWhenTheFormsRowsAreReused() {
        let app = HeadlessDriver(GroupedForm(), width: 40, height: 24)
        tap(app, "Tap a")
        // Rows below the sections changed; the Form's body and the sections' did not.
        tap(app, "Add a1")
        tap(app, "Add b0")
        let incremental = app.screen
        expectContains(app.text, "A TAPS 1")
        // A frame laid out afresh still finds the section's state: it stayed in the tree.
        app.update {}
        expectEqual(incremental, app.screen)
        expectContains(app.text, "A TAPS 1")
        expectContains(app.text, "B TAPS 0")
        expectContains(app.text, "a1 1")
        expectContains(app.text, "b0 1")
    }

    @Test func aSectionWhoseOwnBodyChangedIsListedAgainThoughTheFormsBodyIsTheSame() {
        let app = HeadlessDriver(GroupedForm(), width: 40, height: 24)
        tap(app, "Add a0")
        tap(app, "Tap b")
        expectContains(app.text, "B TAPS 1")
        tap(app, "Tap b")
        expectContains(app.text, "B TAPS 2")
        expectContains(app.text, "A TAPS 0")
        let incremental = app.screen
        app.update {}
        expectEqual(incremental, app.screen)
    }
}
