/// The declarations of a view file: types and their members, functions, previews, and
/// top-level statements.
extension Parser {
    /// The modifiers that do not change what the reader builds. `private` and the other access
    /// keywords are reserved words; the rest are contextual keywords, modifiers only before a
    /// declaration (``isModifier``) and names anywhere else (`@State private var open = false`).
    static let ignoredModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "final", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "convenience", "required", "indirect", "nonisolated", "dynamic",
        "package", "optional", "consuming", "borrowing", "prefix", "postfix", "infix", "distributed",
    ]

    /// The reserved words that start a declaration (after any modifiers).
    static let declarationKeywords: Set<String> = [
        "let", "var", "func", "init", "struct", "class", "enum", "static", "case", "typealias", "extension",
        "subscript", "deinit", "protocol", "operator", "private", "fileprivate", "public", "internal",
    ]

    /// Whether the current token is a declaration modifier: an access keyword (`private`) anywhere;
    /// a contextual one (`open`, `nonisolated`, `nonisolated(unsafe)`) only when a declaration or
    /// another modifier follows it, on its line or a later one (`nonisolated`⏎`func f()`), as Swift
    /// reads it. Asked only where a declaration may start (a file's top level, a type's members),
    /// never in a body.
    var isModifier: Bool {
        switch current.kind {
        case .keyword(let word):
            return Self.ignoredModifiers.contains(word)
        case .identifier(let word) where Self.ignoredModifiers.contains(word):
            var next = 1
            if isSymbol("(", peek()), !peek().spaced, case .identifier = peek(2).kind, isSymbol(")", peek(3)) { next = 4 }
            let following = peek(next)
            switch following.kind {
            case .keyword(let word): return Self.declarationKeywords.contains(word)
            case .identifier(let word): return Self.ignoredModifiers.contains(word) || word == "actor"
            default: return false
            }
        default:
            return false
        }
    }

    /// The attributes the reader reads past: `@MainActor`, `@available(…)`.
    static let ignoredAttributes: Set<String> = [
        "MainActor", "available", "discardableResult", "frozen", "inlinable", "usableFromInline", "objc",
        "preconcurrency", "Sendable", "escaping", "autoclosure", "Observable", "dynamicMemberLookup", "main",
        "Previewable", "ObservationIgnored", "unchecked",
    ]

    mutating func file() throws -> [Declaration] {
        var declarations: [Declaration] = []
        while current.kind != .end {
            try declaration(into: &declarations, topLevel: true)
        }
        return declarations
    }

    /// One declaration or statement, appended to `declarations`; `#if` blocks append their first branch.
    mutating func declaration(into declarations: inout [Declaration], topLevel: Bool) throws {
        if isSymbol(";") {
            advance()
            return
        }
        if isKeyword("import") {
            advance()
            if isKeyword("struct") || isKeyword("class") || isKeyword("enum") || isKeyword("func") { advance() }
            _ = try identifier("a module name after 'import'")
            while isSymbol(".") {
                advance()
                _ = try identifier("a module name")
            }
            return
        }
        if isSymbol("#") {
            if isKeyword("if", peek()) {
                try conditionalCompilation(into: &declarations)
                return
            }
            if isIdentifier("Preview", peek()) {
                declarations.append(.preview(try preview()))
                return
            }
        }
        let start = index
        let (attributes, isStatic, _) = try attributesAndModifiers()
        switch current.kind {
        case .keyword("struct"), .keyword("class"), .keyword("enum"):
            declarations.append(.type(try typeDeclaration(attributes: attributes)))
        case .keyword("extension"):
            declarations.append(.extensionDecl(try extensionDeclaration()))
        case .keyword("protocol"):
            // `protocol Name: Base { requirements }`: the requirements are what conforming types
            // declare; what the reader uses of a protocol is its extensions' members, found
            // through the conformances of the types that declare it.
            advance()
            _ = try identifier("a name after 'protocol'")
            while !isSymbol("{"), current.kind != .end { advance() }
            try skipBalanced()
        case .keyword("typealias"):
            try skipTypeAlias()
        case .keyword("func"):
            declarations.append(.function(try function(attributes: attributes, isStatic: isStatic)))
        case .keyword("let"), .keyword("var"):
            declarations.append(.statement(.binding(try binding(attributes: attributes))))
        default:
            if let first = attributes.first, PropertyDecl.wrappers.contains(first.name) || first.name == "ViewBuilder" {
                throw unsupported("the attribute '@\(first.name)' here", first.location)
            }
            try refuseUnsupported()
            // Nothing was a declaration: read the tokens again as a statement.
            index = start
            declarations.append(.statement(try statement()))
        }
    }

    /// `#if CONDITION … #elseif … #else … #endif`: the first branch is read, the others skipped.
    mutating func conditionalCompilation(into declarations: inout [Declaration]) throws {
        let location = current.location
        advance()
        advance()
        // The condition runs to the end of the line.
        while !current.startsLine, current.kind != .end { advance() }
        var taking = true
        while true {
            if current.kind == .end {
                throw Diagnostic(location: location, message: "expected '#endif' to close the '#if' opened here, found the end of the file")
            }
            if isSymbol("#"), isIdentifier("endif", peek()) {
                advance()
                advance()
                return
            }
            if isSymbol("#"), isKeyword("else", peek()) || isIdentifier("elseif", peek()) {
                taking = false
                advance()
                advance()
                continue
            }
            if taking {
                try declaration(into: &declarations, topLevel: true)
            } else {
                advance()
            }
        }
    }

    /// Attributes and modifiers before a declaration; whether `static` (or `class`) was among them,
    /// and whether `mutating` was.
    mutating func attributesAndModifiers() throws -> ([Attribute], Bool, Bool) {
        var attributes: [Attribute] = []
        var isStatic = false
        var isMutating = false
        while true {
            if isSymbol("@") {
                attributes.append(try attribute())
            } else if isModifier {
                if current.text == "mutating" { isMutating = true }
                // A lazy property's value is made when first read, with `self` at hand.
                if current.text == "lazy" { attributes.append(Attribute(name: "lazy", arguments: [], location: current.location)) }
                advance()
                // `private(set)`, `nonisolated(unsafe)`
                if isSymbol("("), !current.spaced, case .identifier = peek().kind, isSymbol(")", peek(2)) {
                    advance()
                    advance()
                    advance()
                }
            } else if isKeyword("static") || (isKeyword("class") && (isKeyword("func", peek()) || isKeyword("var", peek()) || isKeyword("let", peek()))) {
                isStatic = true
                advance()
            } else {
                return (attributes, isStatic, isMutating)
            }
        }
    }

    /// `#Preview`, `#Preview("Name")`, `#Preview("Name", traits: …) { … }`
    mutating func preview() throws -> PreviewDecl {
        let location = current.location
        advance()
        advance()
        var name: String?
        if isSymbol("("), !current.spaced {
            let arguments = try argumentList()
            if let first = arguments.first(where: { $0.label == nil }), case .string(let segments, _) = first.value {
                name = segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            }
        }
        guard isSymbol("{") else {
            throw Diagnostic(location: current.location, message: "expected '{' to open the preview, found \(describe(current))")
        }
        let body = try block()
        return PreviewDecl(name: name, body: body, location: location, end: tokens[max(index - 1, 0)].location)
    }

    /// `struct`, `class` or `enum` with its members.
    mutating func typeDeclaration(attributes: [Attribute]) throws -> TypeDecl {
        let location = current.location
        let kind: TypeDecl.Kind = isKeyword("struct") ? .structure : isKeyword("class") ? .classType : .enumeration
        advance()
        let name = try identifier("a name after '\(kind.keyword)'")
        var isGeneric = false
        if isSymbol("<") {
            isGeneric = true
            try skipGenericParameters()
        }
        let conformances = try inheritance()
        let type = TypeDecl(kind: kind, name: name, conformances: conformances, location: location)
        type.isGeneric = isGeneric
        if attributes.contains(where: { $0.name == "Observable" }) {
            type.conformances.append("Observable")
        }
        type.isMain = attributes.contains { $0.name == "main" }
        try members(of: type, inExtension: false)
        return type
    }

    /// `extension Name: Conformances where … { members }`
    mutating func extensionDeclaration() throws -> TypeDecl {
        let location = current.location
        advance()
        var name = try identifier("a type name after 'extension'")
        while isSymbol("."), case .identifier(let part) = peek().kind {
            advance()
            advance()
            name += "." + part
        }
        if isSymbol("<") { try skipGenericParameters() }
        let type = TypeDecl(kind: .structure, name: name, conformances: try inheritance(), location: location)
        try members(of: type, inExtension: true)
        return type
    }

    /// `typealias Name = Type`: read past it.
    mutating func skipTypeAlias() throws {
        advance()
        _ = try identifier("a name after 'typealias'")
        if isSymbol("<") { try skipGenericParameters() }
        try expect("=", "after the type alias's name")
        _ = try typeReference()
    }

    /// `subscript(index: Int) -> Element { … }`: a method named `subscript` whose body is the
    /// getter (a `set` accessor is read past: the reader's subscripts are read, not assigned).
    mutating func subscriptDeclaration(attributes: [Attribute], isStatic: Bool) throws -> FunctionDecl {
        let location = current.location
        advance()
        if isSymbol("<") { try skipGenericParameters() }
        // A subscript's parameters have no argument labels unless two names are written.
        let parameters = try parameterList(labelledByDefault: false)
        try expect("->", "after the subscript's parameters")
        let result = try typeReference()
        if isKeyword("where") {
            while !isSymbol("{"), current.kind != .end { advance() }
        }
        let bodyLocation = current.location
        try expect("{", "to open the subscript's body")
        var body: [Statement] = []
        if case .identifier(let first) = current.kind, first == "get" || first == "set" {
            while !isSymbol("}") {
                guard case .identifier(let accessor) = current.kind, accessor == "get" || accessor == "set" else {
                    throw Diagnostic(location: current.location, message: "expected 'get' or 'set', found \(describe(current))")
                }
                advance()
                if isSymbol("(") { try skipBalanced() }
                let statements = try block()
                if accessor == "get" { body = statements }
            }
            advance()
        } else {
            body = try blockBody(openedAt: bodyLocation)
        }
        return FunctionDecl(name: "subscript", parameters: parameters, result: result, body: body, isStatic: isStatic, attributes: attributes, location: location)
    }

    /// `<T: View, U>` after a type's or a function's name.
    mutating func skipGenericParameters() throws {
        let location = current.location
        var level = 0
        repeat {
            if current.kind == .end {
                throw Diagnostic(location: location, message: "expected '>' to close the generic parameters, found the end of the file")
            }
            if isSymbol("<") { level += 1 }
            if isSymbol(">") { level -= 1 }
            advance()
        } while level > 0
    }

    /// `: A, B` and a `where` clause, before a type's body.
    mutating func inheritance() throws -> [String] {
        var names: [String] = []
        if isSymbol(":") {
            repeat {
                advance()
                if isSymbol("@") { _ = try attribute() }
                var name = try identifier("a type name")
                while isSymbol("."), case .identifier(let part) = peek().kind {
                    advance()
                    advance()
                    name += "." + part
                }
                if isSymbol("<") { try skipGenericParameters() }
                names.append(name)
            } while isSymbol(",")
        }
        if isKeyword("where") {
            while !isSymbol("{"), current.kind != .end { advance() }
        }
        return names
    }

    /// The members of a type, between its braces.
    mutating func members(of type: TypeDecl, inExtension: Bool) throws {
        let opening = current.location
        try expect("{", "to open the \(type.kind.keyword) \(type.name)")
        try nested(opening) { parser in
            while !parser.isSymbol("}") {
                if parser.current.kind == .end {
                    throw Diagnostic(location: opening, message: "expected '}' to close \(type.name), found the end of the file")
                }
                try parser.member(of: type, inExtension: inExtension)
            }
            parser.advance()
        }
    }

    /// One member: a property, a method, an initialiser, an enum case or a nested type.
    mutating func member(of type: TypeDecl, inExtension: Bool) throws {
        if isSymbol(";") {
            advance()
            return
        }
        if isSymbol("#"), isKeyword("if", peek()) {
            // `#if` inside a type: read the first branch's members.
            let location = current.location
            advance()
            advance()
            while !current.startsLine, current.kind != .end { advance() }
            var taking = true
            while true {
                if current.kind == .end {
                    throw Diagnostic(location: location, message: "expected '#endif' to close the '#if' opened here, found the end of the file")
                }
                if isSymbol("#"), isIdentifier("endif", peek()) {
                    advance()
                    advance()
                    return
                }
                if isSymbol("#"), isKeyword("else", peek()) || isIdentifier("elseif", peek()) {
                    taking = false
                    advance()
                    advance()
                    continue
                }
                if taking { try member(of: type, inExtension: inExtension) } else { advance() }
            }
        }
        let location = current.location
        let (attributes, isStatic, isMutating) = try attributesAndModifiers()
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            try property(of: type, attributes: attributes, isStatic: isStatic)
        case .keyword("func"):
            let method = try function(attributes: attributes, isStatic: isStatic)
            method.isMutating = isMutating
            type.methods.append(method)
        case .keyword("init"):
            let initialiser = try function(attributes: attributes, isStatic: false)
            if inExtension { type.extensionInitialisers.append(initialiser) } else { type.initialisers.append(initialiser) }
        case .keyword("case"):
            guard type.kind == .enumeration || inExtension else {
                throw Diagnostic(location: location, message: "expected a member of \(type.name), found 'case' (cases belong to enums)")
            }
            try enumCases(of: type)
        case .keyword("struct"), .keyword("class"), .keyword("enum"):
            type.nested.append(try typeDeclaration(attributes: attributes))
        case .keyword("typealias"):
            try skipTypeAlias()
        case .keyword("subscript"):
            type.methods.append(try subscriptDeclaration(attributes: attributes, isStatic: isStatic))
        default:
            try refuseUnsupported()
            throw Diagnostic(location: current.location, message: "expected a property, method, initialiser or type in \(type.name), found \(describe(current))")
        }
    }

    /// `let name: Type = value`, `var name: Type { … }`, with observers read past.
    mutating func property(of type: TypeDecl, attributes: [Attribute], isStatic: Bool) throws {
        let location = current.location
        let isVariable = isKeyword("var")
        advance()
        guard case .identifier(let name) = current.kind else {
            if isSymbol("(") { throw unsupported("tuple patterns in a property declaration", current.location) }
            throw Diagnostic(location: current.location, message: "expected a property name, found \(describe(current))")
        }
        advance()
        var propertyType: TypeRef?
        if isSymbol(":") {
            advance()
            propertyType = try typeReference()
        }
        var initial: Expr?
        if isSymbol("=") {
            advance()
            let start = current.location
            let inferred = propertyType == nil ? genericCallType() : nil
            // `var items = [Item]()`, `var totals = [String: Int]()`: the collection's type is written at the call.
            if propertyType == nil, let collection = emptyCollectionType() { propertyType = collection }
            initial = try expression()
            // `var selection = Set<UUID>()`: the type written at the call is the property's type, as Swift infers it.
            if let inferred, case .call(let call)? = initial, case .identifier(_, let location) = call.callee, location == start {
                propertyType = inferred
            }
        }
        if isSymbol(",") {
            throw unsupported("several properties in one declaration", current.location)
        }
        var getter: FunctionDecl?
        var observers: (willSet: [Statement]?, didSet: [Statement]?, setter: [Statement]?) = (nil, nil, nil)
        if isSymbol("{"), !current.startsLine || initial == nil {
            let bodyLocation = current.location
            advance()
            // `{ get { … } set { … } }`, `{ didSet { … } }` or a getter's statements; an accessor
            // may be `mutating` or `nonmutating` (`nonmutating set { … }`).
            let mutation = isIdentifier("mutating") || isIdentifier("nonmutating")
            if case .identifier(let first) = (mutation ? peek() : current).kind, ["get", "set", "didSet", "willSet"].contains(first) {
                var body: [Statement]?
                while !isSymbol("}") {
                    if isIdentifier("mutating") || isIdentifier("nonmutating") { advance() }
                    guard case .identifier(let accessor) = current.kind else {
                        throw Diagnostic(location: current.location, message: "expected 'get', 'set', 'didSet' or 'willSet', found \(describe(current))")
                    }
                    advance()
                    // `set(newTitle)`, `willSet(next)`, `didSet(previous)` rename the value given.
                    var givenName: String?
                    if isSymbol("(") {
                        advance()
                        givenName = try identifier("the name of the value given to '\(accessor)'")
                        try expect(")", "after the name of the value given to '\(accessor)'")
                    }
                    if isSymbol("{") {
                        var statements = try block()
                        if let givenName {
                            let standard = accessor == "didSet" ? "oldValue" : "newValue"
                            statements.insert(.binding(LocalBinding(names: [givenName], type: nil, value: .identifier(standard, location), isVariable: false, attributes: [], location: location)), at: 0)
                        }
                        switch accessor {
                        case "set": observers.setter = statements
                        case "get": body = statements
                        case "didSet": observers.didSet = statements
                        case "willSet": observers.willSet = statements
                        default: break
                        }
                    } else if accessor == "get" {
                        throw unsupported("property requirements", location)
                    }
                }
                advance()
                if let body {
                    getter = FunctionDecl(name: name, parameters: [], result: propertyType, body: body, isStatic: isStatic, attributes: attributes, location: bodyLocation)
                }
            } else {
                let body = try blockBody(openedAt: bodyLocation)
                getter = FunctionDecl(name: name, parameters: [], result: propertyType, body: body, isStatic: isStatic, attributes: attributes, location: bodyLocation)
            }
        }
        type.properties.append(PropertyDecl(name: name, type: propertyType, initial: initial, getter: getter, isVariable: isVariable,
                                            isStatic: isStatic, attributes: attributes, location: location,
                                            willSet: observers.willSet, didSet: observers.didSet, setter: observers.setter))
    }

    /// `case a, b`, `case small = "S"`, `case custom(String, size: Int)`.
    mutating func enumCases(of type: TypeDecl) throws {
        advance()
        repeat {
            if isSymbol(",") { advance() }
            let location = current.location
            guard let name = nameToken else {
                throw Diagnostic(location: current.location, message: "expected a case name, found \(describe(current))")
            }
            advance()
            var associated: [String?] = []
            var associatedTypes: [TypeRef] = []
            if isSymbol("(") {
                advance()
                while !isSymbol(")") {
                    var label: String?
                    if let word = nameToken, isSymbol(":", peek()) {
                        label = word
                        advance()
                        advance()
                    }
                    associatedTypes.append(try typeReference())
                    if isSymbol("=") {
                        throw unsupported("default values of associated values", current.location)
                    }
                    associated.append(label)
                    if isSymbol(",") { advance() } else { break }
                }
                try expect(")", "to close the associated values")
            }
            var rawValue: Expr?
            if isSymbol("=") {
                advance()
                rawValue = try expression()
            }
            type.cases.append(EnumCaseDecl(name: name, rawValue: rawValue, associated: associated, associatedTypes: associatedTypes, location: location))
        } while isSymbol(",")
    }

    /// `func name<T>(parameters) async throws -> Result where … { body }`, or an `init`.
    mutating func function(attributes: [Attribute], isStatic: Bool) throws -> FunctionDecl {
        let location = current.location
        let isInitialiser = isKeyword("init")
        advance()
        var name = "init"
        if !isInitialiser {
            if case .symbol(let op) = current.kind, op != "(" {
                // `static func + (lhs: Money, rhs: Money) -> Money`: an operator of the files' types.
                name = op
            } else {
                guard let word = nameToken else {
                    throw Diagnostic(location: current.location, message: "expected a function name after 'func', found \(describe(current))")
                }
                name = word
            }
            advance()
        } else if isSymbol("?") || isSymbol("!") {
            advance()
        }
        if isSymbol("<"), name.first?.isLetter != false || name == "init" { try skipGenericParameters() }
        var parameters = try parameterList()
        if name.first.map({ !$0.isLetter && $0 != "_" }) == true {
            // An operator's parameters have no argument labels.
            parameters = parameters.map { parameter in
                var unlabelled = parameter
                unlabelled.label = nil
                return unlabelled
            }
        }
        // An `async` function runs in order like any other: the reader suspends only in the calls
        // that suspend (`Task.sleep`).
        if isIdentifier("async") { advance() }
        if isKeyword("throws") || isKeyword("rethrows") {
            // Whether a function throws changes nothing the reader does: a `throw` in it reaches the caller.
            advance()
            if isSymbol("(") { // typed throws: `throws(Failure)`
                advance()
                _ = try typeReference()
                try expect(")", "to close the thrown type")
            }
        }
        var result: TypeRef?
        if isSymbol("->") {
            advance()
            result = try typeReference()
        }
        if isKeyword("where") {
            while !isSymbol("{"), current.kind != .end { advance() }
        }
        guard isSymbol("{") else {
            throw Diagnostic(location: current.location, message: "expected '{' to open the body of \(name), found \(describe(current))")
        }
        return FunctionDecl(name: name, parameters: parameters, result: result, body: try block(), isStatic: isStatic, attributes: attributes, location: location)
    }

    /// `(_ title: String, for item: Item = .empty, @ViewBuilder content: () -> Content)`
    mutating func parameterList(labelledByDefault: Bool = true) throws -> [Parameter] {
        let location = current.location
        try expect("(", "to open the parameters")
        return try nested(location) { parser in
            var parameters: [Parameter] = []
            while !parser.isSymbol(")") {
                var attributes: [Attribute] = []
                while parser.isSymbol("@") { attributes.append(try parser.attribute()) }
                guard let first = parser.nameToken else {
                    throw Diagnostic(location: parser.current.location, message: "expected a parameter name, found \(parser.describe(parser.current))")
                }
                parser.advance()
                var name = first
                var label: String? = first == "_" || !labelledByDefault ? nil : first
                if let second = parser.nameToken {
                    name = second
                    label = first == "_" ? nil : first
                    parser.advance()
                }
                try parser.expect(":", "after the parameter's name")
                while parser.isSymbol("@") { attributes.append(try parser.attribute()) }
                var isInout = false
                if parser.isKeyword("inout") {
                    isInout = true
                    parser.advance()
                }
                let type = try parser.typeReference()
                if parser.isSymbol("...") { throw parser.unsupported("variadic parameters", parser.current.location) }
                var defaultValue: Expr?
                if parser.isSymbol("=") {
                    parser.advance()
                    defaultValue = try parser.expression()
                }
                parameters.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue, attributes: attributes, isInout: isInout))
                if parser.isSymbol(",") { parser.advance() } else { break }
            }
            try parser.expect(")", "to close the parameters")
            return parameters
        }
    }

    /// A written type.
    /// The type `Name<Arguments>` when the tokens here are `Name<Arguments>(`, else nil; reads nothing.
    /// The type `[Element]` or `[Key: Value]` when the tokens here are `[…]()`, else nil; reads nothing.
    mutating func emptyCollectionType() -> TypeRef? {
        guard isSymbol("[") else { return nil }
        let saved = index
        defer { index = saved }
        guard let type = try? typeReference(), isSymbol("("), !current.spaced, isSymbol(")", peek()) else { return nil }
        return type
    }

    mutating func genericCallType() -> TypeRef? {
        guard case .identifier(let name) = current.kind, name.first?.isUppercase == true, isSymbol("<", peek()), !peek().spaced else { return nil }
        let saved = index
        defer { index = saved }
        advance()
        guard let end = genericClose(), isSymbol("(", peek(end + 1)) else { return nil }
        index = saved
        return try? typeReference()
    }

    mutating func typeReference() throws -> TypeRef {
        try nested(current.location) { parser in
            while parser.isSymbol("@") { _ = try parser.attribute() }
            var type: TypeRef
            let location = parser.current.location
            if parser.isIdentifier("some") || parser.isIdentifier("any"), case .identifier = parser.peek().kind {
                let word = parser.current.text
                parser.advance()
                let name = try parser.identifier("a protocol after '\(word)'")
                type = word == "some" ? .opaque(name) : .named(name, [])
            } else if parser.isSymbol("[") {
                parser.advance()
                let element = try parser.typeReference()
                if parser.isSymbol(":") {
                    parser.advance()
                    let value = try parser.typeReference()
                    type = .dictionary(element, value)
                } else {
                    type = .array(element)
                }
                try parser.expect("]", "to close the collection type")
            } else if parser.isSymbol("(") {
                parser.advance()
                var elements: [TypeRef] = []
                var labels: [String?] = []
                while !parser.isSymbol(")") {
                    // `(name: Type)`
                    if let label = parser.nameToken, parser.isSymbol(":", parser.peek()) {
                        labels.append(label)
                        parser.advance()
                        parser.advance()
                    } else {
                        labels.append(nil)
                    }
                    // `(inout Habit) -> Void`: the closure's parameter is written back (``Parameter/isInout``).
                    if parser.isKeyword("inout") { parser.advance() }
                    elements.append(try parser.typeReference())
                    if parser.isSymbol(",") { parser.advance() } else { break }
                }
                try parser.expect(")", "to close the tuple type")
                if parser.isIdentifier("async") || parser.isKeyword("throws") { parser.advance() }
                if parser.isSymbol("->") {
                    parser.advance()
                    type = .function(elements, try parser.typeReference())
                } else {
                    type = elements.count == 1 ? elements[0] : .tuple(elements, labels: labels)
                }
            } else if case .identifier(var name) = parser.current.kind {
                parser.advance()
                var arguments: [TypeRef] = []
                while true {
                    if parser.isSymbol("<"), !parser.current.spaced {
                        parser.advance()
                        while !parser.isSymbol(">") {
                            arguments.append(try parser.typeReference())
                            if parser.isSymbol(",") { parser.advance() } else { break }
                        }
                        try parser.expect(">", "to close the generic arguments")
                    }
                    if parser.isSymbol("."), let part = parser.peek().kind.memberName {
                        parser.advance()
                        parser.advance()
                        name += "." + part
                        continue
                    }
                    break
                }
                type = name == "Optional" && arguments.count == 1 ? .optional(arguments[0]) : name == "Array" && arguments.count == 1 ? .array(arguments[0]) : .named(name, arguments)
            } else {
                throw Diagnostic(location: location, message: "expected a type, found \(parser.describe(parser.current))")
            }
            while (parser.isSymbol("?") || parser.isSymbol("!")), !parser.current.spaced {
                parser.advance()
                type = .optional(type)
            }
            return type
        }
    }
}
