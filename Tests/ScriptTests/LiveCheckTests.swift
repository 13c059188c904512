import Builders
import Dispatch
import Script
import Testing
import Expectations

/// A reading run live is checked whole on a thread of its own while it is prepared to run: the
/// check's error is thrown by `wait()`, and what follows a passed check gets the checked tree.
@MainActor @Suite struct LiveCheckTests {
    @Test func anErrorOffTheFirstScreenIsThrownByTheChecksWait() throws {
        let source = """
            struct Settings: View {
                var body: some View { Text(undefinedTitle) }
            }
            struct Home: View {
                @State private var showing = false
                var body: some View {
                    Button("Settings") { showing = true }
                        .sheet(isPresented: $showing) { Settings() }
                }
            }
            #Preview { Home() }
            """
        let (reading, check) = try ViewFile.liveStartingCheck(files: [ViewFile.Source(name: "v.swift", text: source)])
        // The live root is ready before the check ends: its first screen has no error.
        #expect(reading.session.errors.isEmpty)
        #expect {
            try check.wait()
        } throws: { error in
            "\(error)".hasPrefix("v.swift:2:32: error: unknown name 'undefinedTitle'")
        }
        // `live(files:)` throws the same error before anything runs.
        expectThrows(ScriptError.self) { try ViewFile.live(files: [ViewFile.Source(name: "v.swift", text: source)]) }
    }

    @Test func whatFollowsAPassedCheckGetsTheCheckedTree() throws {
        let source = "#Preview { Text(\"checked\") }"
        let given = Given()
        let (_, check) = try ViewFile.liveStartingCheck(files: [ViewFile.Source(name: "v.swift", text: source)]) { view in
            given.keep(String(describing: type(of: view)))
        }
        try check.wait()
        expectEqual(given.value(waitingUpTo: .seconds(30)), "Text")
    }

    /// A value handed over from the check's thread.
    final class Given: @unchecked Sendable {
        private let arrived = DispatchSemaphore(value: 0)
        private var kept: String?

        func keep(_ value: String) {
            kept = value
            arrived.signal()
        }

        func value(waitingUpTo timeout: DispatchTimeInterval) -> String? {
            guard arrived.wait(timeout: .now() + timeout) == .success else { return nil }
            return kept
        }
    }
}
