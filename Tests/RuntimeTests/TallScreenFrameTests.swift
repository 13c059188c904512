import Builders
import Render
import Runtime
import Terminal
import Testing
import Expectations

// A screen taller than the terminal is painted as its window over the last frame
// of the same window, and a frame after a window looks for one squeezed control before painting
// the screen whole. Each frame must be the one drawn without these shortcuts: the window of the whole
// screen rendered from scratch, or, once the content fits, the screen laid out in the terminal's
// height (where a Spacer pushes what follows it to the bottom row).

/// A text field with its own text.
private struct FieldRow: View {
    let index: Int
    @State private var text = ""

    var body: some View {
        TextField("Field \(index)", text: $text)
    }
}

/// Thirty text fields under a title: far taller than a 10-row terminal.
private struct TallFields: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Fields")
            ForEach(0..<30, id: \.self) { FieldRow(index: $0) }
        }
    }
}

/// How many times a view appeared and disappeared.
private final class Appearances {
    var appeared = 0
    var disappeared = 0
}

/// Thirty text fields under a title that counts its appearances.
private struct CountedTallFields: View {
    let counts: Appearances

    var body: some View {
        VStack(alignment: .leading) {
            Text("Fields")
                .onAppear { counts.appeared += 1 }
                .onDisappear { counts.disappeared += 1 }
            ForEach(0..<30, id: \.self) { FieldRow(index: $0) }
        }
    }
}

/// A button that removes twenty rows, then a Spacer and a last line: taller than the terminal
/// until the rows go, then laid out in the terminal's height with the last line at the bottom.
private struct Collapsing: View {
    @State private var expanded = true

    var body: some View {
        VStack(alignment: .leading) {
            Button("Collapse") { expanded = false }
            if expanded {
                ForEach(0..<20, id: \.self) { index in Button("Row \(index)") {} }
            }
            Spacer()
            Text("Bottom")
        }
    }
}

/// A button that hides twenty buttons, above thirty lines held in a frame thirty rows high: once
/// the buttons go, the content is still taller than the terminal but no control is squeezed, so
/// the screen is laid out in the terminal's height, not drawn as a window.
private struct TallText: View {
    @State private var controls = true

    var body: some View {
        VStack(alignment: .leading) {
            Button("Hide") { controls = false }
            if controls {
                ForEach(0..<20, id: \.self) { index in Button("Control \(index)") {} }
            }
            VStack(alignment: .leading) {
                ForEach(0..<30, id: \.self) { index in Text("Line \(index)") }
            }
            .frame(height: 30 * 16)
        }
    }
}

/// A tall screen whose first control leads to a short page.
private struct TallWithLink: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                NavigationLink(destination: Text("Detail page")) { Text("Details") }
                ForEach(0..<20, id: \.self) { index in Button("Item \(index)") {} }
            }
        }
    }
}

/// Checks the screen against the whole screen rendered from scratch cut to the app's window, and
/// the bytes of its frame against a diff of the whole screen.
@MainActor private func checkWindow(_ app: HeadlessDriver, before: Render.Canvas, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (width, height) = app.runtime.size
    let shown = app.screen
    #expect(app.lastFrameBytes == ScreenDiff.bytes(from: before, to: shown, styled: app.runtime.styled), sourceLocation: sourceLocation)
    let whole = try Renderer.render(app.inspect(), width: width, focusIndex: app.runtime.focusedIndex)
    let window = whole.window(from: app.runtime.scrolledRows, height: height)
    #expect(shown == window.canvas, "drawn:\n\(shown.plainText)\nwindow of the whole screen:\n\(window.canvas.plainText)",
            sourceLocation: sourceLocation)
    let targets = (app.runtime.currentScreen?.focusTargets ?? []).map { [$0.row, $0.column, $0.width, $0.height] }
    #expect(targets == window.focusTargets.map { [$0.row, $0.column, $0.width, $0.height] }, sourceLocation: sourceLocation)
}

/// Checks that the screen is the one the runtime draws with nothing kept from earlier frames.
@MainActor private func checkFromScratch(_ app: HeadlessDriver, sourceLocation: SourceLocation = #_sourceLocation) {
    let incremental = app.screen
    app.update {}
    #expect(app.screen == incremental, "incremental:\n\(incremental.plainText)\nfrom scratch:\n\(app.screen.plainText)",
            sourceLocation: sourceLocation)
}

@MainActor @Suite struct TallScreenFrameTests {
    @Test func typingIntoAFieldBelowTheFirstScreenRepaintsOnlyItsRowsOfTheWindow() throws {
        let app = HeadlessDriver(TallFields(), width: 60, height: 10)
        for _ in 0..<20 { app.press(.tab) }
        #expect(app.runtime.scrolledRows > 0, "the window never scrolled:\n\(app.text)")
        for character in "typed" {
            let before = app.screen
            let repainted = app.runtime.paintReuse.repainted
            app.press(.character(character))
            try checkWindow(app, before: before)
            // The window was painted over its last frame, not whole.
            expectEqual(app.runtime.paintReuse.repainted, repainted + 1)
        }
        #expect(app.text.contains("typed"), "\(app.text)")
        checkFromScratch(app)
    }

