/// The syntax tree of view code.
indirect enum Expr {
    /// A name: a local, a property of `self`, a type, a function; also `$name`, `$0`, `self`.
    case identifier(String, SourceLocation)
    /// `.red`, `.leading`: a member of a type the context decides.
    case implicitMember(String, SourceLocation)
    /// `Text("a")`, `HStack { … }`, `.system(size: 12)`, `action()`.
    case call(Call)
    /// A value followed by member accesses, method calls, subscripts and modifiers:
    /// `Text("a").bold().tag(1)`, `items.first?.name`. Kept flat so that a chain of any
    /// length is evaluated in a loop.
    case chain(Expr, [ChainLink])
    case integer(Int, SourceLocation)
    case double(Double, SourceLocation)
    case bool(Bool, SourceLocation)
    case string([StringSegment], SourceLocation)
    case null(SourceLocation)
    case array([Expr], SourceLocation)
    /// `[key: value, …]` and `[:]`.
    case dictionary([(key: Expr, value: Expr)], SourceLocation)
    /// `(a, b)`, `(x: 1, y: 2)`; `()` is the empty tuple.
    case tuple([(label: String?, value: Expr)], SourceLocation)
    case binary(String, Expr, Expr, SourceLocation)
    case unary(String, Expr, SourceLocation)
    case ternary(Expr, Expr, Expr, SourceLocation)
    /// `\.self`, `\.id`, `\Item.name`: the path (the root type is not kept).
    case keyPath([String], SourceLocation)
    case closure(Closure)
    /// `value as Double`, `value as? Item`, `value is String`.
    case cast(Expr, TypeRef, CastKind, SourceLocation)

    var location: SourceLocation {
        switch self {
        case .identifier(_, let l), .implicitMember(_, let l), .integer(_, let l),
             .double(_, let l), .bool(_, let l), .string(_, let l), .null(let l), .array(_, let l),
             .dictionary(_, let l), .tuple(_, let l),
             .binary(_, _, _, let l), .unary(_, _, let l), .ternary(_, _, _, let l), .keyPath(_, let l), .cast(_, _, _, let l):
            l
        case .call(let call): call.location
        case .chain(let base, _): base.location
        case .closure(let closure): closure.location
        }
    }
}

/// What a cast does: `as` (a conversion the compiler checks), `as?` (nil when the value is of
/// another type), `is` (whether it is of the type). `as!` is not read.
enum CastKind {
    case coerce, conditional, check
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

/// One link of a chain: a modifier or method call `.padding(8)`, a property `.count`,
/// a subscript `[0]`, optional chaining `?` or a forced unwrap `!`.
struct ChainLink {
    /// What a link does.
    enum Kind {
        /// `.name(arguments)`: a modifier, or a method.
        case call
        /// `.name`: a property.
        case property
        /// `[arguments]`.
        case subscripted
        /// `?`: the rest of the chain is skipped when the value is nil.
        case optional
        /// `!`: the value, which must not be nil.
        case force
    }

