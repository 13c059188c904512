/// The syntax tree of view code.
indirect enum Expr {
    case identifier(String, SourceLocation)
    /// `.red`, `.leading`: a member of a type the context decides.
    case implicitMember(String, SourceLocation)
    /// `Color.red`, `Font.title`.
    case member(Expr, String, SourceLocation)
    /// `Text("a")`, `HStack { … }`, `.system(size: 12)`.
    case call(Call)
    /// A view followed by modifiers: `Text("a").bold().tag(1)`. Kept flat so that
    /// a chain of any length is evaluated in a loop.
    case chain(Expr, [ChainLink])
    case integer(Int, SourceLocation)
    case double(Double, SourceLocation)
    case bool(Bool, SourceLocation)
    case string([StringSegment], SourceLocation)
    case null(SourceLocation)
    case array([Expr], SourceLocation)
    case binary(String, Expr, Expr, SourceLocation)
    case unary(String, Expr, SourceLocation)
    case ternary(Expr, Expr, Expr, SourceLocation)
    /// `\.self`, `\.id`.
    case keyPath([String], SourceLocation)
    case closure(Closure)

    var location: SourceLocation {
        switch self {
        case .identifier(_, let l), .implicitMember(_, let l), .member(_, _, let l), .integer(_, let l),
             .double(_, let l), .bool(_, let l), .string(_, let l), .null(let l), .array(_, let l),
             .binary(_, _, _, let l), .unary(_, _, let l), .ternary(_, _, _, let l), .keyPath(_, let l):
            l
        case .call(let call): call.location
        case .chain(let base, _): base.location
        case .closure(let closure): closure.location
        }
    }
}

/// A call: the callee, its arguments in parentheses, and its trailing closures.
struct Call {
    var callee: Expr
    var arguments: [Argument]
    var location: SourceLocation
}

/// One argument: `spacing: 8`, or an unlabelled one; trailing closures are
/// arguments too, the first unlabelled.
struct Argument {
    var label: String?
    var value: Expr
    var location: SourceLocation
}

/// One modifier of a chain: `.padding(8)`.
struct ChainLink {
    var name: String
    var arguments: [Argument]
    var location: SourceLocation
}

/// A piece of a string literal.
enum StringSegment {
    case text(String)
    case interpolation(Expr)
}

/// `{ i in … }`
struct Closure {
    var parameters: [String]
    var body: [Statement]
    var location: SourceLocation
}

/// A statement of a block.
indirect enum Statement {
    case expression(Expr)
    case binding(String, Expr, SourceLocation)
    /// `if` / `else if` / `else`: each condition with its block, then the `else` block if any.
    case conditional([(condition: Expr, body: [Statement])], otherwise: [Statement]?, SourceLocation)
    /// `switch`: each case's patterns with its block (`default` has none).
    case switchCases(Expr, [(patterns: [Expr], body: [Statement], location: SourceLocation)], SourceLocation)
}

/// A top-level declaration.
enum Declaration {
    case statement(Statement)
    /// `struct Name: View { var body: some View { … } }`
    case viewStruct(name: String, body: [Statement], SourceLocation)
}
