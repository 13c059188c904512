/// The syntax tree of view code.
package indirect enum Expr {
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
    /// An integer literal: `42`.
    case integer(Int, SourceLocation)
    /// A floating-point literal: `0.5`.
    case double(Double, SourceLocation)
    /// `true` or `false`.
    case bool(Bool, SourceLocation)
    /// A string literal: its text and interpolations.
    case string([StringSegment], SourceLocation)
    /// `nil`.
    case null(SourceLocation)
    /// An array literal: `[a, b]`.
    case array([Expr], SourceLocation)
    /// `[key: value, …]` and `[:]`.
    case dictionary([(key: Expr, value: Expr)], SourceLocation)
    /// `(a, b)`, `(x: 1, y: 2)`; `()` is the empty tuple.
    case tuple([(label: String?, value: Expr)], SourceLocation)
    /// An infix operation: the operator and its operands, `a + b`.
    case binary(String, Expr, Expr, SourceLocation)
    /// A prefix operation: `!flag`, `-x`.
    case unary(String, Expr, SourceLocation)
    /// `condition ? a : b`.
    case ternary(Expr, Expr, Expr, SourceLocation)
    /// `\.self`, `\.id`, `\Item.name`: the path (the root type is not kept).
    case keyPath([String], SourceLocation)
    /// A closure: `{ i in … }`.
    case closure(Closure)
    /// `value as Double`, `value as? Item`, `value is String`.
    case cast(Expr, TypeRef, CastKind, SourceLocation)
    /// `try call()`, `try? call()`, `try! call()`: the expression to its right.
    case tried(TryKind, Expr, SourceLocation)

    /// Where the expression begins.
    package var location: SourceLocation {
        switch self {
        case .identifier(_, let l), .implicitMember(_, let l), .integer(_, let l),
             .double(_, let l), .bool(_, let l), .string(_, let l), .null(let l), .array(_, let l),
             .dictionary(_, let l), .tuple(_, let l),
             .binary(_, _, _, let l), .unary(_, _, let l), .ternary(_, _, _, let l), .keyPath(_, let l), .cast(_, _, _, let l),
             .tried(_, _, let l):
            l
        case .call(let call): call.location
        case .chain(let base, _): base.location
        case .closure(let closure): closure.location
        }
    }
}

/// What a cast does: `as` (a conversion the compiler checks), `as?` (nil when the value is of
/// another type), `is` (whether it is of the type). `as!` is not read.
package enum CastKind {
    /// `as`: a conversion the compiler checks.
    case coerce
    /// `as?`: nil when the value is of another type.
    case conditional
    /// `is`: whether the value is of the type.
    case check
}

/// What a `try` does with an error its expression throws: passes it on (`try`), makes the value
/// nil (`try?`), or stops with it (`try!`).
package enum TryKind {
    /// `try`: the error goes on to the enclosing `catch` or caller.
    case plain
    /// `try?`: the value is nil.
    case optional
    /// `try!`: an error stops the program.
    case forced
}

/// A call: the callee, its arguments in parentheses, and its trailing closures.
package struct Call {
    /// What is called: a name, a type, a member.
    package var callee: Expr
    /// The arguments, trailing closures last.
    package var arguments: [Argument]
    /// Where the call begins.
    package var location: SourceLocation

    /// A call of `callee` with `arguments`.
    package init(callee: Expr, arguments: [Argument], location: SourceLocation) {
        self.callee = callee
        self.arguments = arguments
        self.location = location
    }
}