    var name: String
    var arguments: [Argument]
    var location: SourceLocation
    var kind = Kind.call
}

/// A piece of a string literal.
enum StringSegment {
    case text(String)
    /// `\(value)`, or `\(value, specifier: "%.1f")` with its further arguments.
    case interpolation(Expr, [Argument])
}

/// `{ i in … }`
struct Closure {
    var parameters: [String]
    var body: [Statement]
    var location: SourceLocation
}

/// One clause of an `if`, `guard` or `while` condition.
enum Condition {
    /// A Boolean expression.
    case expression(Expr)
    /// `let name = value` (or `let name`): true when the value is not nil, binding it.
    case optionalBinding(String, Expr, SourceLocation)
    /// `case pattern = value`.
    case matching(Pattern, Expr, SourceLocation)
}

/// A pattern of a `switch` case or an `if case`.
indirect enum Pattern {
    /// `_`
    case wildcard
    /// A value to compare with: `1`, `"a"`, `0..<5`, `.red`.
    case value(Expr)
    /// `let name`: matches anything, binding it.
    case binding(String)
    /// `.name`, `.name(p, …)`, `Type.name(p, …)`: an enum case and its associated values.
    case enumCase(String, [Pattern]?, SourceLocation)
    /// `(p, q)`
    case tuple([Pattern])
}

/// One `case` (or `default`) of a switch.
struct SwitchCase {
    /// The patterns; empty for `default`.
    var patterns: [Pattern]
    /// The `where` clause.
    var guardExpression: Expr?
    var body: [Statement]
    var location: SourceLocation
}

/// A statement of a block.
indirect enum Statement {
    case expression(Expr)
    /// `let name = value`, `var name: Type = value`, `var name: Type`, `@State var name = value`.
    case binding(LocalBinding)
    /// `if` / `else if` / `else`: each condition with its block, then the `else` block if any.
    case conditional([(conditions: [Condition], body: [Statement])], otherwise: [Statement]?, SourceLocation)
    /// `switch`: its cases.
    case switchCases(Expr, [SwitchCase], SourceLocation)
    /// `guard conditions else { … }`
    case guarded([Condition], otherwise: [Statement], SourceLocation)
    /// `for name in sequence { … }`; the names bind a tuple's elements with `(a, b)`.
    case loop([String], Expr, where: Expr?, body: [Statement], SourceLocation)
    /// `return`, `return value`.
    case returning(Expr?, SourceLocation)
    /// `target = value`, `target += value`.
    case assignment(String, Expr, Expr, SourceLocation)
    /// `break`, `continue`.
    case jump(String, SourceLocation)

    var location: SourceLocation? {
        switch self {
        case .expression(let expression): expression.location
        case .binding(let binding): binding.location
        case .conditional(_, _, let l), .switchCases(_, _, let l), .guarded(_, _, let l), .loop(_, _, _, _, let l),
             .returning(_, let l), .assignment(_, _, _, let l), .jump(_, let l):
            l
        }
    }
}

/// `let name: Type = value`, and the attributes written before it.
struct LocalBinding {
    var names: [String]
    var type: TypeRef?
    var value: Expr?
    var isVariable: Bool
    var attributes: [Attribute]
    var location: SourceLocation
}

/// `@State`, `@Environment(\.dismiss)`, `@ViewBuilder`.
struct Attribute {
    var name: String
    var arguments: [Argument]
    var location: SourceLocation
}

/// A written type: only what the reader needs of it.
indirect enum TypeRef {
    /// `Int`, `Array<Int>`, `Binding<Bool>`, `Outer.Inner` (joined by dots).
    case named(String, [TypeRef])
    /// `T?`, `T!`
    case optional(TypeRef)
    /// `[T]`
    case array(TypeRef)
    /// `[K: V]`
    case dictionary(TypeRef, TypeRef)
    /// `(A, B)`, `(name: A, count: B)`, `()`
    case tuple([TypeRef], labels: [String?])
    /// `(A) -> B`
    case function([TypeRef], TypeRef)
    /// `some View`, `any P`
    case opaque(String)

    /// The type's name without its arguments, for messages and look-ups: `Int`, `Optional`.
    var name: String {
        switch self {
        case .named(let name, _): name
        case .optional: "Optional"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "Tuple"
        case .function: "Function"
        case .opaque(let name): name
        }
    }

    /// How the type is written, for messages: `[Item]`, `Int?`.
    var written: String {
        switch self {
        case .named(let name, let arguments): arguments.isEmpty ? name : "\(name)<\(arguments.map(\.written).joined(separator: ", "))>"
        case .optional(let wrapped): wrapped.written + "?"
        case .array(let element): "[\(element.written)]"
        case .dictionary(let key, let value): "[\(key.written): \(value.written)]"
        case .tuple(let elements, let labels): "(\(zip(elements, labels).map { ($1.map { "\($0): " } ?? "") + $0.written }.joined(separator: ", ")))"
        case .function(let parameters, let result): "(\(parameters.map(\.written).joined(separator: ", "))) -> \(result.written)"
        case .opaque(let name): "some \(name)"
        }
    }
}

/// A parameter of a function or an initialiser: `_ title: String`, `for item: Item = .empty`.
struct Parameter {
    /// The argument label; nil for `_`.
    var label: String?
    var name: String
    var type: TypeRef
    var defaultValue: Expr?
    var attributes: [Attribute]
}

/// `func name(parameters) -> Result { body }`, an `init`, or a computed property's getter.
final class FunctionDecl {
    let name: String
    let parameters: [Parameter]
    let result: TypeRef?
    let body: [Statement]
    let isStatic: Bool
    let attributes: [Attribute]
    let location: SourceLocation

