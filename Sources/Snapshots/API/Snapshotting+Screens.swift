import Builders
import Inspect
import Render

// The drawn screen at a size, as text. A snapshot is taken at a fixed time in a fixed time zone
// (2001-01-01 00:00 UTC): `Text(date, style: .relative | .offset | .timer)`, a `TimelineView`'s
// context, `ProgressView(timerInterval:)` and the dates view code read by the reader makes with
// `Date()` or `.now` are drawn at that time, and dates in UTC, on every machine. A date compiled
// code makes with `Date()` is the time of the run: give the views snapshotted fixed dates.

extension Snapshotting where Value == InspectableView, Format == String {
    /// The screen drawn at `width` columns and `height` rows (nil: as many as the content
    /// needs), as `inspect render --width N` prints it without colours: one line per row,
    /// trailing spaces trimmed; a `.txt` file, diffed row by row with the rows' numbers.
    public static func lines(width: Int = 80, height: Int? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .rows) { view in
            try Renderer.render(view, width: width, height: height).canvas.plainText + "\n"
        }
    }

    /// The screen drawn at `width` columns and `height` rows, as ``lines(width:height:)`` gives
    /// it, then its styles written out, one line per run of cells in one style:
    ///
    ///     Count: 0
    ///
    ///     styles:
    ///     row 1, columns 1-8: bold
    ///
    /// a `.txt` file, diffed by lines.
    public static func styledLines(width: Int = 80, height: Int? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            StyledText.text(of: try Renderer.render(view, width: width, height: height).canvas)
        }
    }

    /// The screen drawn at `width` columns and `height` rows as an SVG picture
    /// (`Canvas.svg(cellWidth:cellHeight:)`: its text, box drawing, colours and styles at a fixed
    /// cell size, readable in any browser); an `.svg` file, diffed by lines.
    public static func svg(width: Int = 80, height: Int? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            try Renderer.render(view, width: width, height: height).canvas.svg()
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's screen, as ``Snapshotting/lines(width:height:)`` of its inspection gives it.
    public static func lines(width: Int = 80, height: Int? = nil) -> Snapshotting {
        Snapshotting<InspectableView, String>.lines(width: width, height: height).pullback { (view: Value) in try view.inspect() }
    }

    /// The view's screen and styles, as ``Snapshotting/styledLines(width:height:)`` of its inspection gives it.
    public static func styledLines(width: Int = 80, height: Int? = nil) -> Snapshotting {
        Snapshotting<InspectableView, String>.styledLines(width: width, height: height).pullback { (view: Value) in try view.inspect() }
    }

    /// The view's screen as an SVG picture, as ``Snapshotting/svg(width:height:)`` of its inspection gives it.
    public static func svg(width: Int = 80, height: Int? = nil) -> Snapshotting {
        Snapshotting<InspectableView, String>.svg(width: width, height: height).pullback { (view: Value) in try view.inspect() }
    }
}