    @Test func aWindowAtTheTopAfterAnEditIsTheWindowOfTheWholeScreen() throws {
        let app = HeadlessDriver(TallFields(), width: 60, height: 10)
        app.press(.tab)
        expectEqual(app.runtime.scrolledRows, 0)
        for character in "top" {
            let before = app.screen
            let repainted = app.runtime.paintReuse.repainted
            app.press(.character(character))
            try checkWindow(app, before: before)
            expectEqual(app.runtime.paintReuse.repainted, repainted + 1)
        }
        #expect(app.text.contains("top"), "\(app.text)")
        checkFromScratch(app)
    }

    // The window drawn after the look for a squeezed control is drawn from the
    // tree the look built, whose views the lifecycle was told of then.
    @Test func aWindowDrawnFromTheTreeTheLookBuiltBuildsEachViewOnceAndKeepsItsLifecycle() throws {
        let counts = Appearances()
        let app = HeadlessDriver(CountedTallFields(counts: counts), width: 60, height: 10)
        app.press(.tab)
        expectEqual(app.runtime.scrolledRows, 0)
        for character in "kept" {
            let before = app.screen
            let reuse = app.runtime.layoutReuse
            app.press(.character(character))
            try checkWindow(app, before: before)
            // One layout per frame: the edited row and the screen built again, the 29 other
            // rows reused once each (a second build would reuse the screen too).
            expectEqual(app.runtime.layoutReuse.built - reuse.built, 2)
            expectEqual(app.runtime.layoutReuse.reused - reuse.reused, 29)
        }
        #expect(app.text.contains("kept"), "\(app.text)")
        // The title stayed on screen: it appeared once and never disappeared.
        expectEqual(counts.appeared, 1)
        expectEqual(counts.disappeared, 0)
        checkFromScratch(app)
    }

    @Test func aWindowAfterASizeChangeIsTheWindowOfTheWholeScreenAtTheNewSize() throws {
        let app = HeadlessDriver(TallFields(), width: 60, height: 10)
        for _ in 0..<12 { app.press(.tab) }
        app.type("ab")
        app.resize(width: 40, height: 7)
        let before = app.screen
        app.type("c")
        try checkWindow(app, before: before)
        #expect(app.text.contains("abc"), "\(app.text)")
        checkFromScratch(app)
    }

    @Test func contentThatShrinksToFitIsLaidOutInTheTerminalsHeightAgain() throws {
        let app = HeadlessDriver(Collapsing(), width: 30, height: 8)
        #expect(!app.text.contains("Bottom"), "the form fits:\n\(app.text)")
        app.press(.enter)
        // The Spacer takes the rows left: the last line is on the bottom row, as in a fresh app.
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 8 && lines.last == "Bottom", "\(app.text)")
        expectEqual(app.screen, (try Renderer.render(app.inspect(), width: 30, height: 8, focusIndex: app.runtime.focusedIndex)).canvas)
        checkFromScratch(app)
    }

    @Test func contentStillTallerWithNoControlSqueezedIsNotDrawnAsAWindow() throws {
        let app = HeadlessDriver(TallText(), width: 30, height: 10)
        #expect(app.text.contains("Control 0"), "\(app.text)")
        app.press(.enter)
        #expect(!app.text.contains("Control"), "\(app.text)")
        // Laid out in ten rows (the lines' frame gets nine), which a window of the screen at its
        // own height is not.
        let fitted = try Renderer.render(app.inspect(), width: 30, height: 10, focusIndex: app.runtime.focusedIndex)
        let window = try Renderer.render(app.inspect(), width: 30, focusIndex: app.runtime.focusedIndex).window(from: 0, height: 10)
        #expect(fitted.canvas != window.canvas)
        #expect(app.screen == fitted.canvas, "drawn:\n\(app.text)\nin the terminal's height:\n\(fitted.canvas.plainText)")
        checkFromScratch(app)
    }

    @Test func aShortPageFollowedFromATallScreenAndBackIsDrawnAsAFreshAppDrawsIt() {
        let app = HeadlessDriver(TallWithLink(), width: 40, height: 8)
        #expect(app.text.contains("Details"), "\(app.text)")
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        #expect(app.text.contains("Detail page"), "\(app.text)")
        checkFromScratch(app)
        app.press(.escape)
        expectEqual(app.runtime.navigationDepth, 0)
        #expect(app.text.contains("Details"), "\(app.text)")
        for _ in 0..<12 { app.press(.tab) }
        checkFromScratch(app)
    }
}
