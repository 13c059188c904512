/// Parses the result-builder subset of Swift that view code uses.
///
/// Recursive descent, with nesting bounded by ``depthLimit`` (brackets,
/// closures and blocks), so no input can exhaust the stack; modifier chains are
/// parsed in a loop and bounded by ``chainLimit``.
struct Parser {
    /// How deeply brackets, closures and blocks may nest.
    static let depthLimit = 200
    /// How many modifiers one chain may have.
    static let chainLimit = 3_000

    private let tokens: [Token]
    private var index = 0
    private var depth = 0

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    static func parse(_ source: String) throws -> [Declaration] {
        var parser = Parser(tokens: try Lexer.tokens(of: source))
        return try parser.file()
    }

    // MARK: Tokens

    private var current: Token { tokens[min(index, tokens.count - 1)] }
    private func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private func isSymbol(_ symbol: String, _ token: Token? = nil) -> Bool {
        (token ?? current).kind == .symbol(symbol)
    }

    private func isKeyword(_ keyword: String) -> Bool {
        current.kind == .keyword(keyword)
    }

    private mutating func expect(_ symbol: String, _ context: String) throws {
        guard isSymbol(symbol) else {
            throw Diagnostic(location: current.location, message: "expected '\(symbol)' \(context), found \(describe(current))")
        }
        advance()
    }

