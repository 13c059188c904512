import Builders
import Inspect
import Render
import Terminal

/// Drives an app without a terminal, for tests: send keys and text, read the screen as text
/// and the tree through the inspector, and count the bodies evaluated, the frames drawn and
/// the bytes a terminal would have been sent.
///
///     let app = HeadlessDriver(Counter(), width: 30, height: 3)
///     app.press(.enter)
///     #expect(app.text.contains("Count: 1"))
///
/// Like a terminal loop, the driver draws a frame after each batch of input (``send(_:)``,
/// ``type(_:)``), and only when something changed.
///
/// The app's clock stands still: the work the app schedules on its loop (a timer's ticks,
/// `debounce`, `receive(on: DispatchQueue.main)`) runs when it is due, and it falls due only
/// when ``advance(by:)`` moves the clock on, so that tests deliver ticks without waiting.
///
///     let app = HeadlessDriver(Countdown(), width: 30, height: 3)
///     app.advance(by: 3)
///     #expect(app.text.contains("7 s left"))
@MainActor
public final class HeadlessDriver {
    /// The runtime driven.
    public let runtime: ViewRuntime
    private var shown: Render.Canvas?

    /// How many bytes a terminal would have been sent, with the screen diff, since the start.
    public private(set) var bytesWritten = 0
    /// The bytes a terminal would have been sent for the last frame.
    public private(set) var lastFrameBytes = ""
    /// Whether the app asked to quit (a quit key).
    public private(set) var quitRequested = false

    /// Drives `view` at `width` × `height` cells, with `environment` at the root; draws the first frame.
    public init<Content: View>(_ view: Content, width: Int = 80, height: Int = 24, environment: EnvironmentValues = EnvironmentValues()) {
        runtime = ViewRuntime(view, width: width, height: height, environment: environment, styled: false, clock: .manual)
        settle()
    }

    /// Drives `app`'s first window group at `width` × `height` cells, as `swift run` shows it;
    /// draws the first frame. Throws ``AppError/noWindowGroup(_:)`` when the app has none.
    public init<A: App>(app: A, width: Int = 80, height: Int = 24) throws {
        guard let runtime = SceneRoot.runtime(of: app, clock: .manual) else {
            throw AppError.noWindowGroup(String(describing: A.self))
        }
        runtime.size = (width, height)
        self.runtime = runtime
        settle()
    }

    /// Runs the work on the app's loop that is due, then draws frames until nothing more changes
    /// (at most a few, for bodies that change state as they run); returns how many were drawn.
    @discardableResult
    public func settle() -> Int {
        var drawn = 0
        runtime.runDueWork()
        while runtime.needsFrame, drawn < 8 {
            guard let screen = try? runtime.renderFrame() else { break }
            let bytes = ScreenDiff.bytes(from: shown, to: screen, styled: runtime.styled)
            bytesWritten += bytes.utf8.count
            lastFrameBytes = bytes
            shown = screen.canvas
            drawn += 1
            // A frame's subscriptions may hand values over on the loop at once.
            runtime.runDueWork()
        }
        return drawn
    }

    /// Moves the app's clock on by `seconds`, running the work that falls due on the way — each
    /// tick of a timer, each delayed value — at its own time, and drawing what changed after the
    /// work of each time, as a terminal app would between them.
    public func advance(by seconds: TimeInterval) {
        let loop = runtime.mainLoop
        // Up to a billion seconds; a negative or undefined interval moves the clock nowhere.
        let (target, overflow) = loop.now.addingReportingOverflow(MainLoop.nanoseconds(ofSeconds: seconds))
        loop.advance(to: overflow ? UInt64.max : target) { settle() }
    }

    /// The time of the app's clock, which stands still until ``advance(by:)`` moves it.
    public var now: Date {
        runtime.mainLoop.date(at: runtime.mainLoop.now)
    }

    /// Sends keys, as one batch of input, then draws what changed.
    public func send(_ keys: Key...) {
        send(keys)
    }

    /// Sends keys, as one batch of input, then draws what changed.
    public func send(_ keys: [Key]) {
        for key in keys {
            switch runtime.handle(key) {
            case .quit: quitRequested = true
            case .handled, .ignored, .suspend: break
            }
        }
        settle()
    }

    /// Presses one key.
    public func press(_ key: Key) {
        send([key])
    }

    /// Types `text`, as one batch of input: each character is a key.
    public func type(_ text: String) {
        send(text.map { $0 == " " ? Key.space : $0 == "\t" ? Key.tab : $0 == "\n" ? Key.enter : Key.character($0) })
    }

    /// Clicks the cell at column `x`, row `y` (both from 0) with the primary button, as a terminal
    /// reports it (a press, then a release), then draws what changed.
    public func click(x: Int, y: Int) {
        send(.mouse(MouseEvent(.press(.left), column: x, row: y)), .mouse(MouseEvent(.release(.left), column: x, row: y)))
    }

    /// Clicks the first cell showing `text` on the screen; returns whether the screen shows it.
    @discardableResult
    public func click(on text: String) -> Bool {
        for (row, line) in self.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            click(x: Renderer.displayWidth(of: String(line[..<range.lowerBound])), y: row)
            return true
        }
        return false
    }

    /// Runs `changes`, then draws one frame for all of them.
    public func update(_ changes: () throws -> Void) rethrows {
        try runtime.update(changes)
        settle()
    }

    /// Changes the size, and draws the app again at the new size (a terminal told it was resized
    /// draws it all again, even at the size it had).
    public func resize(width: Int, height: Int) {
        runtime.size = (width, height)
        shown = nil
        runtime.update {}
        settle()
    }

    /// The screen: the last frame drawn (after drawing what is pending).
    public var screen: Render.Canvas {
        settle()
        return shown ?? Canvas(width: 0, height: 0)
    }

    /// The screen as text, one line per row, trailing spaces trimmed.
    public var text: String { screen.plainText }

    /// The tree as the app has it, for the inspector.
    public func inspect() -> InspectableView {
        runtime.inspect()
    }

    /// How many bodies were evaluated since the start.
    public var bodyEvaluations: Int { runtime.bodyEvaluations }

    /// How many frames were drawn since the start.
    public var frameCount: Int { runtime.frameCount }

    /// The path of the focused control, as the inspector writes it.
    public var focusedPath: String? { runtime.focusedTarget?.source?.pathToRoot }
}
