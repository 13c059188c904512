// README.md's examples of the segmented picker, ViewState and ViewKit ("The systems this package
// grew from"), compiled and run: the README's declarations at the top level, its statements in the
// tests, each line as the README writes it, with the checks between them. The README's import
// lines are this file's. The MirrorUI and AutomaticSettings examples are in EditorUITests
// (ReadmeSeedSystemsTests.swift), whose target has ReflectionUI and AutomaticSettings.
import Builders
import Foundation
import Pickers
import Render
import Runtime
import Testing
import Expectations

// MARK: README, the segmented picker

struct SizeChooser: View {
    @State private var size = 1

    var body: some View {
        VStack(alignment: .leading) {
            SegmentedPicker(selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            Text("size = \(size)")
        }
    }
}

// MARK: README, ViewState

final class Match: HasViewState, ObservableObject {
    struct ViewState: Equatable {
        var home = 0
        var away = 0
    }

    @Observed var state = ViewState()
    private(set) var renders = 0

    func render(state: ViewState, oldState: ViewState?) {
        renders += 1   // the one place that reacts to a change; oldState is nil the first time
    }
}

struct MatchView: View {
    @ObservedObject var match: Match

    var body: some View {
        Text("Home \(match.state.home) : \(match.state.away) Away")
    }
}

// MARK: README, ViewKit

struct Doorbell: View {
    @State private var rings = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Ring") { rings += 1 }
                .accessibilityIdentifier("bell")
            Text("rings: \(rings)")
        }
    }
}

@MainActor @Suite struct ReadmeSeedSystemsRuntimeTests {
    @Test func aClickOnASegmentChoosesItAndTheViewShowsTheSelection() {
        let app = HeadlessDriver(SizeChooser(), width: 40, height: 2)   // full screen: try run(SizeChooser())
        expectContains(app.text, "[Medium]")
        expectContains(app.text, "size = 1")
        app.click(on: "Large")                                          // the bar reads │ Small │ Medium │[Large]│
        expectContains(app.text, "│ Small │ Medium │[Large]│")
        expectContains(app.text, "size = 2")
    }

    @Test func aHostRendersOnlyARealChangeAndItsViewRedraws() {
        let match = Match()
        let app = HeadlessDriver(MatchView(match: match), width: 30, height: 1)   // full screen: try run(MatchView(match: match))
        expectContains(app.text, "Home 0 : 0 Away")
        expectEqual(match.renders, 0)
        match.state.home += 1   // renders once, and the view draws "Home 1 : 0 Away"
        expectEqual(match.renders, 1)
        expectContains(app.text, "Home 1 : 0 Away")
        let frames = app.frameCount
        match.state.home = 1    // the same state: no render, no frame
        expectEqual(match.renders, 1)
        expectEqual(app.settle(), 0)
        expectEqual(app.frameCount, frames)
    }

    @Test(.timeLimit(.minutes(5)))
    func theStyleSheetDrawsTheButtonAndThePressArrivesOnTheActionStream() async {
        var sheet = StyleSheet.standard                                             // every control kind's default style
        sheet.define(ControlStyle(focusOpen: "{", focusClose: "}"), for: .button)   // an app's override, at start-up
        let app = HeadlessDriver(Doorbell(), width: 30, height: 2)                 // full screen: a ViewRuntime run by TerminalRunner
        expectContains(app.text, ">Ring<")
        app.runtime.styleSheet = sheet                                              // the focused button is drawn {Ring}
        expectContains(app.text, "{Ring}")
        let actions = app.runtime.actions()                                         // the user's actions on controls, from now on
        app.press(.enter)
        var ring: ActionEvent?                                                      // identifier "bell", kind .button
        for await action in actions where action.action == .pressed { ring = action; break }
        expectEqual(ring?.identifier, "bell")
        expectEqual(ring?.kind, .button)
        expectContains(app.text, "rings: 1")
    }
}
