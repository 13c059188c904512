import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// App code's control flow and concurrency, read and run live: loops, `defer`, `inout`, tasks
/// that sleep on the app's clock, timers and work on the main queue, `onChange` actions.
@MainActor @Suite struct ConcurrencyReaderTests {
    /// `source` run live in a headless driver on a manual clock.
    func live(_ source: String) throws -> (app: HeadlessDriver, session: LiveSession) {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "app.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 6) }
        return (open(reading.view), reading.session)
    }

    func text(of source: String) throws -> String {
        try inspect(read(source)).text().string()
    }

    // MARK: Control flow

    @Test func whileAndRepeatLoopsRunWhileTheirConditionsHold() throws {
        let source = """
            func collatzSteps(_ start: Int) -> Int {
                var n = start
                var steps = 0
                while n != 1 {
                    n = n % 2 == 0 ? n / 2 : 3 * n + 1
                    steps += 1
                }
                return steps
            }
            func atLeastOnce() -> Int {
                var passes = 0
                repeat { passes += 1 } while false
                return passes
            }
            func firstSquareOver(_ limit: Int) -> Int {
                var k = 0
                while true {
                    k += 1
                    if k * k > limit { break }
                }
                return k
            }
            Text("\\(collatzSteps(6)) \\(atLeastOnce()) \\(firstSquareOver(50))")
            """
        // 6 → 3 → 10 → 5 → 16 → 8 → 4 → 2 → 1 is 8 steps; a repeat body runs before its test; 8² = 64 > 50.
        expectEqual(try text(of: source), "8 1 8")
    }

    @Test func aLoopThatNeverEndsIsAnErrorNotAHang() {
        let source = """
            func spin() -> Int {
                var n = 0
                while true { n += 1 }
                return n
            }
            Text("\\(spin())")
            """
        expectEqual(scriptError { try read(source) }?.description.contains("3:5: error: a loop of more than 100000 iterations"), true)
    }

    @Test func deferredBlocksRunLastFirstWhenTheirBlockIsLeft() throws {
        let source = """
            final class Log { var lines: [String] = [] }
            func work(_ log: Log, leaveEarly: Bool) -> Int {
                defer { log.lines.append("first") }
                defer { log.lines.append("second") }
                if leaveEarly { return 1 }
                log.lines.append("body")
                return 2
            }
            func run() -> String {
                let log = Log()
                _ = work(log, leaveEarly: true)
                _ = work(log, leaveEarly: false)
                return log.lines.joined(separator: ",")
            }
            Text(run())
            """
        expectEqual(try text(of: source), "second,first,body,second,first")
    }

    @Test func anInoutParameterWritesBackToItsArgument() throws {
        let source = """
            struct Habit { var name: String; var count = 0 }
            func bump(_ value: inout Int, by step: Int) { value += step }
            func update(_ habits: inout [Habit], at index: Int, _ change: (inout Habit) -> Void) {
                change(&habits[index])
            }
            func run() -> String {
                var total = 1
                bump(&total, by: 4)
                var habits = [Habit(name: "Read"), Habit(name: "Run")]
                update(&habits, at: 1) { $0.count += 2 }
                update(&habits, at: 1) { habit in habit.name = "Jog" }
                return "\\(total) \\(habits[1].name) \\(habits[1].count) \\(habits[0].count)"
            }
            Text(run())
            """
        expectEqual(try text(of: source), "5 Jog 2 0")
    }

    @Test func awaitAndAsyncFunctionsReadAsTheirValues() throws {
        let source = """
            func load() async throws -> [String] { ["a", "b"] }
            func count() async -> Int {
                async let items = try? load()
                return await items?.count ?? 0
            }
            struct Row: View {
                @State private var text = "none"
                var body: some View { Text(text).task { text = "\\(await count())" } }
            }
            Row()
            """
        // A static reading runs no task: the text is the state's first value.
        #expect((try? inspect(read(source)).find(text: "none")) != nil)
    }

    // MARK: Tasks run live

