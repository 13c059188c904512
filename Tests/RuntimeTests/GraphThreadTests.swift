import Builders
import Foundation
import Render
import Runtime
import Terminal
import Testing
import Expectations

/// A counter whose button changes its own state.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Button("Tapped \(taps)") { taps += 1 }
    }
}

/// A runtime moved between threads as the main actor's work moves (it runs on different threads
/// over time): the bodies it evaluates on one thread still tell it what they read.
@MainActor @Suite struct GraphThreadTests {
    /// Hands the view to another thread and the runtime made there back; only one thread uses
    /// them at a time.
    private final class Made: @unchecked Sendable {
        let view: TapCounter
        var runtime: ViewRuntime?
        let done = DispatchSemaphore(value: 0)

        init(_ view: TapCounter) {
            self.view = view
        }
    }

    @Test func aBodyEvaluatedOnAThreadOtherThanTheOneThatMadeTheRuntimeRedrawsOnItsChanges() throws {
        let made = Made(TapCounter())
        Thread {
            let runtime = ViewRuntime(made.view, width: 20, height: 2)
            _ = try? runtime.renderFrame()
            made.runtime = runtime
            made.done.signal()
        }.start()
        made.done.wait()
        let runtime = try #require(made.runtime)
        expectEqual(runtime.currentScreen?.canvas.plainText.contains("Tapped 0"), true)
        // The first tap's frame evaluates the body here, on this thread; the second tap must
        // still find that body's read of its state.
        for expected in ["Tapped 1", "Tapped 2"] {
            _ = runtime.handle(.enter)
            #expect(runtime.needsFrame)
            let screen = try runtime.renderFrame()
            #expect(screen.canvas.plainText.contains(expected), "\(screen.canvas.plainText)")
        }
    }
}
