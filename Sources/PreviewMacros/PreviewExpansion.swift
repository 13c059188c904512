/// What `#Preview(…) { … }` becomes: a type conforming to `PreviewRegistry` whose
/// `makePreview()` calls `Preview(…) { … }` with the macro's own arguments, so that the
/// arguments mean what `Preview`'s initialisers say. A body that declares `@Previewable`
/// state becomes a view of its own, holding that state, so that the state lives as a view's does.
struct PreviewExpansion {
    /// The macro's source text, from `#Preview` to its closing brace.
    let source: String
    /// The compiler's name for this expansion, the start of the unique type name.
    let discriminator: String
    /// Where the macro's source starts (its leading trivia included): `Module/File.swift`, a line
    /// and a column.
    let fileID: String
    let line: Int
    let column: Int

    /// Why the text could not be expanded.
    enum Failure: Error, CustomStringConvertible {
        case notPreview(String)
        case unbalanced

        var description: String {
            switch self {
            case .notPreview(let found): "expected '#Preview', found '\(found)'"
            case .unbalanced: "#Preview: expected a closing '}' for its body"
            }
        }
    }

    func expanded() -> Result<String, Failure> {
        // The source starts with the macro's leading trivia: the comments and blank lines before it.
        var start = SwiftScanner(text: source, index: source.startIndex)
        start.skipTrivia()
        let text = source[start.index...]
        let (line, column) = position(of: start.index)
        guard text.hasPrefix("#Preview") else { return .failure(.notPreview(String(text.prefix(20)))) }
        var call = String(text.dropFirst())
        var content = ""
        if let body = trailingBody(of: call) {
            guard let closing = body.closing else { return .failure(.unbalanced) }
            let statements = call[body.opening...].dropFirst().prefix(upTo: closing)
            let lines = statements.split(separator: "\n", omittingEmptySubsequences: false)
            let state = lines.filter { $0.drop(while: \.isWhitespace).hasPrefix("@Previewable") }
            if !state.isEmpty {
                let rest = lines.filter { !$0.drop(while: \.isWhitespace).hasPrefix("@Previewable") }
                content = """

                    struct PreviewContent: View {
                \(state.map { "        " + $0.drop(while: \.isWhitespace).dropFirst("@Previewable".count).drop(while: \.isWhitespace) }.joined(separator: "\n"))
                        var body: some View {
                \(rest.joined(separator: "\n"))
                        }
                    }
                """
                call = String(call[..<body.opening]) + "{ PreviewContent() }"
            }
        }
        let name = "\(discriminator)\("Preview".count)PreviewfMu_"
        return .success("""
            struct \(name): PreviewRegistry {
                static var fileID: String { \(literal(fileID)) }
                static var line: Int { \(line) }
                static var column: Int { \(column) }\(content)
                @MainActor static func makePreview() throws -> Preview {
                    \(call)
                }
            }
            """)
    }

    /// The line and column of `index`, counted from where the source starts.
    private func position(of index: String.Index) -> (line: Int, column: Int) {
        let trivia = source[..<index]
        let newlines = trivia.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        guard newlines > 0, let lastNewline = trivia.lastIndex(of: "\n") else { return (line, column + trivia.count) }
        return (line + newlines, trivia.distance(from: lastNewline, to: trivia.endIndex))
    }

    /// The trailing closure after `Preview`'s optional argument list: where its `{` is, and its
    /// matching `}` (nil when the text ends first).
    private func trailingBody(of call: String) -> (opening: String.Index, closing: String.Index?)? {
        var scanner = SwiftScanner(text: call, index: call.index(call.startIndex, offsetBy: "Preview".count))
        scanner.skipTrivia()
        if scanner.current == "(" {
            guard scanner.skipBalanced() else { return nil }
            scanner.skipTrivia()
        }
        guard scanner.current == "{" else { return nil }
        let opening = scanner.index
        guard scanner.skipBalanced() else { return (opening, nil) }
        return (opening, call.index(before: scanner.index))
    }

    private func literal(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}

/// Walks Swift text far enough to find where brackets close: it skips comments and string
/// literals (with their interpolations) and counts (), [] and {}.
struct SwiftScanner {
    let text: String
    var index: String.Index

    var current: Character? { index < text.endIndex ? text[index] : nil }

    mutating func advance() { if index < text.endIndex { index = text.index(after: index) } }

    private func peek(_ prefix: String) -> Bool { text[index...].hasPrefix(prefix) }

    /// Skips white space and comments.
    mutating func skipTrivia() {
        while let character = current {
            if character.isWhitespace { advance() }
            else if peek("//") { while let next = current, next != "\n" { advance() } }
            else if peek("/*") { skipBlockComment() }
            else { return }
        }
    }

    /// From an opening bracket to just past its match; false when the text ends first.
    mutating func skipBalanced() -> Bool {
        var depth = 0
        while let character = current {
            if peek("//") || peek("/*") { skipTrivia(); continue }
            if character == "\"" || (character == "#" && peek("#\"")) { guard skipString() else { return false }; continue }
            advance()
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while current != nil {
            if peek("/*") { depth += 1; advance(); advance() }
            else if peek("*/") { depth -= 1; advance(); advance(); if depth == 0 { return } }
            else { advance() }
        }
    }

    /// A string literal, raw (`#"…"#`) or multi-line (`"""…"""`), with interpolations.
    private mutating func skipString() -> Bool {
        var hashes = 0
        while current == "#" { hashes += 1; advance() }
        let delimiter = peek("\"\"\"") ? "\"\"\"" : "\""
        for _ in delimiter { advance() }
        let closing = delimiter + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while current != nil {
            if peek(closing) {
                for _ in closing { advance() }
                return true
            }
            if peek(escape) {
                for _ in escape { advance() }
                if current == "(" { guard skipBalanced() else { return false } } else { advance() }
                continue
            }
            advance()
        }
        return false
    }
}
