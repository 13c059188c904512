/// Writes a canvas as an SVG picture (``Canvas/svg(cellWidth:cellHeight:)``): every cell at a
/// fixed size, its background, its text in its colours and styles, box-drawing characters and
/// block elements as shapes (``BoxGlyph``). The same canvas always gives the same text.
struct PictureWriter {
    /// The font families the text asks for, the first one available drawing it.
    static let fontFamily = "'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, 'Courier New', monospace"
    /// The largest cell side in pixels: a picture of the renderer's largest canvas stays within
    /// what an `Int` counts.
    static let cellSizeLimit = 1_000

    let canvas: Canvas
    /// A cell's width in pixels.
    let cellWidth: Int
    /// A cell's height in pixels.
    let cellHeight: Int
    /// The text's size in pixels: five sixths of the cell's height, or less in a narrow cell so
    /// that a monospace letter (about 0.6 of the size wide) fits its width.
    let fontSize: Int
    /// The text's baseline below the cell's top: the text centred in the cell.
    let baseline: Int
    /// Each column's left edge, written once.
    private let columnX: [String]
    /// The shapes of the box-drawing characters and block elements met so far.
    private var glyphs: [UInt32: BoxGlyph?] = [:]
    private var output = ""

    /// A writer for `canvas`, its cell sizes clamped to 1…``cellSizeLimit``.
    init(canvas: Canvas, cellWidth: Int, cellHeight: Int) {
        self.canvas = canvas
        self.cellWidth = min(max(cellWidth, 1), Self.cellSizeLimit)
        self.cellHeight = min(max(cellHeight, 1), Self.cellSizeLimit)
        fontSize = max(1, min(self.cellHeight * 5 / 6, self.cellWidth * 5 / 3))
        baseline = (self.cellHeight - fontSize) / 2 + fontSize * 4 / 5
        columnX = (0..<canvas.width).map { [cellWidth = self.cellWidth] in String($0 * cellWidth) }
    }

    /// The picture: a white page, the backgrounds that differ from it, then row by row the text
    /// and the shapes.
    mutating func svg() -> String {
        let width = canvas.width * cellWidth, height = canvas.height * cellHeight
        output = ""
        output.reserveCapacity(512 + canvas.cells.count * 16)
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        output += " font-family=\"\(Self.fontFamily)\" font-size=\"\(fontSize)\" xml:space=\"preserve\">\n"
        output += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(TerminalPalette.defaultBackground.hex)\"/>\n"
        writeBackgrounds()
        for row in 0..<canvas.height { writeForeground(row: row) }
        output += "</svg>"
        return output
    }

    // MARK: - Backgrounds

    /// One rectangle per run of cells on a row with the same background, other than the page's.
    private mutating func writeBackgrounds() {
        var opened = false
        for row in 0..<canvas.height {
            var column = 0
            while column < canvas.width {
                let background = TerminalPalette.colors(of: canvas.cells[row * canvas.width + column].style).background
                var end = column + 1
                while end < canvas.width, TerminalPalette.colors(of: canvas.cells[row * canvas.width + end].style).background == background {
                    end += 1
                }
                if background != TerminalPalette.defaultBackground {
                    if !opened {
                        output += "<g shape-rendering=\"crispEdges\">\n"
                        opened = true
                    }
                    output += "<rect x=\"\(columnX[column])\" y=\"\(row * cellHeight)\" width=\"\((end - column) * cellWidth)\""
                    output += " height=\"\(cellHeight)\" fill=\"\(background.hex)\"/>\n"
                }
                column = end
            }
        }
        if opened { output += "</g>\n" }
    }

    // MARK: - Text and shapes

    /// What text looks like: its colour and styles (a cell's background is drawn apart).
    private struct Look: Equatable {
        var color: RGB
        var bold: Bool
        var italic: Bool
        var underline: Bool
        var strikethrough: Bool
        var dim: Bool

        init(_ style: CellStyle) {
            color = TerminalPalette.colors(of: style).foreground
            bold = style.bold
            italic = style.italic
            underline = style.underline
            strikethrough = style.strikethrough
            dim = style.dim
        }
    }

    /// A `<text>` being gathered: cells of one look, each character placed at its cell.
    private struct TextRun {
        var look: Look
        var text = ""
        var positions = ""
        /// Blank cells after the last character, written only if a character follows.
        var pendingSpaces: [Int] = []
    }

    /// Shapes being gathered: box-drawing characters and blocks of one colour.
    private struct ShapeRun {
        var color: RGB
        var dim: Bool
        var fill = ""
        var stroke = ""
        var strokeWidth = 1
    }

