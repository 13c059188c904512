import Terminal

/// A text and a cursor, edited by the keys of a text field: the cursor is a position between
/// characters, `0...text.count`, and no key moves it outside.
///
///     var editor = LineEditor(text: "hello", cursor: 5)
///     editor.apply(.wordLeft)     // cursor 0
///     editor.apply(.character("¡"))  // "¡hello", cursor 1
public struct LineEditor: Equatable, Sendable {
    /// The text, as characters (a character is what the user sees as one: `é`, `中`, `👍🏽`).
    public private(set) var characters: [Character]
    /// The cursor: how many characters are before it.
    public private(set) var cursor: Int
    /// Whether Enter inserts a line break (multi-line text) rather than being left to the caller.
    public var isMultiline: Bool

    /// An editor of `text` with the cursor at `cursor` (nil: at the end), kept within the text.
    public init(text: String, cursor: Int? = nil, isMultiline: Bool = false) {
        characters = Array(text)
        self.cursor = min(max(0, cursor ?? characters.count), characters.count)
        self.isMultiline = isMultiline
    }

    /// The text.
    public var text: String { String(characters) }

    /// What a key did to the text and cursor.
    public enum Outcome: Equatable, Sendable {
        /// The text changed (the cursor may have moved too).
        case edited
        /// Only the cursor moved, or stayed at an edge it was pushed against.
        case moved
        /// The key is not an editing key; the caller may use it.
        case unused
    }

    /// Applies one key.
    @discardableResult
    public mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            insert(character)
            return .edited
        case .space:
            insert(" ")
            return .edited
        case .enter where isMultiline:
            insert("\n")
            return .edited
        case .backspace:
            guard cursor > 0 else { return .moved }
            characters.remove(at: cursor - 1)
            cursor -= 1
            return .edited
        case .delete:
            guard cursor < characters.count else { return .moved }
            characters.remove(at: cursor)
            return .edited
        case .left:
            cursor = max(0, cursor - 1)
            return .moved
        case .right:
            cursor = min(characters.count, cursor + 1)
            return .moved
        case .home:
            cursor = isMultiline ? lineStart(of: cursor) : 0
            return .moved
        case .end:
            cursor = isMultiline ? lineEnd(of: cursor) : characters.count
            return .moved
        case .wordLeft:
            var index = cursor
            while index > 0, !Self.isWord(characters[index - 1]) { index -= 1 }
            while index > 0, Self.isWord(characters[index - 1]) { index -= 1 }
            cursor = index
            return .moved
        case .wordRight:
            var index = cursor
            while index < characters.count, !Self.isWord(characters[index]) { index += 1 }
            while index < characters.count, Self.isWord(characters[index]) { index += 1 }
            cursor = index
            return .moved
        case .up where isMultiline:
            moveLine(by: -1)
            return .moved
        case .down where isMultiline:
            moveLine(by: 1)
            return .moved
        default:
            return .unused
        }
    }

    private mutating func insert(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    /// Moves the cursor one line up or down, keeping its offset in the line where it can.
    private mutating func moveLine(by delta: Int) {
        let start = lineStart(of: cursor)
        let offset = cursor - start
        if delta < 0 {
            guard start > 0 else { return }
            let previousStart = lineStart(of: start - 1)
            cursor = min(previousStart + offset, start - 1)
        } else {
            let end = lineEnd(of: cursor)
            guard end < characters.count else { return }
            let nextStart = end + 1
            cursor = min(nextStart + offset, lineEnd(of: nextStart))
        }
    }

    /// Puts the cursor where a click on a cell of the drawn text lands: on `line` (0 first, kept
    /// within the text's lines), before the character drawn over the cell `column` cells from the
    /// line's start (at the line's end when the click is past it). `width` is a character's width in cells.
    public mutating func place(line: Int, column: Int, width: (Character) -> Int) {
        var start = 0
        var remaining = max(0, line)
        while remaining > 0, let end = characters[start...].firstIndex(of: "\n") {
            start = end + 1
            remaining -= 1
        }
        var index = start
        var used = 0
        while index < characters.count, characters[index] != "\n" {
            let cells = max(0, width(characters[index]))
            if used + cells > column { break }
            used += cells
            index += 1
        }
        cursor = index
    }

    /// The cursor's line (0 first) and the characters before it on that line.
    public var cursorLine: (line: Int, prefix: ArraySlice<Character>) {
        let start = lineStart(of: cursor)
        let line = characters[..<start].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        return (line, characters[start..<cursor])
    }
}
