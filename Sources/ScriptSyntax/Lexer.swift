/// Splits view code into tokens: identifiers, keywords, number and string
/// literals (escapes and interpolation), punctuation; skips `//` and nested
/// `/* */` comments.
struct Lexer {
    /// Swift's reserved words: a name spelled like one is written in backticks (`` `default` ``).
    /// Contextual keywords (`open`, `final`, `lazy`, `some`, `async`, `get`…) are names; the parser
    /// recognises them by position (``Parser/isModifier``, `some View`, `() async`).
    static let keywords: Set<String> = [
        "struct", "var", "let", "if", "else", "switch", "case", "default", "import",
        "in", "true", "false", "nil", "return", "private", "fileprivate", "public", "internal",
        "class", "enum", "func", "init", "static", "guard", "for", "while", "extension", "protocol",
        "try", "as", "is", "where", "typealias", "break", "continue", "fallthrough",
        "defer", "do", "catch", "repeat", "throw", "throws", "rethrows", "await", "inout", "subscript",
        "deinit", "operator", "associatedtype", "super",
    ]
    /// How deeply interpolations may nest in string literals.
    static let interpolationDepthLimit = 32

    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true
    /// Which of the files read together this one is (``SourceLocation/file``).
    private let file: Int

    init(_ source: String, file: Int = 0) {
        characters = Array(source)
        self.file = file
    }

