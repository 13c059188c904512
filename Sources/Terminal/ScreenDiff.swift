import Render

/// The bytes that turn a terminal showing one canvas into one showing another.
///
/// Only changed cells are written: each run of consecutive changed cells in a
/// row is preceded by a cursor move (`ESC [ row ; column H`, 1-based). When
/// styled, a cell's SGR sequence is written only where the style differs from
/// the one in effect; when unstyled, no SGR sequence is written at all.
///
/// A cell whose character is "" is the right half of the wide character
/// before it; a run never splits a wide character: it takes in both halves.
public enum ScreenDiff {
    fileprivate static let escape = "\u{1B}["

    /// The bytes that change a terminal showing `old` into one showing `new`.
    ///
    /// When `old` is nil (nothing known about the screen) or has another size,
    /// the screen is redrawn in full: cleared (`ESC [ H ESC [ 2 J`, after a
    /// reset `ESC [ 0 m` when styled), then each row that is not blank written
    /// from its first column to its last non-blank cell.
    public static func bytes(from old: Canvas?, to new: Canvas, styled: Bool) -> String {
        var writer = Writer(canvas: new, styled: styled)
        guard let old, old.width == new.width, old.height == new.height else {
            if styled { writer.output += escape + "0m" }
            writer.output += escape + "H" + escape + "2J"
            // After the reset the pen is plain, and a cleared screen shows plain blank cells.
            writer.pen = CellStyle()
            for row in 0..<new.height {
                guard let last = (0..<new.width).last(where: { new[row, $0] != Cell() }) else { continue }
                writer.write(row: row, from: 0, to: last + 1)
            }
            return writer.output
        }
        for row in 0..<new.height {
            writer.writeChanges(row: row, from: old)
        }
        return writer.output
    }

    /// The bytes that change a terminal showing `old` into one showing `screen`: when `screen` was
    /// painted over `old` itself (painted-cell reuse), only its repainted rows are compared.
    package static func bytes(from old: Canvas?, to screen: RenderedScreen, styled: Bool) -> String {
        guard let old, let repaint = screen.repaint, repaint.base.sharesCells(with: old),
              old.width == screen.canvas.width, old.height == screen.canvas.height else {
            return bytes(from: old, to: screen.canvas, styled: styled)
        }
        var writer = Writer(canvas: screen.canvas, styled: styled)
        for row in repaint.rows where row >= 0 && row < screen.canvas.height {
            writer.writeChanges(row: row, from: old)
        }
        return writer.output
    }

    /// Whether the cell is the right half of a wide character drawn in the cell before it.
    fileprivate static func isRightHalf(_ canvas: Canvas, row: Int, column: Int) -> Bool {
        column > 0 && canvas[row, column].character.isEmpty && !canvas[row, column - 1].character.isEmpty
    }
}

extension ScreenDiff.Writer {
    /// Writes the runs of cells of `row` that differ from `old` (of the same size).
    mutating func writeChanges(row: Int, from old: Canvas) {
        let new = canvas
        var column = 0
        while column < new.width {
            guard new[row, column] != old[row, column] else {
                column += 1
                continue
            }
            var end = column + 1
            // The run goes on over changed cells and over right halves of wide characters.
            while end < new.width, new[row, end] != old[row, end] || new[row, end].character.isEmpty { end += 1 }
            // A run starting on a right half starts on its left half instead.
            let start = ScreenDiff.isRightHalf(new, row: row, column: column) ? column - 1 : column
            write(row: row, from: start, to: end)
            column = end
        }
    }
}

extension ScreenDiff {
    /// Accumulates the bytes of a frame and the style in effect.
    fileprivate struct Writer {
        let canvas: Canvas
        let styled: Bool
        var output = ""
        /// The style the terminal draws with now; nil when unknown.
        var pen: CellStyle?

        init(canvas: Canvas, styled: Bool) {
            self.canvas = canvas
            self.styled = styled
        }

        /// Moves the cursor to `start` and writes the cells `start..<end` of `row`.
        mutating func write(row: Int, from start: Int, to end: Int) {
            output += ScreenDiff.escape + "\(row + 1);\(start + 1)H"
            for column in start..<end {
                // The wide character before it already covered this cell.
                if column > start, ScreenDiff.isRightHalf(canvas, row: row, column: column) { continue }
                let cell = canvas[row, column]
                if styled, pen != cell.style {
                    output += cell.style.sgr
                    pen = cell.style
                }
                // A stray right half (no wide character before it) is drawn as a space to keep the cursor in step.
                output += cell.character.isEmpty ? " " : cell.character
            }
        }
    }
}
