/// One token of view code.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case keyword(String)
        case integer(Int)
        case double(Double)
        /// A string literal: literal text and interpolated expressions' source tokens.
        case string([StringPart])
        /// Punctuation and operators: `(`, `..<`, `==`, `\`…
        case symbol(String)
        case end
    }

    /// A piece of a string literal.
    enum StringPart: Equatable {
        case text(String)
        case interpolation([Token])
    }

    var kind: Kind
    var location: SourceLocation
    /// Whether a line break comes before this token (it ends a statement).
    var startsLine: Bool
    /// Whether white space or a comment comes before this token: `a?.b` is optional
    /// chaining, `a ? b : c` a conditional.
    var spaced = true

    var text: String {
        switch kind {
        case .identifier(let name), .keyword(let name), .symbol(let name): name
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .string: "string literal"
        case .end: "end of file"
        }
    }
}
