import Builders
import Render
import Runtime
import Terminal
import Testing
import Expectations

// A frame is a row of phases: its layout is built once, then painted as often as the frame needs
// (the screen, its window, the window scrolled to the focus, the focus moved), each paint from
// the same tree. Each test checks that the frame laid out and evaluated every view once, and that
// it is the frame drawn from scratch.

/// A row with a text field and state of its own.
private struct PhaseRow: View {
    let index: Int
    @State private var text = ""

    var body: some View {
        TextField("Row \(index)", text: $text)
    }
}

/// Thirty rows: far taller than a 10-row terminal.
private struct TallRows: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<30, id: \.self) { PhaseRow(index: $0) }
        }
    }
}

/// Rows with a button below them that adds a row above: the focused button's index moves.
private struct GrowingRows: View {
    @State private var ids = [0, 1, 2]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(ids, id: \.self) { PhaseRow(index: $0) }
            Button("Add") { ids.insert((ids.min() ?? 0) - 1, at: 0) }
        }
    }
}

@MainActor @Suite struct FramePhasesTests {
    @Test func aScreenFoundTallerThanTheTerminalIsLaidOutOnceAndPaintedAsItsWindow() throws {
        let app = HeadlessDriver(TallRows(), width: 40, height: 10)
        // The first frame: the screen painted in ten rows, found squeezed, then its window, from one layout.
        let reuse = app.runtime.layoutReuse
        #expect(reuse.reused == 0, "a layout built twice in the first frame reuses the first")
        expectEqual(reuse.built, 31)
        expectEqual(app.frameCount, 1)
        let whole = try Renderer.render(app.inspect(), width: 40, focusIndex: app.runtime.focusedIndex)
        expectEqual(app.screen, whole.window(from: 0, height: 10).canvas)
    }

    @Test func aFocusMovedByControlsComingBeforeItIsPaintedWithoutAFrameMore() {
        let app = HeadlessDriver(GrowingRows(), width: 40, height: 10)
        app.runtime.moveFocus(to: 3)
        app.settle()
        expectEqual(app.runtime.focusedTarget?.source?.kind, .button)
        let frames = app.frameCount
        let bodies = app.bodyEvaluations
        let built = app.runtime.layoutReuse.built
        app.press(.enter)
        #expect(app.text.contains("Row -1"), "\(app.text)")
        // The focus stayed on the button, now one control further: one frame, the list's body and
        // the new row's evaluated once, each view laid out once (the list, and its rows, whose
        // path changed with it), though the frame is painted twice.
        expectEqual(app.runtime.focusedTarget?.source?.kind, .button)
        expectEqual(app.runtime.focusedIndex, 4)
        expectEqual(app.frameCount, frames + 1)
        expectEqual(app.bodyEvaluations, bodies + 2)
        expectEqual(app.runtime.layoutReuse.built, built + 5)
        let incremental = app.screen
        app.update {}
        expectEqual(app.screen, incremental)
    }
}
