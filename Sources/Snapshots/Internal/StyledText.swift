import Render

/// A drawn screen as text with its styles written out: the rows as `.lines` keeps them, then
/// `styles:` and, for each run of cells drawn in one style other than the plain one, a line
/// `row 2, columns 1-11: bold, foreground blue` (numbered from 1), in reading order; `none`
/// when every cell is plain. Readable, and diffed line by line.
enum StyledText {
    /// The screen's text and styles, with a final newline.
    static func text(of canvas: Canvas) -> String {
        var rows: [String] = []
        var runs: [String] = []
        let plain = CellStyle()
        for row in 0..<canvas.height {
            var line = ""
            var run: (style: CellStyle, first: Int, last: Int)?
            func endRun() {
                guard let current = run else { return }
                let columns = current.first == current.last ? "column \(current.first + 1)" : "columns \(current.first + 1)-\(current.last + 1)"
                runs.append("row \(row + 1), \(columns): \(describe(current.style))")
                run = nil
            }
            for column in 0..<canvas.width {
                let cell = canvas[row, column]
                line += cell.character
                if cell.style == plain {
                    endRun()
                } else if let current = run, current.style == cell.style {
                    run?.last = column
                } else {
                    endRun()
                    run = (cell.style, column, column)
                }
            }
            endRun()
            while line.hasSuffix(" ") { line.removeLast() }
            rows.append(line)
        }
        let styles = runs.isEmpty ? ["none"] : runs
        return (rows + ["", "styles:"] + styles).joined(separator: "\n") + "\n"
    }

    /// A style in words: its attributes, then its colours (`bold, underline, foreground red`).
    static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.italic { parts.append("italic") }
        if style.underline { parts.append("underline") }
        if style.inverse { parts.append("inverse") }
        if style.strikethrough { parts.append("strikethrough") }
        if let foreground = style.foreground { parts.append("foreground " + name(of: foreground)) }
        if let background = style.background { parts.append("background " + name(of: background)) }
        return parts.joined(separator: ", ")
    }

    /// A colour's name: the basic ones by name (`bright red` for 9), the palette's by number.
    static func name(of color: TerminalColor) -> String {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        switch color {
        case .basic(let number) where number < 8: return names[Int(number)]
        case .basic(let number) where number < 16: return "bright " + names[Int(number) - 8]
        case .basic(let number): return "basic \(number)"
        case .palette(let number): return "palette \(number)"
        }
    }
}