    /// All tokens, ending with `.end`.
    static func tokens(of source: String, file: Int = 0) throws -> [Token] {
        var lexer = Lexer(source, file: file)
        return try lexer.lex(depth: 0, inInterpolation: false)
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }
    private func peek(_ offset: Int = 1) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }
    private var location: SourceLocation { SourceLocation(line: line, column: column, file: file) }

    private mutating func advance() {
        guard let character = current else { return }
        index += 1
        if character == "\n" || character == "\r\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private mutating func lex(depth: Int, inInterpolation: Bool) throws -> [Token] {
        var tokens: [Token] = []
        var parens = 0
        while true {
            let before = index
            try skipTrivia()
            let spaced = index > before || index == 0
            let start = location
            let startsLine = sawNewline
            sawNewline = false
            guard let character = current else {
                if inInterpolation {
                    throw Diagnostic(location: start, message: "expected ')' to close the interpolation, found the end of the file")
                }
                tokens.append(Token(kind: .end, location: start, startsLine: true))
                return tokens
            }
            func add(_ kind: Token.Kind) {
                tokens.append(Token(kind: kind, location: start, startsLine: startsLine, spaced: spaced))
            }
            if character == "$", let next = peek(), next.isLetter || next == "_" || (next.isASCII && next.isNumber) {
                // `$name` (a projection) and `$0` (a closure's parameter) are names.
                var name = "$"
                advance()
                while let c = current, c.isLetter || c.isNumber || c == "_" {
                    name.append(c)
                    advance()
                }
                add(.identifier(name))
            } else if character == "`" {
                // `default`: a keyword used as a name.
                advance()
                var name = ""
                while let c = current, c != "`", !c.isNewline {
                    name.append(c)
                    advance()
                }
                guard current == "`", !name.isEmpty else {
                    throw Diagnostic(location: start, message: "expected '`' to end the name, found the end of the line")
                }
                advance()
                add(.identifier(name))
            } else if character.isLetter || character == "_" {
                var name = ""
                while let c = current, c.isLetter || c.isNumber || c == "_" {
                    name.append(c)
                    advance()
                }
                add(Self.keywords.contains(name) ? .keyword(name) : .identifier(name))
            } else if character.isASCII, character.isNumber {
                add(try number())
            } else if character == "\"", peek() == "\"", peek(2) == "\"" {
                add(.string(try multilineString(depth: depth)))
            } else if character == "\"" {
                add(.string(try string(depth: depth)))
            } else if character == "#", peek() == "\"" {
                add(.string(try rawString()))
            } else {
                let symbol = self.symbol()
                if inInterpolation {
                    if symbol == "(" { parens += 1 }
                    if symbol == ")" {
                        if parens == 0 {
                            tokens.append(Token(kind: .end, location: start, startsLine: false))
                            return tokens
                        }
                        parens -= 1
                    }
                }
                guard !symbol.isEmpty else {
                    throw Diagnostic(location: start, message: "unexpected character '\(character)'")
                }
                add(.symbol(symbol))
            }
        }
    }

    private mutating func skipTrivia() throws {
        while let character = current {
            if character.isNewline {
                sawNewline = true
                advance()
            } else if character.isWhitespace {
                advance()
            } else if character == "/", peek() == "/" {
                while let c = current, !c.isNewline { advance() }
            } else if character == "/", peek() == "*" {
                let start = location
                advance()
                advance()
                var depth = 1
                while depth > 0 {
                    guard let c = current else {
                        throw Diagnostic(location: start, message: "expected '*/' to close the comment, found the end of the file")
                    }
                    if c == "/", peek() == "*" {
                        depth += 1
                        advance()
                    } else if c == "*", peek() == "/" {
                        depth -= 1
                        advance()
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private static let symbols = [
        "..<", "...", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "->", "??", "+=", "-=", "*=", "/=", "%=",
        "(", ")", "{", "}", "[", "]", ",", ":", ".", "=", "<", ">", "!", "+", "-", "*", "/", "%", "?", "\\", ";", "$", "@", "#", "&",
    ]

    /// The symbols by their first character, longest first.
    private static let symbolsByFirst: [Character: [[Character]]] = {
        var table: [Character: [[Character]]] = [:]
        for symbol in symbols.sorted(by: { $0.count > $1.count }) {
            guard let first = symbol.first else { continue }
            table[first, default: []].append(Array(symbol))
        }
        return table
    }()

    private mutating func symbol() -> String {
        guard let first = current, let candidates = Self.symbolsByFirst[first] else { return "" }
        for candidate in candidates {
            let length = candidate.count
            guard index + length <= characters.count else { continue }
            var matches = true
            for offset in 1..<max(1, length) where characters[index + offset] != candidate[offset] {
                matches = false
                break
            }
            if matches {
                for _ in 0..<length { advance() }
                return String(candidate)
            }
        }
        return ""
    }

    private mutating func number() throws -> Token.Kind {
        let start = location
        if current == "0", peek() == "x" {
            advance()
            advance()
            var hex = ""
            while let c = current, c.isHexDigit || c == "_" {
                if c != "_" { hex.append(c) }
                advance()
            }
            guard let value = Int(hex, radix: 16) else {
                throw Diagnostic(location: start, message: "expected a hexadecimal number, found '0x\(hex.prefix(40))'")
            }
            return .integer(value)
        }
        var text = ""
        while let c = current, c.isASCII, c.isNumber || c == "_" {
            if c != "_" { text.append(c) }
            advance()
        }
        var isDouble = false
        if current == ".", let next = peek(), next.isASCII, next.isNumber {
            isDouble = true
            text.append(".")
            advance()
            while let c = current, c.isASCII, c.isNumber || c == "_" {
                if c != "_" { text.append(c) }
                advance()
            }
        }
        if current == "e" || current == "E", let next = peek(), next.isASCII, next.isNumber || ((next == "-" || next == "+") && peek(2)?.isNumber == true) {
            isDouble = true
            text.append("e")
            advance()
            if let sign = current, sign == "-" || sign == "+" {
                text.append(sign)
                advance()
            }
            while let c = current, c.isASCII, c.isNumber {
                text.append(c)
                advance()
            }
        }
        if isDouble {
            guard let value = Double(text), value.isFinite else {
                throw Diagnostic(location: start, message: "expected a number, found '\(text.prefix(40))'")
            }
            return .double(value)
        }
        guard let value = Int(text) else {
            throw Diagnostic(location: start, message: "integer literal '\(text.prefix(40))\(text.count > 40 ? "…" : "")' overflows Int")
        }
        return .integer(value)
    }

    private mutating func string(depth: Int) throws -> [Token.StringPart] {
        let start = location
        advance()
        var parts: [Token.StringPart] = []
        var text = ""
        while true {
            guard let character = current, !character.isNewline else {
                throw Diagnostic(location: start, message: "expected '\"' to end the string literal, found the end of the line")
            }
            advance()
            if character == "\"" { break }
            guard character == "\\" else {
                text.append(character)
                continue
            }
            let escapeStart = location
            guard let escaped = current else { continue }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "\\": text.append("\\")
            case "\"": text.append("\"")
            case "'": text.append("'")
            case "u":
                text.append(try unicodeEscape(at: escapeStart))
            case "(":
                guard depth < Self.interpolationDepthLimit else {
                    throw Diagnostic(location: escapeStart, message: "string interpolations nest more than \(Self.interpolationDepthLimit) levels deep")
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.interpolation(try lex(depth: depth + 1, inInterpolation: true)))
            default:
                throw Diagnostic(location: escapeStart, message: "expected an escape such as \\n, \\t, \\\" or \\(…), found '\\\(escaped)'")
            }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return parts
    }

    /// A `"""` literal: its lines after the opening delimiter, less the closing delimiter's
    /// indentation; escapes and interpolations as in a one-line literal.
    private mutating func multilineString(depth: Int) throws -> [Token.StringPart] {
        let start = location
        advance()
        advance()
        advance()
        while let c = current, c != "\n", c.isWhitespace { advance() }
        guard let first = current, first.isNewline else {
            throw Diagnostic(location: start, message: "expected a line break after '\"\"\"'")
        }
        advance()
        var lines: [[Token.StringPart]] = []
        var parts: [Token.StringPart] = []
        var text = ""
        func endLine() {
            if !text.isEmpty { parts.append(.text(text)) }
            lines.append(parts)
            parts = []
            text = ""
        }
        while true {
            guard let character = current else {
                throw Diagnostic(location: start, message: "expected '\"\"\"' to end the string literal, found the end of the file")
            }
            if character == "\"", peek() == "\"", peek(2) == "\"" {
                advance()
                advance()
                advance()
                break
            }
            advance()
            if character.isNewline {
                endLine()
                continue
            }
            guard character == "\\" else {
                text.append(character)
                continue
            }
            let escapeStart = location
            guard let escaped = current else { continue }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "\\": text.append("\\")
            case "\"": text.append("\"")
            case "'": text.append("'")
            case "u": text.append(try unicodeEscape(at: escapeStart))
            case "(":
                guard depth < Self.interpolationDepthLimit else {
                    throw Diagnostic(location: escapeStart, message: "string interpolations nest more than \(Self.interpolationDepthLimit) levels deep")
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.interpolation(try lex(depth: depth + 1, inInterpolation: true)))
            default:
                if escaped.isNewline { continue }
                throw Diagnostic(location: escapeStart, message: "expected an escape such as \\n, \\t, \\\" or \\(…), found '\\\(escaped)'")
            }
        }
        // The last line holds only the closing delimiter's indentation.
        let indentation = text
        guard parts.isEmpty, indentation.allSatisfy(\.isWhitespace) else {
            throw Diagnostic(location: start, message: "expected the closing '\"\"\"' on a line of its own")
        }
        var result: [Token.StringPart] = []
        for (number, line) in lines.enumerated() {
            if number > 0 { result.append(.text("\n")) }
            for (position, part) in line.enumerated() {
                if position == 0, case .text(let first) = part, first.hasPrefix(indentation) {
                    result.append(.text(String(first.dropFirst(indentation.count))))
                } else {
                    result.append(part)
                }
            }
        }
        // Adjacent text pieces join, so a literal without interpolation is one piece.
        var joined: [Token.StringPart] = []
        for part in result {
            if case .text(let next) = part, case .text(let previous)? = joined.last {
                joined[joined.count - 1] = .text(previous + next)
            } else {
                joined.append(part)
            }
        }
        return joined.isEmpty ? [.text("")] : joined
    }

    /// A `#"…"#` literal: its text as written, without escapes.
    private mutating func rawString() throws -> [Token.StringPart] {
        let start = location
        advance()
        advance()
        var text = ""
        while true {
            guard let character = current, !character.isNewline else {
                throw Diagnostic(location: start, message: "expected '\"#' to end the string literal, found the end of the line")
            }
            advance()
            if character == "\"", current == "#" {
                advance()
                return [.text(text)]
            }
            text.append(character)
        }
    }

    private mutating func unicodeEscape(at start: SourceLocation) throws -> Character {
        guard current == "{" else {
            throw Diagnostic(location: start, message: "expected '{' after \\u")
        }
        advance()
        var hex = ""
        while let c = current, c != "}" , hex.count <= 8 {
            hex.append(c)
            advance()
        }
        guard current == "}", let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw Diagnostic(location: start, message: "expected a Unicode scalar such as \\u{1F600}, found '\\u{\(hex.prefix(10))'")
        }
        advance()
        return Character(scalar)
    }
}
