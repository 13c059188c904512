/// A grid of terminal cells: what the renderer draws into and the terminal shows.
///
/// Drawing is clipped to the grid: nothing is ever drawn past its width or height.
public struct Canvas: Equatable, Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// The rows writes may change (nil: every row); writes to the
    /// other rows are dropped. A frame repainted over the one before sets it to its dirty rows.
    var writableRows: [Bool]? = nil
    /// The rows written to since it was last reset (writes to rows
    /// ``writableRows`` drops count too), so that a painter knows which rows a subtree touches.
    var writtenRows = RowSpan()

    /// A blank canvas; negative sizes count as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    /// The cell at `row`, `column`; a blank cell outside the grid.
    public subscript(row: Int, column: Int) -> Cell {
        guard contains(row: row, column: column) else { return Cell() }
        return cells[row * width + column]
    }

    /// Two canvases are equal when they have the same size and cells.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    /// Whether the position is inside the grid.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Sets one cell; outside the grid it does nothing.
    mutating func set(row: Int, column: Int, _ cell: Cell) {
        guard contains(row: row, column: column) else { return }
        writtenRows.insert(row)
        if let writableRows, !writableRows[row] { return }
        let index = row * width + column
        let old = cells[index].character
        // Writing over half of a wide character blanks its other half, so that no row holds
        // a wide character without its continuation cell or a continuation cell without its
        // wide character. (A continuation cell written over a continuation cell only restyles it.)
        if old.isEmpty {
            if !cell.character.isEmpty, column > 0, DisplayWidth.of(cells[index - 1].character) == 2 {
                cells[index - 1].character = " "
            }
        } else if DisplayWidth.of(old) == 2, column + 1 < width, cells[index + 1].character.isEmpty {
            cells[index + 1].character = " "
        }
        cells[index] = cell
    }

    /// Double-buffered frames: makes the rows `rows` the same as `other`'s (of the same
    /// size), cell for cell, so that a canvas two frames old becomes the last frame again.
    mutating func copyRows(_ rows: [Int], from other: Canvas) {
        guard width == other.width, height == other.height else { return }
        for row in rows where row >= 0 && row < height {
            let start = row * width
            cells.replaceSubrange(start..<start + width, with: other.cells[start..<start + width])
        }
    }

    /// Blanks the whole row `row` (a row a frame paints again).
    mutating func blank(row: Int) {
        guard row >= 0, row < height else { return }
        writtenRows.insert(row)
        let start = row * width
        for index in start..<start + width { cells[index] = Cell() }
    }

    /// Draws `text` from `column` on `row` within `[column, limit)`, wide
    /// characters taking two cells; a wide character that does not fit is not drawn.
    /// Returns the column after the text. On a row outside the grid it draws nothing and returns
    /// `column` (a window of a tall screen skips the rows it does not show).
    @discardableResult
    mutating func draw(_ text: String, row: Int, column: Int, limit: Int, style: CellStyle) -> Int {
        guard row >= 0, row < height else { return column }
        var x = column
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            guard x + width <= min(limit, self.width) else { break }
            set(row: row, column: x, Cell(String(character), style: style))
            if width == 2 { set(row: row, column: x + 1, Cell("", style: style)) }
            x += width
        }
        return x
    }

    /// Changes the style of the cells in a rectangle.
    mutating func restyle(row: Int, column: Int, width: Int, height: Int, _ change: (inout CellStyle) -> Void) {
        for y in max(0, row)..<max(max(0, row), min(self.height, row + height)) {
            for x in max(0, column)..<max(max(0, column), min(self.width, column + width)) {
                change(&cells[y * self.width + x].style)
            }
        }
    }

    /// The text of the grid without styles, one line per row, trailing spaces trimmed.
    public var plainText: String {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width { line += self[row, column].character }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The grid with ANSI styles, one line per row, each line ending in a reset.
    public var styledText: String {
        (0..<height).map { row in
            var line = ""
            var current: CellStyle?
            for column in 0..<width {
                let cell = self[row, column]
                if cell.style != current {
                    line += cell.style.sgr
                    current = cell.style
                }
                line += cell.character
            }
            return line + "\u{1B}[0m"
        }.joined(separator: "\n")
    }
}

extension Canvas {
    /// Whether the two canvases hold the very same cells (one is a copy of the other, unchanged
    /// since), known without comparing them: how a frame painted over another finds its base.
    package func sharesCells(with other: Canvas) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
