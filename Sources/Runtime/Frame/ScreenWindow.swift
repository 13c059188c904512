/// How a running app's screen is painted, kept from frame to frame: in the terminal's height, or,
/// when it is taller than the terminal (a control squeezed out or below the bottom, lazy rows left
/// out), as the window of it that shows the focused control.
struct ScreenWindow {
    /// The first row of the screen shown (0 unless it is painted as a window).
    var top = 0
    /// Whether the last frame was painted as a window: the next one first looks for one squeezed
    /// control (no painting) before painting the screen whole, and usually finds it still taller.
    var lastWasWindow = false

    /// Scrolls as little as needed to show the rows `row..<row + height` of the screen (as much of
    /// them as fits in `terminalHeight` rows).
    mutating func show(row: Int, height: Int, terminalHeight: Int) {
        if row < top { top = row }
        scrollDown(toShow: row, height: height, terminalHeight: terminalHeight)
    }

    /// Scrolls down as little as needed to show the bottom of the rows `row..<row + height` (as
    /// much of them as fits in `terminalHeight` rows).
    mutating func scrollDown(toShow row: Int, height: Int, terminalHeight: Int) {
        let rows = max(1, terminalHeight), shown = min(height, rows)
        if row + shown > top + rows { top = row + shown - rows }
    }
}