    /// A row's text and shapes. A run of text ends where the look changes or a character is not
    /// placed by its run (a shape, or a cell of several code points, which gets a `<text>` of its
    /// own); spaces that draw nothing join a run only between its characters.
    private mutating func writeForeground(row: Int) {
        let y = row * cellHeight
        var run: TextRun?
        var shapes: ShapeRun?
        var lastStyle = CellStyle()
        var lastLook = Look(lastStyle)
        var column = 0
        while column < canvas.width {
            let index = row * canvas.width + column
            let cell = canvas.cells[index]
            let character = cell.character
            // The right half of a wide character belongs to the cell before it.
            if character.isEmpty {
                column += 1
                continue
            }
            let span = column + 1 < canvas.width && canvas.cells[index + 1].character.isEmpty ? 2 : 1
            defer { column += span }
            let style = cell.style
            if character == " ", !style.underline, !style.strikethrough {
                run?.pendingSpaces.append(column)
                continue
            }
            // Neighbouring cells mostly share a style: its look is worked out once for them.
            if style != lastStyle {
                lastStyle = style
                lastLook = Look(style)
            }
            let look = lastLook
            if let glyph = glyph(of: character) {
                flush(&run, y: y)
                if shapes.map({ $0.color != look.color || $0.dim != look.dim }) ?? false { flush(&shapes) }
                let corner = "M\(columnX[column]),\(y)"
                if let shade = glyph.shade {
                    flush(&shapes)
                    output += "<path d=\"\(corner)\(glyph.fill)\" fill=\"\(look.color.hex)\" fill-opacity=\"\(Double(shade) / 100)\"\(look.dim ? Self.dimAttribute : "")/>\n"
                    continue
                }
                // Taken out of the optional, so that its paths are appended to in place.
                var current = shapes.take() ?? ShapeRun(color: look.color, dim: look.dim)
                if !glyph.fill.isEmpty { current.fill += corner + glyph.fill }
                if !glyph.stroke.isEmpty {
                    current.stroke += corner + glyph.stroke
                    current.strokeWidth = glyph.strokeWidth
                }
                shapes = current
            } else if Self.isPlaced(character) {
                if run?.look == look, var current = run.take() {
                    for space in current.pendingSpaces {
                        current.text += " "
                        current.positions += " "
                        current.positions += columnX[space]
                    }
                    current.pendingSpaces = []
                    Self.appendEscaped(character, to: &current.text)
                    current.positions += " "
                    current.positions += columnX[column]
                    run = current
                } else {
                    flush(&run, y: y)
                    var current = TextRun(look: look)
                    Self.appendEscaped(character, to: &current.text)
                    current.positions = columnX[column]
                    run = current
                }
            } else {
                flush(&run, y: y)
                var single = TextRun(look: look)
                Self.appendEscaped(character, to: &single.text)
                single.positions = columnX[column]
                write(single, y: y)
            }
        }
        flush(&run, y: y)
        flush(&shapes)
    }

    /// Writes the run, if any, and ends it.
    private mutating func flush(_ run: inout TextRun?, y: Int) {
        if let current = run { write(current, y: y) }
        run = nil
    }

    /// Writes a run as a `<text>` on the row whose top is `y`.
    private mutating func write(_ current: TextRun, y: Int) {
        let look = current.look
        output += "<text x=\"\(current.positions)\" y=\"\(y + baseline)\" fill=\"\(look.color.hex)\""
        if look.bold { output += " font-weight=\"bold\"" }
        if look.italic { output += " font-style=\"italic\"" }
        switch (look.underline, look.strikethrough) {
        case (true, true): output += " text-decoration=\"underline line-through\""
        case (true, false): output += " text-decoration=\"underline\""
        case (false, true): output += " text-decoration=\"line-through\""
        case (false, false): break
        }
        if look.dim { output += Self.dimAttribute }
        output += ">" + current.text + "</text>\n"
    }

    /// Writes the shapes as one filled path and one stroked path, and ends them.
    private mutating func flush(_ shapes: inout ShapeRun?) {
        guard let current = shapes else { return }
        shapes = nil
        let dim = current.dim ? Self.dimAttribute : ""
        if !current.fill.isEmpty {
            output += "<path d=\"\(current.fill)\" fill=\"\(current.color.hex)\"\(dim)/>\n"
        }
        if !current.stroke.isEmpty {
            output += "<path d=\"\(current.stroke)\" fill=\"none\" stroke=\"\(current.color.hex)\" stroke-width=\"\(current.strokeWidth)\"\(dim)/>\n"
        }
    }

    /// How faint text and shapes are drawn.
    private static let dimAttribute = " opacity=\"0.5\""

    /// The shapes of a box-drawing character or block element, nil for any other character.
    private mutating func glyph(of character: String) -> BoxGlyph? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, (0x2500...0x259F).contains(first.value) else { return nil }
        if let known = glyphs[first.value] { return known }
        let glyph = BoxGlyph.of(character, cellWidth: cellWidth, cellHeight: cellHeight)
        glyphs[first.value] = glyph
        return glyph
    }

    /// Whether a run places the character by its one position: a single code point of the Basic
    /// Multilingual Plane, which SVG counts as one character. Others (a letter and its combining
    /// marks, an emoji sequence, a character past U+FFFF) are placed alone.
    private static func isPlaced(_ character: String) -> Bool {
        if character.utf8.count == 1 { return true }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return false }
        return first.value <= 0xFFFF
    }

    /// Appends `character` to text content, escaped for XML; a character XML cannot hold (a
    /// control character, U+FFFE, U+FFFF) becomes U+FFFD.
    static func appendEscaped(_ character: String, to text: inout String) {
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x26: text += "&amp;"
            case 0x3C: text += "&lt;"
            case 0x3E: text += "&gt;"
            case 0x22: text += "&quot;"
            case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: text.unicodeScalars.append("\u{FFFD}")
            default: text.unicodeScalars.append(scalar)
            }
        }
    }
}