    private mutating func identifier(_ context: String) throws -> String {
        guard case .identifier(let name) = current.kind else {
            throw Diagnostic(location: current.location, message: "expected \(context), found \(describe(current))")
        }
        advance()
        return name
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .end: "the end of the file"
        case .string: "a string literal"
        case .integer(let value): "'\(value)'"
        case .double(let value): "'\(value)'"
        default: "'\(token.text.prefix(40))'"
        }
    }

    private mutating func nested<T>(_ location: SourceLocation, _ body: (inout Parser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: location, message: "views, brackets and blocks nest more than \(Self.depthLimit) levels deep")
        }
        return try body(&self)
    }

    // MARK: Declarations

    private mutating func file() throws -> [Declaration] {
        var declarations: [Declaration] = []
        while current.kind != .end {
            if isSymbol(";") {
                advance()
                continue
            }
            if isKeyword("import") {
                advance()
                _ = try identifier("a module name after 'import'")
                while isSymbol(".") {
                    advance()
                    _ = try identifier("a module name")
                }
                continue
            }
            skipAccessModifiers()
            if isKeyword("struct") {
                declarations.append(try viewStruct())
            } else {
                declarations.append(.statement(try statement()))
            }
        }
        return declarations
    }

    private mutating func skipAccessModifiers() {
        while isKeyword("private") || isKeyword("fileprivate") || isKeyword("public") || isKeyword("internal") {
            advance()
        }
    }

    private mutating func viewStruct() throws -> Declaration {
        let location = current.location
        advance()
        let name = try identifier("a struct name")
        try expect(":", "after the struct name (a view struct conforms to View)")
        let conformance = try identifier("'View'")
        guard conformance == "View" else {
            throw Diagnostic(location: location, message: "expected a struct conforming to View, found one conforming to '\(conformance)'")
        }
        try expect("{", "to open the struct")
        skipAccessModifiers()
        guard isKeyword("var") else {
            throw Diagnostic(location: current.location, message: "expected 'var body: some View { … }', found \(describe(current))")
        }
        advance()
        let property = try identifier("'body'")
        guard property == "body" else {
            throw Diagnostic(location: location, message: "expected 'var body: some View { … }', found a property '\(property)' (stored properties are not supported)")
        }
        try expect(":", "after 'body'")
        guard isKeyword("some") else {
            throw Diagnostic(location: current.location, message: "expected 'some View', found \(describe(current))")
        }
        advance()
        _ = try identifier("'View'")
        let body = try block()
        try expect("}", "to close the struct \(name)")
        return .viewStruct(name: name, body: body, location)
    }

    // MARK: Statements

    /// `{ statements }`
    private mutating func block() throws -> [Statement] {
        let location = current.location
        try expect("{", "to open a block")
        return try blockBody(openedAt: location)
    }

    /// The statements of a block whose `{` is already read, and its `}`.
    private mutating func blockBody(openedAt location: SourceLocation) throws -> [Statement] {
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

    private mutating func statement() throws -> Statement {
        let location = current.location
        if isKeyword("let") || isKeyword("var") {
            advance()
            let name = try identifier("a name after 'let'")
            try expect("=", "after '\(name)' (a binding needs a value)")
            let value = try expression()
            return .binding(name, value, location)
        }
        if isKeyword("if") {
            return try conditional()
        }
        if isKeyword("switch") {
            return try switchStatement()
        }
        if isKeyword("return") {
            advance()
        }
        let value = try expression()
        guard current.startsLine || isSymbol("}") || isSymbol(";") || current.kind == .end else {
            throw Diagnostic(location: current.location, message: "expected a line break or ';' between statements, found \(describe(current))")
        }
        return .expression(value)
    }

    private mutating func conditional() throws -> Statement {
        let location = current.location
        var branches: [(condition: Expr, body: [Statement])] = []
        var otherwise: [Statement]?
        advance()
        branches.append((try expression(allowTrailingClosure: false), try block()))
        while isKeyword("else") {
            advance()
            if isKeyword("if") {
                advance()
                branches.append((try expression(allowTrailingClosure: false), try block()))
            } else {
                otherwise = try block()
                break
            }
        }
        return .conditional(branches, otherwise: otherwise, location)
    }

    private mutating func switchStatement() throws -> Statement {
        let location = current.location
        advance()
        let subject = try expression(allowTrailingClosure: false)
        try expect("{", "to open the switch")
        var cases: [(patterns: [Expr], body: [Statement], location: SourceLocation)] = []
        while !isSymbol("}") {
            let caseLocation = current.location
            var patterns: [Expr] = []
            if isKeyword("case") {
                advance()
                patterns.append(try expression(allowTrailingClosure: false))
                while isSymbol(",") {
                    advance()
                    patterns.append(try expression(allowTrailingClosure: false))
                }
            } else if isKeyword("default") {
                advance()
            } else {
                throw Diagnostic(location: caseLocation, message: "expected 'case' or 'default' in the switch, found \(describe(current))")
            }
            try expect(":", "after the case pattern")
            var body: [Statement] = []
            while !isKeyword("case"), !isKeyword("default"), !isSymbol("}") {
                if current.kind == .end {
                    throw Diagnostic(location: location, message: "expected '}' to close the switch, found the end of the file")
                }
                if isSymbol(";") {
                    advance()
                    continue
                }
                body.append(try nested(caseLocation) { try $0.statement() })
            }
            cases.append((patterns, body, caseLocation))
        }
        advance()
        return .switchCases(subject, cases, location)
    }

    // MARK: Expressions

    mutating func expression(allowTrailingClosure: Bool = true) throws -> Expr {
        try nested(current.location) { parser in
            let condition = try parser.binary(0, allowTrailingClosure: allowTrailingClosure)
            guard parser.isSymbol("?") else { return condition }
            let location = parser.current.location
            parser.advance()
            let whenTrue = try parser.expression(allowTrailingClosure: allowTrailingClosure)
            try parser.expect(":", "in the conditional expression")
            let whenFalse = try parser.expression(allowTrailingClosure: allowTrailingClosure)
            return .ternary(condition, whenTrue, whenFalse, location)
        }
    }

    private static let precedence: [[String]] = [["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["..<", "..."], ["+", "-"], ["*", "/", "%"]]

    private mutating func binary(_ level: Int, allowTrailingClosure: Bool) throws -> Expr {
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
            let rhs = try binary(level + 1, allowTrailingClosure: allowTrailingClosure)
            lhs = .binary(op, lhs, rhs, location)
        }
        return lhs
    }

    private mutating func unary(allowTrailingClosure: Bool) throws -> Expr {
        if isSymbol("!") || isSymbol("-") {
            let location = current.location
            let op = current.text
            advance()
            return .unary(op, try nested(location) { try $0.unary(allowTrailingClosure: allowTrailingClosure) }, location)
        }
        return try postfix(allowTrailingClosure: allowTrailingClosure)
    }

    private mutating func postfix(allowTrailingClosure: Bool) throws -> Expr {
        var base = try primary(allowTrailingClosure: allowTrailingClosure)
        var links: [ChainLink] = []
        while true {
            // A `.name` on a new line continues the chain, as in Swift.
            if isSymbol("."), case .identifier(let name) = peek().kind {
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
                if called {
                    links.append(ChainLink(name: name, arguments: arguments, location: location))
                    guard links.count <= Self.chainLimit else {
                        throw Diagnostic(location: location, message: "a modifier chain longer than \(Self.chainLimit) modifiers")
                    }
                } else if links.isEmpty {
                    base = .member(base, name, location)
                } else {
                    throw Diagnostic(location: location, message: "expected a modifier call such as .\(name)(…), found the property '.\(name)'")
                }
                continue
            }
            if links.isEmpty, isSymbol("("), !current.startsLine {
                let location = base.location
                base = .call(Call(callee: base, arguments: try argumentList() + (allowTrailingClosure ? try trailingClosures() : []), location: location))
                continue
            }
            break
        }
        return links.isEmpty ? base : .chain(base, links)
    }

    private mutating func primary(allowTrailingClosure: Bool) throws -> Expr {
        let token = current
        let location = token.location
        switch token.kind {
        case .identifier(let name):
            advance()
            let identifier = Expr.identifier(name, location)
            if allowTrailingClosure, isSymbol("{"), !current.startsLine, name.first?.isUppercase == true {
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
                    guard inner.current.kind == .end else {
                        throw Diagnostic(location: inner.current.location, message: "expected ')' to end the interpolation, found \(inner.describe(inner.current))")
                    }
                    return .interpolation(value)
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
            // A keyword is a member name after '.', as in `.toggleStyle(.switch)` and `.default`.
            let name: String
            if case .keyword(let keyword) = current.kind {
                advance()
                name = keyword
            } else {
                name = try identifier("a member name after '.'")
            }
            let member = Expr.implicitMember(name, location)
            if isSymbol("("), !current.startsLine {
                return .call(Call(callee: member, arguments: try argumentList(), location: location))
            }
            return member
        case .symbol("("):
            advance()
            let inner = try expression()
            try expect(")", "to close the parenthesis")
            return inner
        case .symbol("["):
            advance()
            return try nested(location) { parser in
                var elements: [Expr] = []
                while !parser.isSymbol("]") {
                    elements.append(try parser.expression())
                    if parser.isSymbol(",") { parser.advance() } else { break }
                }
                try parser.expect("]", "to close the array literal")
                return .array(elements, location)
            }
        case .symbol("\\"):
            advance()
            var path: [String] = []
            while isSymbol(".") {
                advance()
                if isKeyword("self") || current.kind == .identifier("self") {
                    path.append("self")
                    advance()
                } else {
                    path.append(try identifier("a property name in the key path"))
                }
            }
            guard !path.isEmpty else {
                throw Diagnostic(location: location, message: "expected a key path such as \\.self, found \(describe(current))")
            }
            return .keyPath(path, location)
        case .symbol("{"):
            return .closure(try closure())
        default:
            throw Diagnostic(location: location, message: "expected a view or a value, found \(describe(token))")
        }
    }

    private mutating func argumentList() throws -> [Argument] {
        let location = current.location
        try expect("(", "to open the arguments")
        return try nested(location) { parser in
            var arguments: [Argument] = []
            while !parser.isSymbol(")") {
                let argumentLocation = parser.current.location
                var label: String?
                // A label may be a keyword, as Swift allows: `ViewThatFits(in: .horizontal)`.
                let word: String? = switch parser.current.kind {
                case .identifier(let name), .keyword(let name): name
                default: nil
                }
                if let name = word, parser.isSymbol(":", parser.peek()) {
                    label = name
                    parser.advance()
                    parser.advance()
                }
                arguments.append(Argument(label: label, value: try parser.expression(), location: argumentLocation))
                if parser.isSymbol(",") {
                    parser.advance()
                } else if !parser.isSymbol(")") {
                    throw Diagnostic(location: parser.current.location, message: "expected ',' or ')' in the arguments, found \(parser.describe(parser.current))")
                }
            }
            parser.advance()
            return arguments
        }
    }

    /// `{ … }` and then `label: { … }` closures.
    private mutating func trailingClosures() throws -> [Argument] {
        guard isSymbol("{") else { return [] }
        // The first closure's location is its `{`, taken before the closure is parsed.
        let opening = current.location
        var arguments = [Argument(label: nil, value: .closure(try closure()), location: opening)]
        while case .identifier(let label) = current.kind, isSymbol(":", peek()), isSymbol("{", peek(2)) {
            let location = current.location
            advance()
            advance()
            arguments.append(Argument(label: label, value: .closure(try closure()), location: location))
        }
        return arguments
    }

    private mutating func closure() throws -> Closure {
        let location = current.location
        try expect("{", "to open the closure")
        // `name in`, `_ in`, `a, b in` or `(a, b) in` names the parameters.
        var parameters: [String] = []
        var lookahead = 0
        var names: [String] = []
        while true {
            let token = peek(lookahead)
            if case .identifier(let name) = token.kind {
                names.append(name)
            } else if token.kind == .keyword("in") {
                parameters = names
                for _ in 0...lookahead { advance() }
                break
            } else if !isSymbol(",", token), !isSymbol("(", token), !isSymbol(")", token) {
                break
            }
            lookahead += 1
        }
        return Closure(parameters: parameters, body: try blockBody(openedAt: location), location: location)
    }
}
