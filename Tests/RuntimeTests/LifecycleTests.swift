import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// What lifecycle actions ran, in order.
final class EventLog {
    var events: [String] = []
}

private struct Watcher: View {
    let log: EventLog
    @State private var count = 0
    @State private var other = 0

    var body: some View {
        VStack {
            Text("count \(count)")
                .onChange(of: count) { old, new in log.events.append("change \(old)->\(new)") }
            Button("Add") { count += 1 }
            Button("Other") { other += 1 }
            Text("other \(other)")
        }
    }
}

private struct InitialWatcher: View {
    let log: EventLog
    @State private var count = 0

    var body: some View {
        Button("Add \(count)") { count += 1 }
            .onChange(of: count, initial: true) { log.events.append("change \(count)") }
    }
}

private struct AppearingRows: View {
    let log: EventLog
    @State private var names = ["a"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Text("row \(name)")
                    .onAppear { log.events.append("appear \(name)") }
                    .onDisappear { log.events.append("disappear \(name)") }
            }
            Button("Add b") { names.append("b") }
            Button("Remove b") { names.removeAll { $0 == "b" } }
        }
    }
}

private struct TaskHolder: View {
    let events: AsyncStream<String>.Continuation
    @State private var shown = true

    var body: some View {
        VStack {
            if shown {
                Text("working").task { [events] in
                    events.yield("started")
                    // Work that ends only when cancelled (the test's time limit bounds it otherwise).
                    try? await Task.sleep(for: .seconds(3_600))
                    events.yield(Task.isCancelled ? "cancelled" : "finished")
                }
            }
            Button("Hide") { shown = false }
        }
    }
}

private struct TaskWithID: View {
    let events: AsyncStream<String>.Continuation
    @State private var id = 0

    var body: some View {
        VStack {
            Text("id \(id)").task(id: id) { [events, id] in events.yield("run \(id)") }
            Button("Next") { id += 1 }
        }
    }
}

private struct Submitter: View {
    let log: EventLog
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onSubmit { log.events.append("submit \(name)") }
        }
    }
}

private struct AlertScreen: View {
    let log: EventLog
    @State private var asking = false
    @State private var deleted = 0

    var body: some View {
        VStack {
            Button("Delete") { asking = true }
            Button("Other") {}
            Text("deleted \(deleted)")
        }
        .alert("Really?", isPresented: $asking) {
            Button("Yes") { deleted += 1 }
            Button("No", role: .cancel) {}
        }
    }
}

private struct SheetScreen: View {
    @State private var showing = false
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Open") { showing = true }
            Text("taps \(taps)")
        }
        .sheet(isPresented: $showing) {
            VStack {
                Text("In the sheet")
                Button("Tap") { taps += 1 }
            }
        }
    }
}

@MainActor @Suite struct LifecycleTests {
    @Test func onChangeFiresOncePerChangeOfItsValueAndNotForOtherChanges() {
        let log = EventLog()
        let app = HeadlessDriver(Watcher(log: log), width: 30, height: 6)
        #expect(log.events.isEmpty)
        tap(app, "Add")
        expectEqual(log.events, ["change 0->1"])
        tap(app, "Other")
        expectEqual(log.events, ["change 0->1"])
        tap(app, "Add")
        tap(app, "Add")
        expectEqual(log.events, ["change 0->1", "change 1->2", "change 2->3"])
    }

    @Test func onChangeWithInitialFiresWhenTheViewAppears() {
        let log = EventLog()
        let app = HeadlessDriver(InitialWatcher(log: log), width: 30, height: 3)
        expectEqual(log.events, ["change 0"])
        app.press(.enter)
        expectEqual(log.events, ["change 0", "change 1"])
    }

    @Test func onAppearAndOnDisappearRunOnceForARowAddedAndRemoved() {
        let log = EventLog()
        let app = HeadlessDriver(AppearingRows(log: log), width: 30, height: 6)
        expectEqual(log.events, ["appear a"])
        tap(app, "Add b")
        expectEqual(log.events, ["appear a", "appear b"])
        tap(app, "Add b")
        app.press(.tab)
        expectEqual(log.events, ["appear a", "appear b"])
        tap(app, "Remove b")
        expectEqual(log.events, ["appear a", "appear b", "disappear b"])
        app.press(.tab)
        expectEqual(log.events, ["appear a", "appear b", "disappear b"])
    }

    @Test(.timeLimit(.minutes(5))) func aTaskIsCancelledWhenItsViewLeaves() async {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let app = HeadlessDriver(TaskHolder(events: continuation), width: 30, height: 4)
        expectEqual(app.runtime.taskCount, 1)
        var events = stream.makeAsyncIterator()
        expectEqual(await events.next(), "started")
        tap(app, "Hide")
        expectEqual(app.runtime.taskCount, 0)
        // The task's words up to its end: "cancelled" when leaving cancelled it; were it not
        // cancelled, the test would fail at its time limit rather than wait for the task's hour.
        var words: [String] = []
        while let word = await events.next() {
            words.append(word)
            if word == "cancelled" || word == "finished" { break }
        }
        #expect(words.last == "cancelled", "\(words)")
    }

    @Test func aTaskWithAnIDRunsAgainWhenItsIDChanges() async {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let app = HeadlessDriver(TaskWithID(events: continuation), width: 30, height: 4)
        var events = stream.makeAsyncIterator()
        expectEqual(await events.next(), "run 0")
        tap(app, "Next")
        expectEqual(await events.next(), "run 1")
        expectEqual(app.runtime.taskCount, 1)
    }

    @Test func returnInATextFieldRunsItsOnSubmit() {
        let log = EventLog()
        let app = HeadlessDriver(Submitter(log: log), width: 30, height: 3)
        app.type("Ann")
        #expect(log.events.isEmpty)
        app.press(.enter)
        expectEqual(log.events, ["submit Ann"])
    }

    @Test func anAlertTakesTheFocusAndItsButtonRunsItsActionAndDismissesIt() {
        let log = EventLog()
        let app = HeadlessDriver(AlertScreen(log: log), width: 40, height: 10)
        #expect(!app.runtime.isPresenting)
        app.press(.enter)
        #expect(app.runtime.isPresenting)
        expectContains(app.text, "Really?")
        expectEqual(app.runtime.focusedTarget.flatMap { try? $0.source?.labelView().text().string() }, "Yes")
        app.press(.tab)
        expectEqual(app.runtime.focusedTarget.flatMap { try? $0.source?.labelView().text().string() }, "No")
        app.press(.tab)
        expectEqual(app.runtime.focusedTarget.flatMap { try? $0.source?.labelView().text().string() }, "Yes")
        app.press(.enter)
        #expect(!app.runtime.isPresenting)
        expectNotContains(app.text, "Really?")
        expectContains(app.text, "deleted 1")
        expectEqual(app.runtime.focusedTarget.flatMap { try? $0.source?.labelView().text().string() }, "Delete")
        #expect(!app.quitRequested)
    }

    @Test func escapeDismissesASheetAndSetsItsBindingFalse() {
        let app = HeadlessDriver(SheetScreen(), width: 40, height: 8)
        app.press(.enter)
        expectContains(app.text, "In the sheet")
        app.press(.enter)
        expectContains(app.text, "In the sheet")
        app.press(.escape)
        #expect(!app.runtime.isPresenting)
        expectNotContains(app.text, "In the sheet")
        expectContains(app.text, "taps 1")
        expectEqual(app.runtime.focusedTarget.flatMap { try? $0.source?.labelView().text().string() }, "Open")
        #expect(!app.quitRequested)
        app.press(.enter)
        expectContains(app.text, "In the sheet")
    }
}
