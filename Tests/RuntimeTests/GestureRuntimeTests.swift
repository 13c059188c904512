import Builders
import Runtime
import Terminal
import Testing
import Expectations

private struct Pad: View {
    @GestureState private var offset = 0
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            Button("Tap") { taps += 1 }
            Text("taps=\(taps) offset=\(offset)")
                .gesture(DragGesture().updating($offset) { value, offset, _ in offset = Int(value.translation.width) })
                .simultaneousGesture(TapGesture().onEnded { taps += 10 })
        }
    }
}

/// A running app recognises no gesture: its `@GestureState` keeps its initial value while the
/// view's other state changes, and the gesture modifiers leave keys and redraws as they are.
@MainActor @Suite struct GestureRuntimeTests {
    @Test func aGestureStateKeepsItsInitialValueWhileTheAppRuns() {
        let app = HeadlessDriver(Pad(), width: 30, height: 4)
        expectContains(app.text, "taps=0 offset=0")
        app.press(.enter)
        expectContains(app.text, "taps=1 offset=0")
        app.press(.enter)
        expectContains(app.text, "taps=2 offset=0")
    }
}