/// One argument: `spacing: 8`, or an unlabelled one; trailing closures are
/// arguments too, the first unlabelled.
package struct Argument {
    /// The label; nil for an unlabelled argument.
    package var label: String?
    /// The value.
    package var value: Expr
    /// Where the argument begins.
    package var location: SourceLocation

    /// An argument of `value`, labelled `label`.
    package init(label: String?, value: Expr, location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}

/// One link of a chain: a modifier or method call `.padding(8)`, a property `.count`,
/// a subscript `[0]`, optional chaining `?` or a forced unwrap `!`.
package struct ChainLink {
    /// What a link does.
    package enum Kind {
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

    /// The member's name; empty for a subscript, `?` and `!`.
    package var name: String
    /// The arguments of a call or a subscript.
    package var arguments: [Argument]
    /// Where the link begins.
    package var location: SourceLocation
    /// What the link does.
    package var kind = Kind.call

    /// A link that does `kind`: by default a call.
    package init(name: String, arguments: [Argument], location: SourceLocation, kind: Kind = .call) {
        self.name = name
        self.arguments = arguments
        self.location = location
        self.kind = kind
    }
}

/// A piece of a string literal.
package enum StringSegment {
    /// Literal text.
    case text(String)
    /// `\(value)`, or `\(value, specifier: "%.1f")` with its further arguments.
    case interpolation(Expr, [Argument])
}

/// `{ i in … }`
package struct Closure {
    /// The parameters' names (`_` included).
    package var parameters: [String]
    /// The statements.
    package var body: [Statement]
    /// Where the closure begins.
    package var location: SourceLocation
    /// How many anonymous parameters (`$0`, `$1`…) a closure without named ones uses: one more
    /// than the highest written in its braces. Two or more take a tuple's elements apart.
    package var anonymousParameterCount = 0
}

/// One clause of an `if`, `guard` or `while` condition.
package enum Condition {
    /// A Boolean expression.
    case expression(Expr)
    /// `let name = value` (or `let name`): true when the value is not nil, binding it.
    case optionalBinding(String, Expr, SourceLocation)
    /// `case pattern = value`.
    case matching(Pattern, Expr, SourceLocation)
}

/// A pattern of a `switch` case or an `if case`.
package indirect enum Pattern {
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
package struct SwitchCase {
    /// The patterns; empty for `default`.
    package var patterns: [Pattern]
    /// The `where` clause.
    package var guardExpression: Expr?
    /// The statements run when it matches.
    package var body: [Statement]
    /// Where the case begins.
    package var location: SourceLocation
}

/// A statement of a block.
package indirect enum Statement {
    /// An expression evaluated for its value or its effect.
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
    /// `do { … } catch pattern where condition { … } catch { … }`: the body, then the clauses,
    /// each a case whose patterns match the error (none: every error, bound to `error`).
    case doCatch([Statement], catches: [SwitchCase], SourceLocation)
    /// `throw value`.
    case throwing(Expr, SourceLocation)
    /// `while conditions { … }`.
    case whileLoop([Condition], body: [Statement], SourceLocation)
    /// `repeat { … } while condition`.
    case repeatLoop(body: [Statement], condition: Expr, SourceLocation)
    /// `defer { … }`: run when the enclosing block is left, however it is left.
    case deferred([Statement], SourceLocation)
    /// A closure's body holding a construct outside the reader's Swift: running it reports the
    /// construct, so that an action holding one stops when it runs, not when the file is read.
    case unsupported(Diagnostic)

    /// Where the statement begins, when it has a place of its own.
    package var location: SourceLocation? {
        switch self {
        case .expression(let expression): expression.location
        case .binding(let binding): binding.location
        case .conditional(_, _, let l), .switchCases(_, _, let l), .guarded(_, _, let l), .loop(_, _, _, _, let l),
             .returning(_, let l), .assignment(_, _, _, let l), .jump(_, let l), .doCatch(_, _, let l), .throwing(_, let l),
             .whileLoop(_, _, let l), .repeatLoop(_, _, let l), .deferred(_, let l):
            l
        case .unsupported(let diagnostic):
            diagnostic.location
        }
    }
}

/// `let name: Type = value`, and the attributes written before it.
package struct LocalBinding {
    /// The names bound; several for a tuple `let (a, b) = …`.
    package var names: [String]
    /// The written type, if any.
    package var type: TypeRef?
    /// The initial value, if any.
    package var value: Expr?
    /// Whether it is a `var`.
    package var isVariable: Bool
    /// The attributes written before it: `@State`.
    package var attributes: [Attribute]
    /// Where the binding begins.
    package var location: SourceLocation
}

/// `@State`, `@Environment(\.dismiss)`, `@ViewBuilder`.
package struct Attribute {
    /// The name without `@`: `State`.
    package var name: String
    /// The arguments in parentheses, if any.
    package var arguments: [Argument]
    /// Where the attribute begins.
    package var location: SourceLocation
}

/// A written type: only what the reader needs of it.
package indirect enum TypeRef {
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
    package var name: String {
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
    package var written: String {
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
package struct Parameter {
    /// The argument label; nil for `_`.
    package var label: String?
    /// The name the body uses.
    package var name: String
    /// The written type.
    package var type: TypeRef
    /// The default value, if any.
    package var defaultValue: Expr?
    /// The attributes: `@ViewBuilder`, `@escaping`.
    package var attributes: [Attribute]
    /// Whether the parameter is `inout`: what the body leaves in it is written back to the argument.
    package var isInout: Bool

    /// A parameter with its parts.
    package init(label: String?, name: String, type: TypeRef, defaultValue: Expr?, attributes: [Attribute], isInout: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.attributes = attributes
        self.isInout = isInout
    }
}

/// `func name(parameters) -> Result { body }`, an `init`, or a computed property's getter.
package final class FunctionDecl {
    /// The name; `init` for an initialiser.
    package let name: String
    /// The parameters.
    package let parameters: [Parameter]
    /// The written result type, if any.
    package let result: TypeRef?
    /// The body's statements.
    package let body: [Statement]
    /// Whether it is `static` (or `class`).
    package let isStatic: Bool
    /// The attributes written before it: `@ViewBuilder`.
    package let attributes: [Attribute]
    /// Where the declaration begins.
    package let location: SourceLocation
    /// Whether it is a `mutating` method, whose changes of `self` are stored where `self` came from.
    package var isMutating = false

    /// A function with its parts.
    package init(name: String, parameters: [Parameter], result: TypeRef?, body: [Statement], isStatic: Bool, attributes: [Attribute], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
        self.isStatic = isStatic
        self.attributes = attributes
        self.location = location
    }

    /// Whether the body is a `@ViewBuilder` block.
    package var isViewBuilder: Bool {
        attributes.contains { $0.name == "ViewBuilder" }
    }
}

/// A property of a type: stored (`let id = UUID()`, `@State var on = false`) or computed.
package struct PropertyDecl {
    /// The name.
    package var name: String
    /// The written type, if any.
    package var type: TypeRef?
    /// The initial value of a stored property, if any.
    package var initial: Expr?
    /// The getter of a computed property.
    package var getter: FunctionDecl?
    /// Whether it is a `var`.
    package var isVariable: Bool
    /// Whether it is `static`.
    package var isStatic: Bool
    /// The attributes written before it: `@State`.
    package var attributes: [Attribute]
    /// Where the declaration begins.
    package var location: SourceLocation
    /// The statements of its `willSet` observer (with `newValue`), if any.
    package var willSet: [Statement]?
    /// The statements of its `didSet` observer (with `oldValue`), if any.
    package var didSet: [Statement]?
    /// The statements of a computed property's `set` accessor (with `newValue`), if any.
    package var setter: [Statement]?

    /// Whether it is `lazy`: its initial value is made when first read, with `self` at hand.
    package var isLazy: Bool { attributes.contains { $0.name == "lazy" } }

    /// The property wrapper, if any: `State`, `Binding`, `Environment`…
    package var wrapper: Attribute? {
        attributes.first { PropertyDecl.wrappers.contains($0.name) }
    }

    /// The property wrappers the reader knows.
    package static let wrappers: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Published",
        "AppStorage", "SceneStorage", "FocusState", "Bindable", "Namespace", "GestureState",
    ]
}

/// An enum's case: `case red`, `case custom(String)`, `case small = "S"`.
package struct EnumCaseDecl {
    /// The case's name.
    package var name: String
    /// The raw value written, if any.
    package var rawValue: Expr?
    /// The associated values' labels (nil where there is none).
    package var associated: [String?]
    /// The associated values' types.
    package var associatedTypes: [TypeRef] = []
    /// Where the case is declared.
    package var location: SourceLocation
}

/// A `struct`, `class` or `enum` declared in view code, with the members of its extensions.
package final class TypeDecl {
    /// What a declared type is.
    package enum Kind {
        /// `struct`.
        case structure
        /// `class`.
        case classType
        /// `enum`.
        case enumeration

        /// The keyword that declares it.
        package var keyword: String {
            switch self {
            case .structure: "struct"
            case .classType: "class"
            case .enumeration: "enum"
            }
        }
    }

    /// Whether it is a struct, a class or an enum.
    package let kind: Kind
    /// The name it is declared with.
    package let name: String
    /// The protocols and the superclass or raw type it names.
    package var conformances: [String]
    /// Where the declaration begins.
    package let location: SourceLocation
    /// Its properties, stored and computed, its extensions' included.
    package var properties: [PropertyDecl] = []
    /// Its methods, its extensions' included.
    package var methods: [FunctionDecl] = []
    /// The initialisers declared in its body.
    package var initialisers: [FunctionDecl] = []
    /// Initialisers declared in extensions, which keep the memberwise one.
    package var extensionInitialisers: [FunctionDecl] = []
    /// An enum's cases.
    package var cases: [EnumCaseDecl] = []
    /// The types declared inside it.
    package var nested: [TypeDecl] = []
    /// Whether the type has generic parameters (`struct Card<Content: View>`).
    package var isGeneric = false
    /// The name with the types it is nested in: `Preferences.Units`.
    package var qualifiedName: String

    /// A type with no members yet.
    package init(kind: Kind, name: String, conformances: [String], location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.conformances = conformances
        self.location = location
        qualifiedName = name
    }

    /// Whether the type conforms to View.
    package var isView: Bool { conformances.contains("View") }
    /// Whether the type is an app (`struct X: App`), whose body is scenes.
    package var isApp: Bool { conformances.contains("App") }
    /// Whether the type is a scene of the files' own (`struct X: Scene`).
    package var isScene: Bool { conformances.contains("Scene") }
    /// Whether the type is marked `@main`: the app a program runs.
    package var isMain = false
    /// The stored properties, in order.
    package var storedProperties: [PropertyDecl] { properties.filter { $0.getter == nil && !$0.isStatic } }
    /// An enum's raw type, when it has one: `String`, `Int`, `Double`, `Character`.
    package var rawType: String? {
        guard kind == .enumeration else { return nil }
        return conformances.first { ["String", "Int", "Double", "Character"].contains($0) }
    }
}

/// `#Preview("Name") { … }`
package struct PreviewDecl {
    /// The name given: `#Preview("Name")`.
    package var name: String?
    /// The body's statements.
    package var body: [Statement]
    /// Where `#Preview` begins.
    package var location: SourceLocation
    /// Where its closing `}` is.
    package var end: SourceLocation
}

/// A top-level declaration.
package enum Declaration {
    /// A top-level statement.
    case statement(Statement)
    /// `struct`, `class` or `enum`.
    case type(TypeDecl)
    /// `extension Name { members }`: merged into the type, or kept for a type the reader knows (`View`, `Color`).
    case extensionDecl(TypeDecl)
    /// A free function.
    case function(FunctionDecl)
    /// A `#Preview`.
    case preview(PreviewDecl)
}
