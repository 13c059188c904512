import Foundation
import Script
import SwiftUI
import Testing
@testable import PulseBoard

/// PulseBoard's folder read without compiling: the same tree, and, run live from its App, the
/// same screens as the compiled app while its task loads, its filter waits for typing to pause
/// and a refresh fetches the next readings.
extension PulseBoardTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        try expectReadsLikeCompiled("PulseBoard", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveLoadsFiltersAndRefreshesAsTheCompiledOne() async throws {
        let reading = try ViewFile.live(files: try appSources("PulseBoard"))
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 70, height: 22) }
        let live = open(reading.view)
        let compiled = try HeadlessDriver(app: PulseBoardApp(), width: 70, height: 22)
        /// Runs the task bodies the read app's runtime posts, on its thread, as its loop does, until
        /// `condition` holds. The runtime posts them from tasks of its own, which may need this
        /// actor: it is given up between looks, as the compiled app's `settle(until:)` does.
        func settleRead(until condition: () -> Bool) async -> Bool {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                live.update { reading.session.tasks.runPending() }
                if condition() { return true }
                try? await Task.sleep(for: .milliseconds(5))
            }
            return condition()
        }

        #expect(await compiled.settle(until: { compiled.text.contains("4 metrics up to date") }))
        #expect(await settleRead(until: { live.text.contains("4 metrics up to date") }))
        #expect(live.text == compiled.text, "\(live.text)\n--- compiled:\n\(compiled.text)")

        for app in [live, compiled] {
            app.type("err")
            app.advance(by: 0.3)
        }
        #expect(!live.text.contains("Visitors"), "\(reading.session.errors), focus: \(live.focusedPath ?? "none") / \(compiled.focusedPath ?? "none")")
        #expect(live.text == compiled.text, "\(live.text)\n--- compiled:\n\(compiled.text)")

        for app in [live, compiled] {
            app.press(.backspace, times: 3)
            app.advance(by: 0.3)
            app.press(.tab)
            app.press(.character("r"))
        }
        #expect(await compiled.settle(until: { compiled.text.contains("1240") }))
        #expect(await settleRead(until: { live.text.contains("1240") }))
        #expect(live.text == compiled.text, "\(live.text)\n--- compiled:\n\(compiled.text)")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
