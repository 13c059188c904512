import Builders

/// How a `Text` view's lines are laid out, as SwiftUI lays out text: each paragraph wraps at
/// word boundaries (within a word only when the word alone is wider than the space) to the width
/// offered; `lineLimit` keeps at most that many lines, and the last line kept ends in "…" when
/// text is left out (at its start or middle for `truncationMode(.head)` or `.middle` on one line);
/// `multilineTextAlignment` places each line within the text's width.
///
/// Labels the renderer makes itself (a toggle's box, a date's digits) carry no wrapping: they are
/// cut with "…" where they do not fit.
struct TextWrapping: Equatable {
    /// The most lines drawn (nil: as many as the text needs).
    var lineLimit: Int? = nil
    /// Where a line that does not fit is cut.
    var truncation: Text.TruncationMode = .tail
    /// How each line is placed within the text's width.
    var alignment: TextAlignment = .leading

    /// The size of `paragraphs` offered `width` columns (nil: all they want) and `height` rows.
    func size(of paragraphs: [String], width: Int?, height: Int?) -> (width: Int, height: Int) {
        let lines = Self.wrap(paragraphs, width: width)
        var count = lineLimit.map { min(lines.count, max(0, $0)) } ?? lines.count
        if let height { count = min(count, max(0, height)) }
        let widest = lines.prefix(count).map(DisplayWidth.of).max() ?? 0
        // A text cut to fewer lines ends in "…": it takes the whole width it was offered.
        let cut = count < lines.count
        return (width.map { cut ? $0 : min(widest, $0) } ?? widest, count)
    }

    /// The lines drawn for `paragraphs` in `width` columns and at most `height` rows: wrapped,
    /// limited, the last kept line ending in "…" when lines are left out, each padded on its
    /// leading side as the alignment places it.
    func lines(of paragraphs: [String], width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var lines = Self.wrap(paragraphs, width: width)
        let limit = min(height, lineLimit.map { max(0, $0) } ?? Int.max)
        if lines.count > limit {
            guard limit > 0 else { return [] }
            if limit == 1, truncation != .tail {
                lines = [Self.truncate(paragraphs.joined(separator: " "), to: width, mode: truncation)]
            } else {
                lines = Array(lines.prefix(limit))
                lines[limit - 1] = Self.truncate(lines[limit - 1], to: width, mode: .tail, always: true)
            }
        }
        let widest = lines.map(DisplayWidth.of).max() ?? 0
        guard alignment != .leading else { return lines }
        return lines.map { line in
            let free = widest - DisplayWidth.of(line)
            let lead = alignment == .center ? free / 2 : free
            return String(repeating: " ", count: max(0, lead)) + line
        }
    }

    /// Each paragraph's lines at `width` columns (nil: the paragraphs as they are).
    static func wrap(_ paragraphs: [String], width: Int?) -> [String] {
        guard let width else { return paragraphs }
        var lines: [String] = []
        for paragraph in paragraphs { wrap(paragraph, width: max(1, width), into: &lines) }
        return lines
    }

    /// The lines of one paragraph at `width` columns: words added while they fit, a space
    /// between; a word wider than a whole line broken within, a line's worth at a time.
    private static func wrap(_ paragraph: String, width: Int, into lines: inout [String]) {
        if DisplayWidth.of(paragraph) <= width {
            lines.append(paragraph)
            return
        }
        var line = ""
        var used = 0
        // An empty word stands for a second space in a row, which the line keeps (but not at its start).
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = Renderer.displayWidth(of: word)
            if used > 0, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0 || !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
                if word.isEmpty { continue }
            }
            // The word starts a line; one wider than a line is broken within.
            var pieceWidth = 0
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if pieceWidth + characterWidth > width, pieceWidth > 0 {
                    lines.append(line)
                    line = ""
                    pieceWidth = 0
                }
                line.append(character)
                pieceWidth += characterWidth
            }
            used = pieceWidth
            if word.isEmpty { line = " "; used = 1 }
        }
        lines.append(line)
    }

    /// `line` cut to `width` columns with "…" where text is left out (`always`: text after the
    /// line is left out, so the line ends in "…" even when it fits).
    static func truncate(_ line: String, to width: Int, mode: Text.TruncationMode, always: Bool = false) -> String {
        var text = line
        if always {
            while text.last == " " { text.removeLast() }
            if DisplayWidth.of(text) < width { return text + "…" }
        } else if DisplayWidth.of(text) <= width {
            return text
        }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let characters = Array(text)
        switch mode {
        case .head:
            return "…" + String(suffix(of: characters, width: width - 1))
        case .middle:
            let back = (width - 1) / 2
            return String(prefix(of: characters, width: width - 1 - back)) + "…" + String(suffix(of: characters, width: back))
        default:
            return String(prefix(of: characters, width: width - 1)) + "…"
        }
    }

    private static func prefix(of characters: [Character], width: Int) -> [Character] {
        var used = 0
        var count = 0
        for character in characters {
            let next = DisplayWidth.of(character)
            if used + next > width { break }
            used += next
            count += 1
        }
        return Array(characters.prefix(count))
    }

    private static func suffix(of characters: [Character], width: Int) -> [Character] {
        var used = 0
        var count = 0
        for character in characters.reversed() {
            let next = DisplayWidth.of(character)
            if used + next > width { break }
            used += next
            count += 1
        }
        return Array(characters.suffix(count))
    }
}
