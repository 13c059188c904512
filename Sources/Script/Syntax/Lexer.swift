/// Splits view code into tokens: identifiers, keywords, number and string
/// literals (escapes and interpolation), punctuation; skips `//` and nested
/// `/* */` comments.
struct Lexer {
    static let keywords: Set<String> = [
        "struct", "var", "let", "if", "else", "switch", "case", "default", "import",
        "in", "true", "false", "nil", "some", "return", "private", "fileprivate", "public", "internal",
    ]
    /// How deeply interpolations may nest in string literals.
    static let interpolationDepthLimit = 32

    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true

    init(_ source: String) {
        characters = Array(source)
    }

    /// All tokens, ending with `.end`.
    static func tokens(of source: String) throws -> [Token] {
        var lexer = Lexer(source)
        return try lexer.lex(depth: 0, inInterpolation: false)
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }
    private func peek(_ offset: Int = 1) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }
    private var location: SourceLocation { SourceLocation(line: line, column: column) }

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
            try skipTrivia()
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
                tokens.append(Token(kind: kind, location: start, startsLine: startsLine))
            }
            if character.isLetter || character == "_" {
                var name = ""
                while let c = current, c.isLetter || c.isNumber || c == "_" {
                    name.append(c)
                    advance()
                }
                add(Self.keywords.contains(name) ? .keyword(name) : .identifier(name))
            } else if character.isASCII, character.isNumber {
                add(try number())
            } else if character == "\"" {
                add(.string(try string(depth: depth)))
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

    private static let symbols = ["..<", "...", "==", "!=", "<=", ">=", "&&", "||", "->", "(", ")", "{", "}", "[", "]", ",", ":", ".", "=", "<", ">", "!", "+", "-", "*", "/", "%", "?", "\\", ";", "$", "@", "#"]

    private mutating func symbol() -> String {
        for symbol in Self.symbols {
            let length = symbol.count
            guard index + length <= characters.count else { continue }
            if String(characters[index..<(index + length)]) == symbol {
                for _ in 0..<length { advance() }
                return symbol
            }
        }
        return ""
    }

    private mutating func number() throws -> Token.Kind {
        let start = location
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
