import Builders
import Observation
import Render
import Runtime
import Terminal
import Testing
import Expectations

// Incremental frames: a frame lays out again only the custom views whose subtrees
// changed and reuses the layouts of the others. Each test changes something, then checks that
// the frame drawn from the kept layouts equals the frame laid out from scratch (``HeadlessDriver/update(_:)``
// forgets every kept layout), and that layouts were in fact reused where nothing changed.

/// The screen as drawn incrementally, then the same state drawn with every layout built again.
@MainActor private func incrementalAndFull(_ app: HeadlessDriver) -> (incremental: Render.Canvas, full: Render.Canvas) {
    let incremental = app.screen
    app.update {}
    return (incremental, app.screen)
}

/// A form of counters, each with state of its own.
private struct CounterForm: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<12, id: \.self) { index in
                Counter(name: "r\(index)")
            }
        }
    }
}

/// One text field whose text is kept by its row: only the renderer reads it, through the binding.
private struct FieldRow: View {
    let index: Int
    @State private var text = ""

    var body: some View {
        TextField("Field \(index)", text: $text)
    }
}

private struct FieldForm: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<8, id: \.self) { index in
                FieldRow(index: index)
            }
        }
    }
}

/// Rows whose label their parent passes down, changed by the parent's state.
private struct Labelled: View {
    let label: String

    var body: some View {
        Text(label)
    }
}

private struct Relabelled: View {
    @State private var round = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Next") { round += 1 }
            ForEach(0..<5, id: \.self) { index in
                Labelled(label: "row \(index) of round \(round)")
            }
        }
    }
}

/// Counters under a modifier of their parent's that a button changes: `disabled`, then `lineLimit`-free bold.
private struct Lockable: View {
    @State private var locked = false

    var body: some View {
        VStack(alignment: .leading) {
            Button(locked ? "Unlock" : "Lock") { locked.toggle() }
            VStack(alignment: .leading) {
                ForEach(0..<4, id: \.self) { index in
                    Counter(name: "c\(index)")
                }
            }
            .disabled(locked)
            .foregroundColor(locked ? .red : nil)
        }
    }
}

/// A model read only while the renderer builds a row: a toggle's binding reads it.
@Observable private final class Lamps {
    var lit = [false, false, false, false]
}

private struct LampRow: View {
    let lamps: Lamps
    let index: Int

    var body: some View {
        Toggle("lamp \(index)", isOn: Binding(get: { self.lamps.lit[index] }, set: { self.lamps.lit[index] = $0 }))
    }
}

private struct LampBoard: View {
    let lamps: Lamps

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<4, id: \.self) { index in
                LampRow(lamps: lamps, index: index)
            }
        }
    }
}

/// What the rows' lifecycle modifiers report.
private final class Events {
    var lines: [String] = []
}

private struct AnnouncedRow: View {
    let name: String
    let events: Events
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
        .onAppear { events.lines.append("appear \(name)") }
        .onDisappear { events.lines.append("disappear \(name)") }
    }
}

private struct AnnouncedRows: View {
    let events: Events
    @State private var names = ["a", "b", "c"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(names, id: \.self) { name in
                AnnouncedRow(name: name, events: events)
            }
            Button("Drop b") { names.removeAll { $0 == "b" } }
        }
    }
}

@MainActor @Suite struct IncrementalFrameTests {
    @Test func aButtonInOneRowLaysOutOnlyThatRowAndDrawsWhatAFullFrameDraws() {
        let app = HeadlessDriver(CounterForm(), width: 40, height: 14)
        let reused = app.runtime.layoutReuse.reused
        tap(app, "Add r5")
        expectContains(app.text, "r5 1")
        // The other eleven rows were not laid out again.
        #expect(app.runtime.layoutReuse.reused - reused >= 11)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func textTypedIntoOneFieldShowsThoughNoBodyReadsIt() {
        let app = HeadlessDriver(FieldForm(), width: 40, height: 10)
        app.runtime.moveFocus(to: 3)
        app.settle()
        let bodies = app.bodyEvaluations
        app.type("hello")
        expectContains(app.text, "hello")
        // No body reads the text: the field's row is laid out again because the renderer read it.
        expectEqual(app.bodyEvaluations, bodies)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func aValueAParentPassesDownIsDrawnAfterTheParentChanges() {
        let app = HeadlessDriver(Relabelled(), width: 40, height: 8)
        tap(app, "Next")
        tap(app, "Next")
        expectContains(app.text, "row 3 of round 2")
        expectNotContains(app.text, "round 1")
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func aModifierAboveUnchangedRowsReachesThem() throws {
        let app = HeadlessDriver(Lockable(), width: 40, height: 8)
        tap(app, "Add c2")
        tap(app, "Lock")
        // Disabled, the counters' buttons are no longer focus targets: only "Unlock" is.
        expectEqual(app.runtime.currentScreen?.focusTargets.count, 1)
        expectContains(app.text, "c2 1")
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
        tap(app, "Unlock")
        expectEqual(app.runtime.currentScreen?.focusTargets.count, 5)
        let again = incrementalAndFull(app)
        expectEqual(again.incremental, again.full)
    }

    @Test func aModelReadOnlyByTheRendererRedrawsItsRowWhenItChanges() {
        let lamps = Lamps()
        let app = HeadlessDriver(LampBoard(lamps: lamps), width: 40, height: 6)
        expectNotContains(app.text, "[x]")
        lamps.lit[2] = true
        app.settle()
        expectContains(app.text, "[x] lamp 2")
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func movingTheFocusOverReusedRowsDrawsTheFocusWhereAFullFrameDoes() {
        let app = HeadlessDriver(CounterForm(), width: 40, height: 14)
        app.send(.tab, .tab, .tab)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
        expectEqual(app.runtime.focusedIndex, 3)
    }

    @Test func reusedRowsKeepTheirStateAndLifecycleAndARemovedRowGoes() {
        let events = Events()
        let app = HeadlessDriver(AnnouncedRows(events: events), width: 40, height: 6)
        expectEqual(events.lines, ["appear a", "appear b", "appear c"])
        tap(app, "Add c")
        tap(app, "Add a")
        // A change inside one row neither hides nor shows the others again.
        expectEqual(events.lines.count, 3)
        tap(app, "Drop b")
        expectEqual(events.lines, ["appear a", "appear b", "appear c", "disappear b"])
        expectContains(app.text, "a 1")
        expectContains(app.text, "c 1")
        expectNotContains(app.text, "b 0")
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func aResizedScreenLaysReusedRowsOutAtTheNewWidth() {
        let app = HeadlessDriver(FieldForm(), width: 40, height: 10)
        app.resize(width: 12, height: 10)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
        expectEqual(app.screen.width, 12)
    }
}
