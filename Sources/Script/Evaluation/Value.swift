import Builders

/// A value of view code while it is evaluated.
indirect enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// A string literal, kept in pieces until it is used: as a localized key
    /// (`Text("n = \(n)")`) or as a String.
    case literal([LiteralPiece])
    case null
    case array([Value])
    case range(Range<Int>)
    case view(any View)
    /// `.red`, `.leading`: resolved by whoever receives it.
    case member(String)
    case keyPath([String])
    case color(Color)
    case font(Font)
    /// `.constant(v)`.
    case constantBinding(Value)
    case closure(Closure)

    /// A piece of a string literal.
    indirect enum LiteralPiece {
        case text(String)
        case value(Value)
    }

    /// The value as a `let` binds it: a string literal becomes a String, as
    /// `let name = "Ada"` makes `name` a String (so `Text(name)` is verbatim).
    var bound: Value {
        if case .literal = self, let text { return .string(text) }
        return self
    }

    /// What the value is, for messages: "an integer", "a view".
    var kindDescription: String {
        switch self {
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a Boolean"
        case .string, .literal: "a string"
        case .null: "nil"
        case .array: "an array"
        case .range: "a range"
        case .view: "a view"
        case .member(let name): "'.\(name)'"
        case .keyPath: "a key path"
        case .color: "a color"
        case .font: "a font"
        case .constantBinding: "a binding"
        case .closure: "a closure"
        }
    }

    /// The value as text, as string interpolation writes it.
    var text: String? {
        switch self {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .literal(let pieces):
            pieces.reduce(into: "") { result, piece in
                switch piece {
                case .text(let text): result += text
                case .value(let value): result += value.text ?? ""
                }
            }
        default: nil
        }
    }
}
