import Builders
import Observation
import Runtime
import Script
import Terminal
import Testing
import Expectations

// The compiled twin of `LiveControlsTests.source`.
private struct Controls: View {
    @State private var tab = 0
    @State private var due = Date(timeIntervalSince1970: 86_400)
    @State private var tint = Color.red
    @State private var expanded = false
    @State private var showSheet = false
    @State private var showAlert = false
    @State private var steps = 0
    @State private var appeared = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("tab \(tab) steps \(steps) expanded \(expanded ? "yes" : "no") appeared \(appeared)")
            Stepper("Steps", onIncrement: { steps += 1 }, onDecrement: { steps -= 2 })
            DisclosureGroup("More", isExpanded: $expanded) {
                Text("Inside")
            }
            DatePicker("Due", selection: $due, displayedComponents: [.date])
            ColorPicker("Tint", selection: $tint)
            Button("Sheet") { showSheet = true }
            Button("Alert") { showAlert = true }
            TabView(selection: $tab) {
                Text("First page").tabItem { Text("One") }.tag(0)
                Text("Second page").tabItem { Text("Two") }.tag(1)
            }
        }
        .onAppear { appeared += 1 }
        .sheet(isPresented: $showSheet) {
            Button("Close sheet") { showSheet = false }
        }
        .alert("Careful", isPresented: $showAlert) {
            Button("OK") {}
        }
    }
}

// The compiled twin of `LiveControlsTests.modelSource`.
@Observable
private final class Score {
    var points = 0
}

private struct Board: View {
    let score: Score
    var body: some View { Text("points \(score.points)") }
}

private struct Title: View {
    var body: some View { Text("Game") }
}

private struct Game: View {
    @State private var score = Score()
    var body: some View {
        VStack(alignment: .leading) {
            Title()
            Board(score: score)
            Button("Add") { score.points += 1 }
        }
    }
}

/// The controls whose values are bindings (a tab view's selection, a date, a colour, a
/// disclosure group's expansion, a presentation's flag), a stepper's own actions and `onAppear`
/// run live as compiled; a model's change evaluates only the views that read it.
@MainActor @Suite struct LiveControlsTests {
    static let source = """
        struct Controls: View {
            @State private var tab = 0
            @State private var due = Date(timeIntervalSince1970: 86_400)
            @State private var tint = Color.red
            @State private var expanded = false
            @State private var showSheet = false
            @State private var showAlert = false
            @State private var steps = 0
            @State private var appeared = 0

            var body: some View {
                VStack(alignment: .leading) {
                    Text("tab \\(tab) steps \\(steps) expanded \\(expanded ? "yes" : "no") appeared \\(appeared)")
                    Stepper("Steps", onIncrement: { steps += 1 }, onDecrement: { steps -= 2 })
                    DisclosureGroup("More", isExpanded: $expanded) {
                        Text("Inside")
                    }
                    DatePicker("Due", selection: $due, displayedComponents: [.date])
                    ColorPicker("Tint", selection: $tint)
                    Button("Sheet") { showSheet = true }
                    Button("Alert") { showAlert = true }
                    TabView(selection: $tab) {
                        Text("First page").tabItem { Text("One") }.tag(0)
                        Text("Second page").tabItem { Text("Two") }.tag(1)
                    }
                }
                .onAppear { appeared += 1 }
                .sheet(isPresented: $showSheet) {
                    Button("Close sheet") { showSheet = false }
                }
                .alert("Careful", isPresented: $showAlert) {
                    Button("OK") {}
                }
            }
        }

        #Preview { Controls() }
        """

    static let modelSource = """
        @Observable
        final class Score {
            var points = 0
        }

        struct Board: View {
            let score: Score
            var body: some View { Text("points \\(score.points)") }
        }

        struct Title: View {
            var body: some View { Text("Game") }
        }

        struct Game: View {
            @State private var score = Score()
            var body: some View {
                VStack(alignment: .leading) {
                    Title()
                    Board(score: score)
                    Button("Add") { score.points += 1 }
                }
            }
        }

        #Preview { Game() }
        """

