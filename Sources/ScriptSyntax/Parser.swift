/// Parses the subset of Swift that SwiftUI view files use.
///
/// Recursive descent, with nesting bounded by ``depthLimit`` (brackets,
/// closures and blocks), so no input can exhaust the stack; chains of modifiers
/// and members are parsed in a loop and bounded by ``chainLimit``. A construct
/// outside the subset is reported at its own place as "not supported by the
/// reader: …" (``unsupported(_:_:)``).
package struct Parser {
    /// How deeply brackets, closures and blocks may nest.
    static let depthLimit = 200
    /// How many modifiers one chain may have.
    static let chainLimit = 3_000

    let tokens: [Token]
    var index = 0
    var depth = 0

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The declarations of a file's text; `file` is its index among the files read together.
    package static func parse(_ source: String, file: Int = 0) throws -> [Declaration] {
        ParseCount.parsed(source)
        var parser = Parser(tokens: try Lexer.tokens(of: source, file: file))
        return try parser.file()
    }

    /// One expression, the whole of `source` (`--root 'ContentView(title: "x")'`).
    package static func parseExpression(_ source: String, file: Int) throws -> Expr {
        var parser = Parser(tokens: try Lexer.tokens(of: source, file: file))
        let expression = try parser.expression()
        guard parser.current.kind == .end else {
            throw Diagnostic(location: parser.current.location, message: "expected the end of the expression, found \(parser.describe(parser.current))")
        }
        return expression
    }

    // MARK: Tokens

    var current: Token { tokens[min(index, tokens.count - 1)] }
    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func isSymbol(_ symbol: String, _ token: Token? = nil) -> Bool {
        (token ?? current).kind == .symbol(symbol)
    }

    func isKeyword(_ keyword: String, _ token: Token? = nil) -> Bool {
        (token ?? current).kind == .keyword(keyword)
    }

    func isIdentifier(_ name: String, _ token: Token? = nil) -> Bool {
        (token ?? current).kind == .identifier(name)
    }

    mutating func expect(_ symbol: String, _ context: String) throws {
        guard isSymbol(symbol) else {
            throw Diagnostic(location: current.location, message: "expected '\(symbol)' \(context), found \(describe(current))")
        }
        advance()
    }

    mutating func identifier(_ context: String) throws -> String {
        guard case .identifier(let name) = current.kind else {
            throw Diagnostic(location: current.location, message: "expected \(context), found \(describe(current))")
        }
        advance()
        return name
    }

    /// A name where Swift also accepts a keyword: a member (`.default`), a label (`for:`).
    var nameToken: String? {
        switch current.kind {
        case .identifier(let name): name
        case .keyword(let name) where !["true", "false", "nil"].contains(name): name
        default: nil
        }
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .end: "the end of the file"
        case .string: "a string literal"
        case .integer(let value): "'\(value)'"
        case .double(let value): "'\(value)'"
        default: "'\(token.text.prefix(40))'"
        }
    }

    /// "not supported by the reader: CONSTRUCT", at `location`.
    func unsupported(_ construct: String, _ location: SourceLocation) -> Diagnostic {
        Diagnostic(location: location, message: "not supported by the reader: \(construct)")
    }

    /// The constructs a keyword starts that the reader does not read, by keyword.
    static let unsupportedKeywords: [String: String] = [
        "protocol": "protocol declarations", "typealias": "type aliases",
        "subscript": "subscript declarations", "deinit": "deinitialisers", "operator": "operator declarations",
        "associatedtype": "associated types",
        "catch": "'catch' without 'do'", "fallthrough": "'fallthrough'", "as": "'as' casts",
        "is": "'is' type checks", "super": "'super'",
    ]

    /// Fails with "not supported by the reader" when the current token starts a construct the reader does not read.
    func refuseUnsupported() throws {
        if case .keyword(let keyword) = current.kind, let construct = Self.unsupportedKeywords[keyword] {
            throw unsupported(construct, current.location)
        }
        // `actor` is a name anywhere but before a type's name on its line.
        if isIdentifier("actor"), case .identifier = peek().kind, !peek().startsLine {
            throw unsupported("actors", current.location)
        }
    }

    mutating func nested<T>(_ location: SourceLocation, _ body: (inout Parser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: location, message: "views, brackets and blocks nest more than \(Self.depthLimit) levels deep")
        }
        return try body(&self)
    }

    // MARK: Statements

    /// `{ statements }`
    mutating func block() throws -> [Statement] {
        let location = current.location
        try expect("{", "to open a block")
        return try blockBody(openedAt: location)
    }

    /// The statements of a block whose `{` is already read, and its `}`.
    mutating func blockBody(openedAt location: SourceLocation) throws -> [Statement] {
        try nested(location) { parser in
            var statements: [Statement] = []
            while !parser.isSymbol("}") {
                if parser.current.kind == .end {
                    throw Diagnostic(location: location, message: "expected '}' to close the block opened here, found the end of the file")
                }
                if parser.isSymbol(";") {
                    parser.advance()
                    continue
                }
                statements.append(try parser.statement())
            }
            parser.advance()
            return statements
        }
    }

    mutating func statement() throws -> Statement {
        let location = current.location
        var attributes: [Attribute] = []
        while isSymbol("@") {
            attributes.append(try attribute())
        }
        if isKeyword("let") || isKeyword("var") {
            return .binding(try binding(attributes: attributes))
        }
        if let first = attributes.first {
            throw unsupported("the attribute '@\(first.name)' here", first.location)
        }
        if isKeyword("if") {
            return try conditional()
        }
        if isKeyword("switch") {
            return try switchStatement()
        }
        if isKeyword("guard") {
            advance()
            let conditions = try conditionList()
            guard isKeyword("else") else {
                throw Diagnostic(location: current.location, message: "expected 'else' after the guard's condition, found \(describe(current))")
            }
            advance()
            return .guarded(conditions, otherwise: try block(), location)
        }
        if isKeyword("for") {
            return try forLoop()
        }
        if isKeyword("while") {
            advance()
            return .whileLoop(try conditionList(), body: try block(), location)
        }
        if isKeyword("repeat") {
            advance()
            let body = try block()
            guard isKeyword("while") else {
                throw Diagnostic(location: current.location, message: "expected 'while' after the body of 'repeat', found \(describe(current))")
            }
            advance()
            return .repeatLoop(body: body, condition: try expression(), location)
        }
        if isKeyword("defer") {
            advance()
            return .deferred(try block(), location)
        }
        if isIdentifier("async"), isKeyword("let", peek()) || isKeyword("var", peek()) {
            // `async let x = f()`: the value is computed where it is declared, as the reader runs
            // everything in order.
            advance()
            return .binding(try binding(attributes: attributes))
        }
        if isKeyword("return") {
            advance()
            if isSymbol("}") || isSymbol(";") || current.startsLine || current.kind == .end || isKeyword("case") || isKeyword("default") {
                return .returning(nil, location)
            }
            return .returning(try expression(), location)
        }
        if isKeyword("do") {
            return try doCatch()
        }
        if isKeyword("throw") {
            advance()
            return .throwing(try expression(), location)
        }
        if isKeyword("break") || isKeyword("continue") {
            let word = current.text
            advance()
            return .jump(word, location)
        }
        if isKeyword("func") || isKeyword("struct") || isKeyword("class") || isKeyword("enum") {
            throw unsupported("a \(current.text) declared inside a block", location)
        }
        try refuseUnsupported()
        if isSymbol("#") {
            throw unsupported("'#\(peek().text)' here", location)
        }
        let value = try expression()
        if case .symbol(let op) = current.kind, ["=", "+=", "-=", "*=", "/=", "%="].contains(op) {
            let opLocation = current.location
            advance()
            let rhs = try expression()
            try endOfStatement()
            return .assignment(op, value, rhs, opLocation)
        }
        try endOfStatement()
        return .expression(value)
    }

    /// A statement ends at a line break, `;`, `}` or the end; anything else is reported.
    mutating func endOfStatement() throws {
        guard current.startsLine || isSymbol("}") || isSymbol(";") || current.kind == .end else {
            try refuseUnsupported()
            if isKeyword("in") {
                throw Diagnostic(location: current.location, message: "expected a line break or ';' between statements, found 'in' (closure parameters come right after '{')")
            }
            throw Diagnostic(location: current.location, message: "expected a line break or ';' between statements, found \(describe(current))")
        }
    }

    /// `@Name` or `@Name(arguments)`.
    mutating func attribute() throws -> Attribute {
        let location = current.location
        advance()
        guard let name = nameToken else {
            throw Diagnostic(location: current.location, message: "expected an attribute name after '@', found \(describe(current))")
        }
        advance()
        var arguments: [Argument] = []
        if isSymbol("("), !current.spaced {
            if name == "available" || name == "MainActor" || name == "preconcurrency" {
                try skipBalanced()
            } else {
                arguments = try argumentList()
            }
        }
        return Attribute(name: name, arguments: arguments, location: location)
    }

    /// Skips a bracketed group of tokens: `( … )`.
    mutating func skipBalanced() throws {
        let location = current.location
        var level = 0
        repeat {
            if current.kind == .end {
                throw Diagnostic(location: location, message: "expected ')' to close the parenthesis, found the end of the file")
            }
            if isSymbol("(") || isSymbol("[") || isSymbol("{") { level += 1 }
            if isSymbol(")") || isSymbol("]") || isSymbol("}") { level -= 1 }
            advance()
        } while level > 0
    }

    /// `let name: Type = value` after its attributes.
    mutating func binding(attributes: [Attribute]) throws -> LocalBinding {
        let location = current.location
        let isVariable = isKeyword("var")
        advance()
        var names: [String] = []
        if isSymbol("(") {
            advance()
            while !isSymbol(")") {
                names.append(try identifier("a name in the tuple pattern"))
                if isSymbol(",") { advance() } else { break }
            }
            try expect(")", "to close the tuple pattern")
        } else {
            names.append(try identifier("a name after '\(isVariable ? "var" : "let")'"))
        }
        var type: TypeRef?
        if isSymbol(":") {
            advance()
            type = try typeReference()
        }
        var value: Expr?
        if isSymbol("=") {
            advance()
            value = try expression()
        }
        if isSymbol(",") {
            throw unsupported("several names in one declaration", current.location)
        }
        return LocalBinding(names: names, type: type, value: value, isVariable: isVariable, attributes: attributes, location: location)
    }

    /// `if conditions { … } else if … else { … }`
    mutating func conditional() throws -> Statement {
        let location = current.location
        var branches: [(conditions: [Condition], body: [Statement])] = []
        var otherwise: [Statement]?
        advance()
        branches.append((try conditionList(), try block()))
        while isKeyword("else") {
            advance()
            if isKeyword("if") {
                advance()
                branches.append((try conditionList(), try block()))
            } else {
                otherwise = try block()
                break
            }
        }
        return .conditional(branches, otherwise: otherwise, location)
    }

    /// The comma-separated clauses of a condition: expressions, `let x = y`, `let x`, `case p = y`.
    mutating func conditionList() throws -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if conditions.isEmpty == false { advance() }
            let location = current.location
            if isKeyword("let") || isKeyword("var") {
                advance()
                let name = try identifier("a name after 'let'")
                if isSymbol(":") {
                    advance()
                    _ = try typeReference()
                }
                if isSymbol("=") {
                    advance()
                    conditions.append(.optionalBinding(name, try expression(allowTrailingClosure: false), location))
                } else {
                    conditions.append(.optionalBinding(name, .identifier(name, location), location))
                }
            } else if isKeyword("case") {
                advance()
                let pattern = try self.pattern(binding: false)
                try expect("=", "after the case pattern")
                conditions.append(.matching(pattern, try expression(allowTrailingClosure: false), location))
            } else if isSymbol("#"), isIdentifier("available", peek()) || isIdentifier("unavailable", peek()) {
                advance()
                let negated = isIdentifier("unavailable")
                advance()
                try skipBalanced()
                conditions.append(.expression(.bool(!negated, location)))
            } else {
                conditions.append(.expression(try expression(allowTrailingClosure: false)))
            }
        } while isSymbol(",")
        return conditions
    }

    /// `for name in sequence where condition { … }`
    mutating func forLoop() throws -> Statement {
        let location = current.location
        advance()
        var names: [String] = []
        if isKeyword("case") {
            throw unsupported("'for case' loops", current.location)
        }
        if isSymbol("(") {
            advance()
            while !isSymbol(")") {
                names.append(try identifier("a name in the loop's pattern"))
                if isSymbol(",") { advance() } else { break }
            }
            try expect(")", "to close the loop's pattern")
        } else {
            names.append(try identifier("a name after 'for'"))
        }
        guard isKeyword("in") else {
            throw Diagnostic(location: current.location, message: "expected 'in' after the loop's name, found \(describe(current))")
        }
        advance()
        let sequence = try expression(allowTrailingClosure: false)
        var filter: Expr?
        if isKeyword("where") {
            advance()
            filter = try expression(allowTrailingClosure: false)
        }
        return .loop(names, sequence, where: filter, body: try block(), location)
    }

    /// `do { … }` and its `catch` clauses: `catch`, `catch .empty`, `catch let error`,
    /// `catch Failure.code(let code) where code > 0`.
    mutating func doCatch() throws -> Statement {
        let location = current.location
        advance()
        let body = try block()
        var catches: [SwitchCase] = []
        while isKeyword("catch") {
            let catchLocation = current.location
            advance()
            var patterns: [Pattern] = []
            var guardExpression: Expr?
            if !isSymbol("{"), !isKeyword("where") {
                patterns.append(try pattern(binding: false))
                while isSymbol(",") {
                    advance()
                    patterns.append(try pattern(binding: false))
                }
            }
            if isKeyword("where") {
                advance()
                guardExpression = try expression(allowTrailingClosure: false)
            }
            catches.append(SwitchCase(patterns: patterns, guardExpression: guardExpression, body: try block(), location: catchLocation))
        }
        return .doCatch(body, catches: catches, location)
    }

    mutating func switchStatement() throws -> Statement {
        let location = current.location
        advance()
        let subject = try expression(allowTrailingClosure: false)
        try expect("{", "to open the switch")
        var cases: [SwitchCase] = []
        while !isSymbol("}") {
            let caseLocation = current.location
            var patterns: [Pattern] = []
            var guardExpression: Expr?
            if isKeyword("case") {
                advance()
                patterns.append(try pattern(binding: false))
                while isSymbol(",") {
                    advance()
                    patterns.append(try pattern(binding: false))
                }
                if isKeyword("where") {
                    advance()
                    guardExpression = try expression(allowTrailingClosure: false)
                }
            } else if isKeyword("default") {
                advance()
            } else if isUnknownDefault {
                // `@unknown default:` matches what no other case does, as `default:` does.
                advance()
                advance()
                advance()
            } else {
                throw Diagnostic(location: caseLocation, message: "expected 'case' or 'default' in the switch, found \(describe(current))")
            }
            try expect(":", "after the case pattern")
            var body: [Statement] = []
            while !isKeyword("case"), !isKeyword("default"), !isUnknownDefault, !isSymbol("}") {
                if current.kind == .end {
                    throw Diagnostic(location: location, message: "expected '}' to close the switch, found the end of the file")
                }
                if isSymbol(";") {
                    advance()
                    continue
                }
                body.append(try nested(caseLocation) { try $0.statement() })
            }
            cases.append(SwitchCase(patterns: patterns, guardExpression: guardExpression, body: body, location: caseLocation))
        }
        advance()
        return .switchCases(subject, cases, location)
    }

    /// Whether the current tokens are `@unknown default`.
    var isUnknownDefault: Bool {
        isSymbol("@") && isIdentifier("unknown", peek()) && isKeyword("default", peek(2))
    }

    /// A case pattern; `binding` when a `let` before it makes its names bindings.
    mutating func pattern(binding: Bool) throws -> Pattern {
        try nested(current.location) { parser in
            let location = parser.current.location
            if parser.isKeyword("let") || parser.isKeyword("var") {
                parser.advance()
                return try parser.pattern(binding: true)
            }
            if parser.isIdentifier("_") {
                parser.advance()
                return .wildcard
            }
            if binding, case .identifier(let name) = parser.current.kind, !parser.isSymbol(".", parser.peek()), !parser.isSymbol("(", parser.peek()) {
                parser.advance()
                return .binding(name)
            }
            if parser.isSymbol("(") {
                parser.advance()
                var elements: [Pattern] = []
                while !parser.isSymbol(")") {
                    elements.append(try parser.pattern(binding: binding))
                    if parser.isSymbol(",") { parser.advance() } else { break }
                }
                try parser.expect(")", "to close the tuple pattern")
                return elements.count == 1 ? elements[0] : .tuple(elements)
            }
            // `.name`, `.name(…)`, `Type.name(…)`: an enum case, with patterns for its values.
            var caseName: String?
            if parser.isSymbol("."), let name = parser.peek().kind.memberName {
                parser.advance()
                parser.advance()
                caseName = name
            } else if case .identifier(let type) = parser.current.kind, type.first?.isUppercase == true, parser.isSymbol(".", parser.peek()),
                      let name = parser.peek(2).kind.memberName, parser.isSymbol("(", parser.peek(3)) || binding {
                parser.advance()
                parser.advance()
                parser.advance()
                caseName = name
            }
            if let caseName {
                guard parser.isSymbol("("), !parser.current.spaced else {
                    return binding ? .enumCase(caseName, nil, location) : .value(.implicitMember(caseName, location))
                }
                parser.advance()
                var elements: [Pattern] = []
                while !parser.isSymbol(")") {
                    // `label: pattern`
                    if parser.nameToken != nil, parser.isSymbol(":", parser.peek()) {
                        parser.advance()
                        parser.advance()
                    }
                    elements.append(try parser.pattern(binding: binding))
                    if parser.isSymbol(",") { parser.advance() } else { break }
                }
                try parser.expect(")", "to close the case's values")
                return .enumCase(caseName, elements, location)
            }
            return .value(try parser.expression(allowTrailingClosure: false, inPattern: true))
        }
    }

    // MARK: Expressions

    mutating func expression(allowTrailingClosure: Bool = true, inPattern: Bool = false) throws -> Expr {
        try nested(current.location) { parser in
            let condition = try parser.binary(0, allowTrailingClosure: allowTrailingClosure)
            if parser.isKeyword("as") || parser.isKeyword("is") {
                try parser.refuseUnsupported()
            }
            guard parser.isSymbol("?"), !inPattern else { return condition }
            let location = parser.current.location
            parser.advance()
            let whenTrue = try parser.expression(allowTrailingClosure: allowTrailingClosure)
            try parser.expect(":", "in the conditional expression")
            let whenFalse = try parser.expression(allowTrailingClosure: allowTrailingClosure)
            return .ternary(condition, whenTrue, whenFalse, location)
        }
    }

    static let precedence: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">=", "===", "!=="], ["??"], ["..<", "..."], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func binary(_ level: Int, allowTrailingClosure: Bool) throws -> Expr {
        guard level < Self.precedence.count else { return try unary(allowTrailingClosure: allowTrailingClosure) }
        var lhs = try binary(level + 1, allowTrailingClosure: allowTrailingClosure)
        var operators = 0
        while case .symbol(let op) = current.kind, Self.precedence[level].contains(op), !current.startsLine {
            let location = current.location
            // A chain of operators nests its tree one level per operator: bound it like brackets.
            operators += 1
            guard depth + operators <= Self.depthLimit else {
                throw Diagnostic(location: location, message: "an expression of more than \(Self.depthLimit) operators")
            }
            advance()
            // `0...` and `...5`: one-sided ranges are not read.
            if op == "..." || op == "..<", isSymbol(")") || isSymbol("]") || isSymbol(",") {
                throw unsupported("one-sided ranges", location)
            }
            let rhs = try binary(level + 1, allowTrailingClosure: allowTrailingClosure)
            lhs = .binary(op, lhs, rhs, location)
        }
        if level == Self.castingLevel { lhs = try casts(lhs) }
        return lhs
    }

    /// The level of `precedence` whose operands casts apply to: casts bind tighter than `??`
    /// and looser than ranges, as Swift's CastingPrecedence does.
    static let castingLevel = 4

    /// `operand as Type`, `operand as? Type`, `operand is Type` (each one after the other).
    mutating func casts(_ operand: Expr) throws -> Expr {
        var result = operand
        while isKeyword("as") || isKeyword("is"), !current.startsLine {
            let location = current.location
            var kind: CastKind = isKeyword("is") ? .check : .coerce
            advance()
            if kind == .coerce, isSymbol("!"), !current.spaced {
                throw unsupported("'as!' (forced casts)", location)
            }
            if kind == .coerce, isSymbol("?"), !current.spaced {
                advance()
                kind = .conditional
            }
            result = .cast(result, try typeReference(), kind, location)
        }
        return result
    }

    mutating func unary(allowTrailingClosure: Bool) throws -> Expr {
        if isKeyword("try") {
            // `try` covers the expression to its right, as far as the operators go.
            let location = current.location
            advance()
            var kind = TryKind.plain
            if isSymbol("?") || isSymbol("!"), !current.spaced {
                kind = isSymbol("?") ? .optional : .forced
                advance()
            }
            return .tried(kind, try nested(location) { try $0.binary(0, allowTrailingClosure: allowTrailingClosure) }, location)
        }
        if isSymbol("!") || isSymbol("-") || isSymbol("+"), !isSymbol(")", peek()), !isSymbol(",", peek()) {
            let location = current.location
            let op = current.text
            advance()
            return .unary(op, try nested(location) { try $0.unary(allowTrailingClosure: allowTrailingClosure) }, location)
        }
        if isSymbol("&") {
            // `&value`, an inout argument: the callee's changes are written back to `value`.
            let location = current.location
            advance()
            return .unary("&", try nested(location) { try $0.unary(allowTrailingClosure: allowTrailingClosure) }, location)
        }
        if isKeyword("await") {
            // The reader runs code in order, so `await` marks nothing it needs: a suspension
            // happens in the calls that suspend (`Task.sleep`).
            let location = current.location
            advance()
            return try nested(location) { try $0.unary(allowTrailingClosure: allowTrailingClosure) }
        }
        if isSymbol("..<") || isSymbol("...") {
            throw unsupported("one-sided ranges", current.location)
        }
        try refuseUnsupported()
        return try postfix(allowTrailingClosure: allowTrailingClosure)
    }

    mutating func postfix(allowTrailingClosure: Bool) throws -> Expr {
        var base = try primary(allowTrailingClosure: allowTrailingClosure)
        var links: [ChainLink] = []
        func add(_ link: ChainLink) throws {
            links.append(link)
            guard links.count <= Self.chainLimit else {
                throw Diagnostic(location: link.location, message: "a modifier chain longer than \(Self.chainLimit) modifiers")
            }
        }
        while true {
            // A `.name` on a new line continues the chain, as in Swift.
            if isSymbol("."), let name = peek().kind.memberName {
                let location = peek().location
                advance()
                advance()
                var arguments: [Argument] = []
                var called = false
                if isSymbol("("), !current.startsLine {
                    arguments = try argumentList()
                    called = true
                }
                if allowTrailingClosure, isSymbol("{"), !current.startsLine {
                    arguments += try trailingClosures()
                    called = true
                }
                try add(ChainLink(name: name, arguments: arguments, location: location, kind: called ? .call : .property))
                continue
            }
            if isSymbol("("), !current.startsLine {
                if links.isEmpty {
                    let location = base.location
                    // `[Item]()` and `[String: Int]()`: an empty collection.
                    if case .array(let elements, let at) = base, elements.count <= 1, isSymbol(")", peek()) {
                        advance()
                        advance()
                        base = .array([], at)
                        continue
                    }
                    if case .dictionary(let pairs, let at) = base, pairs.count <= 1, isSymbol(")", peek()) {
                        advance()
                        advance()
                        base = .dictionary([], at)
                        continue
                    }
                    base = .call(Call(callee: base, arguments: try argumentList() + (allowTrailingClosure ? try trailingClosures() : []), location: location))
                } else {
                    // `handlers[0]()`, `model.action?()`: a call of what the chain gives.
                    let location = current.location
                    let arguments = try argumentList() + (allowTrailingClosure ? try trailingClosures() : [])
                    base = .call(Call(callee: .chain(base, links), arguments: arguments, location: location))
                    links = []
                }
                continue
            }
            if isSymbol("["), !current.startsLine, !current.spaced {
                let location = current.location
                try add(ChainLink(name: "subscript", arguments: try argumentList(open: "[", close: "]"), location: location, kind: .subscripted))
                continue
            }
            if isSymbol("?"), !current.spaced {
                try add(ChainLink(name: "?", arguments: [], location: current.location, kind: .optional))
                advance()
                continue
            }
            if isSymbol("!"), !current.spaced {
                try add(ChainLink(name: "!", arguments: [], location: current.location, kind: .force))
                advance()
                continue
            }
            // A trailing closure after a property: `items.map { … }`.
            if allowTrailingClosure, isSymbol("{"), !current.startsLine, let last = links.last, last.kind == .property {
                links[links.count - 1] = ChainLink(name: last.name, arguments: try trailingClosures(), location: last.location, kind: .call)
                continue
            }
            break
        }
        return links.isEmpty ? base : .chain(base, links)
    }

    mutating func primary(allowTrailingClosure: Bool) throws -> Expr {
        let token = current
        let location = token.location
        switch token.kind {
        case .identifier(let name):
            advance()
            let identifier = Expr.identifier(name, location)
            // `Name<Arguments>(…)`: generic arguments written at a call are not needed.
            if isSymbol("<"), !current.spaced, name.first?.isUppercase == true, let end = genericClose(), isSymbol("(", peek(end + 1)) || isSymbol(".", peek(end + 1)) {
                for _ in 0...end { advance() }
            }
            if allowTrailingClosure, isSymbol("{"), !current.startsLine {
                return .call(Call(callee: identifier, arguments: try trailingClosures(), location: location))
            }
            return identifier
        case .integer(let value):
            advance()
            return .integer(value, location)
        case .double(let value):
            advance()
            return .double(value, location)
        case .string(let parts):
            advance()
            return .string(try parts.map { part in
                switch part {
                case .text(let text): return .text(text)
                case .interpolation(let tokens):
                    var inner = Parser(tokens: tokens)
                    inner.depth = depth
                    let value = try inner.expression()
                    var arguments: [Argument] = []
                    while inner.isSymbol(",") {
                        inner.advance()
                        let argumentLocation = inner.current.location
                        var label: String?
                        if let name = inner.nameToken, inner.isSymbol(":", inner.peek()) {
                            label = name
                            inner.advance()
                            inner.advance()
                        }
                        arguments.append(Argument(label: label, value: try inner.expression(), location: argumentLocation))
                    }
                    guard inner.current.kind == .end else {
                        throw Diagnostic(location: inner.current.location, message: "expected ')' to end the interpolation, found \(inner.describe(inner.current))")
                    }
                    return .interpolation(value, arguments)
                }
            }, location)
        case .keyword("true"), .keyword("false"):
            advance()
            return .bool(token.kind == .keyword("true"), location)
        case .keyword("nil"):
            advance()
            return .null(location)
        case .symbol("."):
            advance()
            guard let name = current.kind.memberName else {
                throw Diagnostic(location: current.location, message: "expected a member name after '.', found \(describe(current))")
            }
            advance()
            let member = Expr.implicitMember(name, location)
            if isSymbol("("), !current.startsLine {
                return .call(Call(callee: member, arguments: try argumentList() + (allowTrailingClosure ? try trailingClosures() : []), location: location))
            }
            return member
        case .symbol("("):
            advance()
            return try nested(location) { parser in
                var elements: [(label: String?, value: Expr)] = []
                while !parser.isSymbol(")") {
                    var label: String?
                    if let name = parser.nameToken, parser.isSymbol(":", parser.peek()) {
                        label = name
                        parser.advance()
                        parser.advance()
                    }
                    elements.append((label, try parser.expression()))
                    if parser.isSymbol(",") {
                        parser.advance()
                    } else if !parser.isSymbol(")") {
                        throw Diagnostic(location: parser.current.location, message: "expected ',' or ')' in the parentheses, found \(parser.describe(parser.current))")
                    }
                }
                try parser.expect(")", "to close the parenthesis")
                if elements.count == 1, elements[0].label == nil { return elements[0].value }
                return .tuple(elements, location)
            }
        case .symbol("["):
            advance()
            return try nested(location) { parser in
                if parser.isSymbol(":"), parser.isSymbol("]", parser.peek()) {
                    parser.advance()
                    parser.advance()
                    return .dictionary([], location)
                }
                var elements: [Expr] = []
                var pairs: [(key: Expr, value: Expr)] = []
                while !parser.isSymbol("]") {
                    let element = try parser.expression()
                    if parser.isSymbol(":") {
                        parser.advance()
                        pairs.append((element, try parser.expression()))
                    } else {
                        elements.append(element)
                    }
                    if parser.isSymbol(",") { parser.advance() } else { break }
                }
                try parser.expect("]", "to close the array literal")
                if !pairs.isEmpty {
                    guard elements.isEmpty else {
                        throw Diagnostic(location: location, message: "expected a dictionary literal of 'key: value' pairs, found a value without a key")
                    }
                    return .dictionary(pairs, location)
                }
                return .array(elements, location)
            }
        case .symbol("\\"):
            advance()
            var path: [String] = []
            if case .identifier(let root) = current.kind, root.first?.isUppercase == true {
                advance()
            }
            while isSymbol(".") {
                advance()
                guard let name = current.kind.memberName else {
                    throw Diagnostic(location: current.location, message: "expected a property name in the key path, found \(describe(current))")
                }
                path.append(name)
                advance()
            }
            guard !path.isEmpty else {
                throw Diagnostic(location: location, message: "expected a key path such as \\.self, found \(describe(current))")
            }
            return .keyPath(path, location)
        case .symbol("{"):
            return .closure(try closure())
        case .symbol("#"):
            throw unsupported("'#\(peek().text)' expressions", location)
        case .symbol(let op) where ["+", "-", "*", "/", "<", ">", "==", "!=", "<=", ">=", "&&", "||"].contains(op)
            && (isSymbol(")", peek()) || isSymbol(",", peek())):
            // An operator passed as a function: `reduce(0, +)`, `sorted(by: <)`.
            advance()
            return .identifier(op, location)
        case .keyword(let keyword) where Self.unsupportedKeywords[keyword] != nil:
            throw unsupported(Self.unsupportedKeywords[keyword] ?? keyword, location)
        case .keyword("if"), .keyword("switch"):
            throw unsupported("'\(token.text)' as an expression here (write it as the only statement of a property, or use a ternary)", location)
        default:
            throw Diagnostic(location: location, message: "expected a view or a value, found \(describe(token))")
        }
    }

    /// Where the `>` closing generic arguments at the current `<` is (offset), if the tokens
    /// between are names, dots, commas, `?` and brackets only.
    func genericClose() -> Int? {
        var level = 0
        var offset = 0
        while offset < 32 {
            let token = peek(offset)
            switch token.kind {
            case .symbol("<"): level += 1
            case .symbol(">"):
                level -= 1
                if level == 0 { return offset }
            case .identifier, .symbol("."), .symbol(","), .symbol("?"), .symbol("["), .symbol("]"), .symbol(":"):
                break
            default: return nil
            }
            offset += 1
        }
        return nil
    }

    mutating func argumentList(open: String = "(", close: String = ")") throws -> [Argument] {
        let location = current.location
        try expect(open, "to open the arguments")
        return try nested(location) { parser in
            var arguments: [Argument] = []
            while !parser.isSymbol(close) {
                let argumentLocation = parser.current.location
                var label: String?
                if let name = parser.nameToken, parser.isSymbol(":", parser.peek()) {
                    label = name
                    parser.advance()
                    parser.advance()
                }
                arguments.append(Argument(label: label, value: try parser.expression(), location: argumentLocation))
                if parser.isSymbol(",") {
                    parser.advance()
                } else if !parser.isSymbol(close) {
                    try parser.refuseUnsupported()
                    throw Diagnostic(location: parser.current.location, message: "expected ',' or '\(close)' in the arguments, found \(parser.describe(parser.current))")
                }
            }
            parser.advance()
            return arguments
        }
    }

    /// `{ … }` and then `label: { … }` closures.
    mutating func trailingClosures() throws -> [Argument] {
        guard isSymbol("{") else { return [] }
        // The first closure's location is its `{`, taken before the closure is parsed.
        let opening = current.location
        var arguments = [Argument(label: nil, value: .closure(try closure()), location: opening)]
        while let label = nameToken, isSymbol(":", peek()), isSymbol("{", peek(2)) {
            let location = current.location
            advance()
            advance()
            arguments.append(Argument(label: label, value: .closure(try closure()), location: location))
        }
        return arguments
    }

    mutating func closure() throws -> Closure {
        let location = current.location
        let brace = index
        try expect("{", "to open the closure")
        // A capture list, `[weak self] in` or `[weak self] value in`, is skipped.
        if isSymbol("["), let end = captureListEnd(), isKeyword("in", peek(end + 1)) || parametersFollow(from: end + 1) {
            for _ in 0...end { advance() }
            if isKeyword("in") {
                advance()
                return Closure(parameters: [], body: try closureBody(openedAt: location, brace: brace), location: location)
            }
        }
        // `name in`, `_ in`, `a, b in`, `(a, b) in`, `(a: Int) -> Bool in` names the parameters.
        var parameters: [String] = []
        var lookahead = 0
        var names: [String] = []
        var afterColon = false
        var parenthesised = false
        while lookahead < 64 {
            let token = peek(lookahead)
            if token.kind == .keyword("throws") || (isIdentifier("async", token) && lookahead > 0 && isSymbol(")", peek(lookahead - 1))) {
                // part of a written closure type: `() async -> Int in`
            } else if case .identifier(let name) = token.kind {
                if !afterColon { names.append(name) }
            } else if token.kind == .keyword("in") {
                parameters = names
                for _ in 0...lookahead { advance() }
                break
            } else if isSymbol(":", token), parenthesised {
                afterColon = true
            } else if isSymbol(",", token) {
                afterColon = false
            } else if isSymbol("(", token) {
                if lookahead == 0 { parenthesised = true } else if !afterColon { break }
            } else if isSymbol(")", token) || isSymbol("->", token) || isSymbol("?", token) || isSymbol("[", token) || isSymbol("]", token) || isSymbol(".", token) || isSymbol("<", token) || isSymbol(">", token) {
                if !parenthesised && !isSymbol("->", token) { break }
                if isSymbol("->", token) { afterColon = true }
            } else {
                break
            }
            lookahead += 1
        }
        let start = index
        var closure = Closure(parameters: parameters, body: try closureBody(openedAt: location, brace: brace), location: location)
        if parameters.isEmpty {
            // `$1` anywhere in the braces, interpolations included (and a closure inside it, which
            // Swift would not count).
            closure.anonymousParameterCount = Self.anonymousParameterCount(in: tokens[start..<index])
        }
        return closure
    }

    /// A closure's statements, up to its `}`. A construct outside the reader's Swift among them
    /// makes the body one ``Statement/unsupported(_:)`` statement, the closure read past from its
    /// `{` (at `brace`): a view's content closure reports it as soon as it is built, an action
    /// when it runs.
    mutating func closureBody(openedAt location: SourceLocation, brace: Int) throws -> [Statement] {
        do {
            return try blockBody(openedAt: location)
        } catch let diagnostic as Diagnostic where diagnostic.message.hasPrefix("not supported by the reader") {
            index = brace
            try skipBalanced()
            return [.unsupported(diagnostic)]
        }
    }

    /// One more than the highest `$n` among `tokens` and the tokens of their interpolations.
    static func anonymousParameterCount(in tokens: ArraySlice<Token>) -> Int {
        var count = 0
        var pending = [tokens]
        while let next = pending.popLast() {
            for token in next {
                switch token.kind {
                case .identifier(let name):
                    if name.hasPrefix("$"), let number = Int(name.dropFirst()), number < 64 { count = max(count, number + 1) }
                case .string(let parts):
                    for case .interpolation(let inner) in parts { pending.append(inner[...]) }
                default:
                    break
                }
            }
        }
        return count
    }

    /// The offset of the `]` closing a capture list at the current `[`.
    /// Whether the tokens from `offset` on are a closure's parameters up to `in`, on one line.
    func parametersFollow(from offset: Int) -> Bool {
        var offset = offset
        while offset < 48 {
            let token = peek(offset)
            if token.kind == .keyword("in") { return true }
            if token.startsLine || token.kind == .end || isSymbol("{", token) || isSymbol("}", token) { return false }
            offset += 1
        }
        return false
    }

    func captureListEnd() -> Int? {
        var offset = 1
        while offset < 32 {
            let token = peek(offset)
            switch token.kind {
            case .symbol("]"): return offset
            case .identifier, .keyword("self"), .symbol(","), .symbol("="), .symbol("."): break
            default: return nil
            }
            offset += 1
        }
        return nil
    }
}

extension Token.Kind {
    /// A name after `.`: an identifier, a keyword (`.default`, `.init`) or a tuple index (`.0`).
    var memberName: String? {
        switch self {
        case .identifier(let name): name
        case .keyword(let name) where !["true", "false", "nil"].contains(name): name
        case .integer(let index) where index >= 0: String(index)
        default: nil
        }
    }
}