    init(name: String, parameters: [Parameter], result: TypeRef?, body: [Statement], isStatic: Bool, attributes: [Attribute], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
        self.isStatic = isStatic
        self.attributes = attributes
        self.location = location
    }

    /// Whether the body is a `@ViewBuilder` block.
    var isViewBuilder: Bool {
        attributes.contains { $0.name == "ViewBuilder" }
    }
}

/// A property of a type: stored (`let id = UUID()`, `@State var on = false`) or computed.
struct PropertyDecl {
    var name: String
    var type: TypeRef?
    var initial: Expr?
    /// The getter of a computed property.
    var getter: FunctionDecl?
    var isVariable: Bool
    var isStatic: Bool
    var attributes: [Attribute]
    var location: SourceLocation

    /// The property wrapper, if any: `State`, `Binding`, `Environment`…
    var wrapper: Attribute? {
        attributes.first { PropertyDecl.wrappers.contains($0.name) }
    }

    /// The property wrappers the reader knows.
    static let wrappers: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Published",
        "AppStorage", "SceneStorage", "FocusState", "Bindable", "Namespace", "GestureState",
    ]
}

/// An enum's case: `case red`, `case custom(String)`, `case small = "S"`.
struct EnumCaseDecl {
    var name: String
    var rawValue: Expr?
    /// The associated values' labels (nil where there is none).
    var associated: [String?]
    /// The associated values' types.
    var associatedTypes: [TypeRef] = []
    var location: SourceLocation
}

/// A `struct`, `class` or `enum` declared in view code, with the members of its extensions.
final class TypeDecl {
    /// What a declared type is.
    enum Kind {
        case structure, classType, enumeration

        var keyword: String {
            switch self {
            case .structure: "struct"
            case .classType: "class"
            case .enumeration: "enum"
            }
        }
    }

    let kind: Kind
    let name: String
    var conformances: [String]
    let location: SourceLocation
    var properties: [PropertyDecl] = []
    var methods: [FunctionDecl] = []
    var initialisers: [FunctionDecl] = []
    /// Initialisers declared in extensions, which keep the memberwise one.
    var extensionInitialisers: [FunctionDecl] = []
    var cases: [EnumCaseDecl] = []
    var nested: [TypeDecl] = []
    /// Whether the type has generic parameters (`struct Card<Content: View>`).
    var isGeneric = false
    /// The name with the types it is nested in: `Preferences.Units`.
    var qualifiedName: String

    init(kind: Kind, name: String, conformances: [String], location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.conformances = conformances
        self.location = location
        qualifiedName = name
    }

    /// Whether the type conforms to View.
    var isView: Bool { conformances.contains("View") }
    /// The stored properties, in order.
    var storedProperties: [PropertyDecl] { properties.filter { $0.getter == nil && !$0.isStatic } }
    /// An enum's raw type, when it has one: `String`, `Int`, `Double`, `Character`.
    var rawType: String? {
        guard kind == .enumeration else { return nil }
        return conformances.first { ["String", "Int", "Double", "Character"].contains($0) }
    }
}

/// `#Preview("Name") { … }`
struct PreviewDecl {
    var name: String?
    var body: [Statement]
    var location: SourceLocation
    /// Where its closing `}` is.
    var end: SourceLocation
}

/// A top-level declaration.
enum Declaration {
    case statement(Statement)
    case type(TypeDecl)
    /// `extension Name { members }`: merged into the type, or kept for a type the reader knows (`View`, `Color`).
    case extensionDecl(TypeDecl)
    case function(FunctionDecl)
    case preview(PreviewDecl)
}
