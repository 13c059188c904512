import Builders
import Render
import Runtime
import Terminal
import Testing
import Expectations

// A screen taller than the terminal is drawn as the window shown, painted with
// the rows above and below it left out. Each frame of a running app, edited and scrolled, must be
// the window of the whole screen rendered from scratch at the same scroll position and focus.

/// A row: a Stepper whose label shows its value.
private struct TallRow: View {
    let index: Int
    @State private var count = 0

    var body: some View {
        Stepper("Row \(index) count \(count)", value: $count, in: 0...9)
    }
}

/// A row: a Toggle.
private struct SwitchRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        Toggle("Switch \(index)", isOn: $isOn)
    }
}

/// A form of forty rows, with a two-line note before every fifth (a window's edge can cut one):
/// far taller than a 24-row terminal.
private struct TallForm: View {
    var body: some View {
        Form {
            Text("Tall form")
            ForEach(0..<40, id: \.self) { index in
                if index % 5 == 0 { Text("Note \(index)\nits second line") }
                TallRow(index: index)
                if index % 3 == 0 { SwitchRow(index: index) }
            }
        }
    }
}

@MainActor @Suite struct WindowedFrameTests {
    /// Checks the frame on screen against the whole screen rendered from scratch (no kept layout)
    /// cut to the window at the app's scroll position, with the same control focused.
    private func checkWindow(_ app: HeadlessDriver, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shown = app.screen
        let whole = try Renderer.render(app.inspect(), width: 80, focusIndex: app.runtime.focusedIndex)
        let window = whole.window(from: app.runtime.scrolledRows, height: 24)
        #expect(shown == window.canvas, "drawn:\n\(shown.plainText)\nwindow of the whole screen:\n\(window.canvas.plainText)",
                sourceLocation: sourceLocation)
        let drawnTargets = (app.runtime.currentScreen?.focusTargets ?? []).map { [$0.row, $0.column, $0.width, $0.height] }
        #expect(drawnTargets == window.focusTargets.map { [$0.row, $0.column, $0.width, $0.height] }, sourceLocation: sourceLocation)
    }

    @Test func everyFrameOfAScrolledTallScreenIsTheWindowOfTheWholeScreen() throws {
        let app = HeadlessDriver(TallForm(), width: 80, height: 24)
        try checkWindow(app)
        expectContains(app.text, "Tall form")
        // Edits at the top, then Tab down past the bottom (the window scrolls), editing on the way.
        app.press(.right)
        try checkWindow(app)
        for step in 0..<45 {
            app.press(.tab)
            try checkWindow(app)
            if step % 7 == 0 {
                app.press(.right)
                try checkWindow(app)
            }
            if step % 11 == 0 {
                app.press(.enter)
                try checkWindow(app)
            }
        }
        #expect(app.runtime.scrolledRows > 0, "the window never scrolled:\n\(app.text)")
        // Back up: the window scrolls up, cutting the two-line notes at its top edge.
        for _ in 0..<20 {
            app.press(.backTab)
            try checkWindow(app)
            app.press(.left)
            try checkWindow(app)
        }
    }

    @Test func aWindowFrameEqualsTheSameStatePaintedFromScratch() throws {
        let app = HeadlessDriver(TallForm(), width: 80, height: 24)
        for _ in 0..<30 { app.press(.tab) }
        app.press(.right)
        let incremental = app.screen
        #expect(app.runtime.scrolledRows > 0)
        // `update` forgets every kept layout and painted cell: the frame is made from scratch.
        app.update {}
        #expect(app.screen == incremental, "incremental:\n\(incremental.plainText)\nfrom scratch:\n\(app.screen.plainText)")
    }
}

/// A row of a label and a control side by side: in a form taller than the terminal, the stack is
/// what is squeezed, not the control.
private struct PairRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        HStack {
            Text("Pair \(index)")
            Toggle("On", isOn: $isOn)
        }
    }
}

/// Forty such rows.
private struct PairForm: View {
    var body: some View {
        Form {
            ForEach(0..<40, id: \.self) { PairRow(index: $0) }
        }
    }
}

@MainActor @Suite struct SqueezedRowsTests {
    @Test func controlsInsideRowsSqueezedToNothingScrollIntoViewInsteadOfVanishing() {
        let app = HeadlessDriver(PairForm(), width: 80, height: 24)
        // The form is drawn from its top at its own height: the first row shows, with its label.
        #expect(app.text.hasPrefix("Pair 0"), "\(app.text)")
        // Every toggle is a stop of Tab: the 31st is row 30's, scrolled into the window.
        for _ in 0..<30 { app.press(.tab) }
        expectEqual(app.runtime.focusedIndex, 30)
        #expect(app.text.contains("Pair 30"), "\(app.text)")
        #expect(!app.text.contains("Pair 0 "), "\(app.text)")
    }
}

@MainActor @Suite struct ResizeRedrawTests {
    @Test func aResizeToTheSameSizeDrawsTheScreenAgainRatherThanLeavingItBlank() {
        let app = HeadlessDriver(PairForm(), width: 58, height: 7)
        let before = app.text
        #expect(before.hasPrefix("Pair 0"))
        // Found by the runtime fuzzer: a second resize to the size the app already had left the
        // driver's screen empty, because nothing had changed that would ask for a frame.
        app.resize(width: 58, height: 7)
        expectEqual(app.text, before)
        app.resize(width: 58, height: 7)
        expectEqual(app.text, before)
    }
}

/// A lazy list of rows, each with a button.
private struct ButtonList: View {
    var body: some View {
        List(0..<30, id: \.self) { index in
            Button("Item \(index)") {}
        }
    }
}

@MainActor @Suite struct ResizeFocusTests {
    @Test func aTerminalMadeShorterKeepsTheFocusedRowOfALazyListInView() {
        let app = HeadlessDriver(ButtonList(), width: 30, height: 12)
        for _ in 0..<8 { app.press(.tab) }
        #expect(app.text.contains(">Item 8<"), "\(app.text)")
        // Found by the runtime fuzzer: the rows below the new bottom are not made, so the focused
        // one was lost and the focus fell on another row.
        app.resize(width: 30, height: 3)
        #expect(app.text.contains(">Item 8<"), "\(app.text)")
        let shown = app.screen
        app.update {}
        expectEqual(app.screen, shown)
    }
}