    @Test func aTaskStartedByAButtonSleepsOnTheAppsClock() throws {
        let (app, session) = try live("""
            struct Saver: View {
                @State private var status = "idle"
                var body: some View {
                    VStack {
                        Text(status)
                        Button("Save") {
                            Task {
                                status = "saving"
                                try await Task.sleep(for: .seconds(2))
                                status = "saved"
                            }
                        }
                    }
                }
            }
            Saver()
            """)
        expectContains(app.text, "idle")
        app.press(.enter)
        expectContains(app.text, "saving")
        app.advance(by: 1.5)
        expectContains(app.text, "saving")
        app.advance(by: 0.5)
        expectContains(app.text, "saved")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aCancelledTasksSleepThrowsCancellationAtOnce() throws {
        let (app, session) = try live("""
            struct Download: View {
                @State private var status = "idle"
                @State private var job: Task<Void, Never>?
                var body: some View {
                    VStack {
                        Text(status)
                        Button("Start") {
                            job = Task {
                                do {
                                    status = "loading"
                                    try await Task.sleep(nanoseconds: 60_000_000_000)
                                    status = "loaded"
                                } catch {
                                    status = Task.isCancelled ? "cancelled" : "failed"
                                }
                            }
                        }
                        Button("Stop") { job?.cancel() }
                    }
                }
            }
            Download()
            """)
        app.press(.enter)
        expectContains(app.text, "loading")
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "cancelled")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aTaskModifiersLoopTicksWithTheClock() throws {
        let (app, session) = try live("""
            struct Clock: View {
                @State private var seconds = 0
                var body: some View {
                    Text("\\(seconds) s")
                        .task {
                            // Four ticks, then the task ends (its thread with it).
                            var ticks = 0
                            while ticks < 4, !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(1))
                                seconds += 1
                                ticks += 1
                            }
                        }
                }
            }
            Clock()
            """)
        // The runtime starts the task's body on a task of its own, which hands it to the app's thread.
        #expect(session.tasks.waitForPosted(timeout: .seconds(10)))
        app.update { session.tasks.runPending() }
        expectContains(app.text, "0 s")
        app.advance(by: 3)
        expectContains(app.text, "3 s")
        app.advance(by: 5)
        expectContains(app.text, "4 s")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aTaskModifiersBodyIsCancelledWhenItsViewGoes() throws {
        let (app, session) = try live("""
            struct Ticker: View {
                @Binding var log: String
                var body: some View {
                    Text("ticking")
                        .task {
                            do {
                                while true { try await Task.sleep(for: .seconds(1)) }
                            } catch {
                                log = Task.isCancelled ? "cancelled" : "failed"
                            }
                        }
                }
            }

            struct Panel: View {
                @State private var showsTicker = true
                @State private var log = "running"
                var body: some View {
                    VStack {
                        Text(log)
                        if showsTicker { Ticker(log: $log) }
                        Button("Hide") { showsTicker = false }
                    }
                }
            }
            Panel()
            """)
        #expect(session.tasks.waitForPosted(timeout: .seconds(10)))
        app.update { session.tasks.runPending() }
        app.advance(by: 3)
        expectContains(app.text, "running")
        app.press(.enter)
        expectNotContains(app.text, "ticking")
        // The runtime cancels the view's task as the view goes; the body's sleep throws at the
        // loop's next turn.
        app.advance(by: 0)
        expectContains(app.text, "cancelled")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    // MARK: Timers and the main queue

    @Test func workAfterADeadlineRunsWhenTheClockReachesIt() throws {
        let (app, _) = try live("""
            struct Toast: View {
                @State private var showing = false
                var body: some View {
                    VStack {
                        Text(showing ? "Copied" : "-")
                        Button("Copy") {
                            showing = true
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showing = false }
                        }
                    }
                }
            }
            Toast()
            """)
        app.press(.enter)
        expectContains(app.text, "Copied")
        app.advance(by: 1.9)
        expectContains(app.text, "Copied")
        app.advance(by: 0.1)
        expectNotContains(app.text, "Copied")
    }

    @Test func aScheduledTimerRepeatsUntilInvalidated() throws {
        let (app, _) = try live("""
            struct Countdown: View {
                @State private var left = 3
                var body: some View {
                    Text("\\(left) left")
                        .onAppear {
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                                left -= 1
                                if left == 0 { timer.invalidate() }
                            }
                        }
                }
            }
            Countdown()
            """)
        expectContains(app.text, "3 left")
        app.advance(by: 1)
        expectContains(app.text, "2 left")
        app.advance(by: 5)
        expectContains(app.text, "0 left")
    }

    @Test func aTimerPublisherTicksIntoOnReceive() throws {
        let (app, _) = try live("""
            struct Stopwatch: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("ticks: \\(ticks)")
                        .onReceive(timer) { _ in ticks += 1 }
                }
            }
            Stopwatch()
            """)
        expectContains(app.text, "ticks: 0")
        app.advance(by: 2)
        expectContains(app.text, "ticks: 4")
    }

    @Test func onChangeOfAnArrayRunsItsActionWithTheOldAndNewValues() throws {
        let (app, session) = try live("""
            struct Basket: View {
                @State private var items: [String] = []
                @State private var note = "empty"
                var body: some View {
                    VStack {
                        Text(note)
                        Button("Add") { items.append("apple") }
                    }
                    .onChange(of: items) { old, new in note = "\\(old.count) → \\(new.count)" }
                }
            }
            Basket()
            """)
        app.press(.enter)
        expectContains(app.text, "0 → 1")
        app.press(.enter)
        expectContains(app.text, "1 → 2")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }
}