    func drivers(_ source: String, _ compiled: some View, width: Int = 60, height: Int = 16) throws -> (live: HeadlessDriver, compiled: HeadlessDriver, session: LiveSession) {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "controls.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: width, height: height) }
        return (open(reading.view), open(compiled), reading.session)
    }

    @Test func boundControlsStepperActionsPresentationsAndOnAppearRunAsCompiledAfterEveryKey() throws {
        let (live, compiled, session) = try drivers(Self.source, Controls())
        expectEqual(live.text, compiled.text)
        // onAppear ran once, after the first frame.
        expectContains(live.text, "appeared 1")
        // Focus order: Stepper, DisclosureGroup, DatePicker, ColorPicker, Sheet, Alert, the tabs.
        let keys: [Key] = [
            .character("+"), .character("+"), .character("-"),  // steps 1, 2, then 0
            .tab, .enter,  // the disclosure group opens
            .tab, .up, .right, .down,  // the date's fields
            .tab, .enter, .space,  // the colour cycles
            .tab, .enter, .enter,  // the sheet shows; its button closes it
            .tab, .enter, .escape,  // the alert shows; Esc dismisses it
            .tab, .right, .enter,  // the second tab
        ]
        for (index, key) in keys.enumerated() {
            live.press(key)
            compiled.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
            if index == 1 { #expect(live.text.contains("steps 2")) }
            if index == 2 { #expect(live.text.contains("steps 0")) }
            if index == 4 { #expect(live.text.contains("expanded yes") && live.text.contains("Inside")) }
            if index == 13 { #expect(live.text.contains("Close sheet")) }
            if index == 14 { #expect(!live.text.contains("Close sheet")) }
            if index == 16 { #expect(live.text.contains("Careful")) }
            if index == 17 { #expect(!live.text.contains("Careful")) }
        }
        expectContains(live.text, "tab 1")
        expectContains(live.text, "Second page")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aModelChangeEvaluatesOnlyTheViewThatReadsIt() throws {
        let (live, compiled, session) = try drivers(Self.modelSource, Game(), height: 4)
        // Focus on Add; a press changes the model: only Board reads it, so only Board's body
        // runs again, as SwiftUI evaluates only the views that read an @Observable's property.
        let (liveBefore, compiledBefore) = (live.bodyEvaluations, compiled.bodyEvaluations)
        live.press(.enter)
        compiled.press(.enter)
        #expect(live.text.hasPrefix("Game\npoints 1\n>Add<"))
        expectEqual(live.text, compiled.text)
        expectEqual(compiled.bodyEvaluations - compiledBefore, 1)
        // Live, a struct is two bodies: its LiveView and the stand-in holding the evaluated body;
        // Board's two run again, not those of Game, Title or the preview (eight in all).
        expectEqual(live.bodyEvaluations - liveBefore, 2)
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aTasksBodyRunsOnTheAppsThreadAfterItsViewAppears() throws {
        let source = """
            struct Loader: View {
                @State private var status = "loading"
                @State private var runs = 0
                var body: some View {
                    Text("\\(status) \\(runs)")
                        .task {
                            status = "loaded"
                            runs += 1
                        }
                }
            }
            #Preview { Loader() }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "loader.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 2) }
        let app = open(reading.view)
        // The task started when the view appeared; its body waits for the app's thread.
        #expect(app.text.hasPrefix("loading 0"))
        #expect(reading.session.tasks.waitForPosted(timeout: .seconds(10)))
        expectEqual(reading.session.tasks.runPending(), 1)
        #expect(app.text.hasPrefix("loaded 1"))
        // A task runs once per appearance: nothing more is posted by the redraw.
        expectEqual(reading.session.tasks.runPending(), 0)
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
