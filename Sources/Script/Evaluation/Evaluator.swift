import Builders

/// Evaluates parsed view code into the typed tree compiled code would build.
final class Evaluator {
    /// How deeply evaluation may nest, view structs included.
    static let depthLimit = 400

    private var scopes: [[String: Value]] = [[:]]
    private var structs: [String: [Statement]] = [:]
    private var expanding: [String] = []
    private var depth = 0

    /// The file's root view: its last top-level view expression.
    func root(of declarations: [Declaration]) throws -> any View {
        for case let .viewStruct(name, body, location) in declarations {
            guard structs[name] == nil else {
                throw Diagnostic(location: location, message: "a view struct named '\(name)' is already defined")
            }
            structs[name] = body
        }
        var root: (any View)?
        for case let .statement(statement) in declarations {
            switch statement {
            case .binding(let name, let expression, _):
                scopes[0][name] = try evaluate(expression).bound
            case .expression(let expression):
                let value = try evaluate(expression)
                switch value {
                case .view(let view): root = view
                case .color(let color): root = color
                default: throw Diagnostic(location: expression.location, message: "expected a view at the top level, found \(value.kindDescription)")
                }
            case .conditional, .switchCases:
                if let view = try view(of: statement) { root = view }
            }
        }
        guard let root else {
            throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: "expected a view expression at the top level of the file, found none")
        }
        return root
    }

    // MARK: Blocks

    /// A `@ViewBuilder` block: its statements' views combined as ViewBuilder does.
    func block(_ statements: [Statement], bindings: [String: Value] = [:]) throws -> any View {
        scopes.append(bindings)
        defer { scopes.removeLast() }
        var children: [any View] = []
        for statement in statements {
            if case .binding(let name, let expression, _) = statement {
                scopes[scopes.count - 1][name] = try evaluate(expression).bound
            } else if let view = try view(of: statement) {
                children.append(view)
            }
        }
        return TypedBuilders.block(children)
    }

    private func view(of statement: Statement) throws -> (any View)? {
        switch statement {
        case .binding:
            return nil
        case .expression(let expression):
            return try view(expression)
        case let .conditional(branches, otherwise, _):
            var live: Int?
            for (index, branch) in branches.enumerated() where live == nil {
                if try Convert.bool(try evaluate(branch.condition), at: branch.condition.location) { live = index }
            }
            var blocks = branches.map(\.body)
            if let otherwise {
                blocks.append(otherwise)
                if live == nil { live = branches.count }
            }
            let views = try blocks.map { try block($0) }
            let tree = Self.balanced(views[...], live: live ?? 0)
            guard otherwise == nil else { return tree }
            return live == nil ? TypedBuilders.none(like: tree) : TypedBuilders.some(tree)
        case let .switchCases(subject, cases, location):
            // Swift rejects a switch without cases; so does the reader, before evaluating anything.
            guard !cases.isEmpty else {
                throw Diagnostic(location: location, message: "expected at least one 'case' or 'default' in the switch, found none")
            }
            let value = try evaluate(subject)
            var live: Int?
            for (index, switchCase) in cases.enumerated() where live == nil {
                if switchCase.patterns.isEmpty {
                    live = index
                }
                for pattern in switchCase.patterns where try Self.matches(value, try evaluate(pattern)) {
                    live = index
                }
            }
            guard let live else {
                throw Diagnostic(location: location, message: "no case of the switch matches \(value.text ?? value.kindDescription); add a default case")
            }
            let views = try cases.map { try block($0.body) }
            return Self.balanced(views[...], live: live)
        }
    }

    /// The balanced tree of `_ConditionalContent` the compiler builds for an
    /// if/else-if chain or a switch: the first part takes the largest power of
    /// two below the count, recursively.
    static func balanced(_ views: ArraySlice<any View>, live: Int) -> any View {
        guard views.count > 1 else { return views.first ?? EmptyView() }
        var left = 1
        while left * 2 < views.count { left *= 2 }
        let split = views.startIndex + left
        let leftViews = views[..<split]
        let rightViews = views[split...]
        if live < split {
            let other = balanced(rightViews, live: rightViews.startIndex)
            return TypedBuilders.trueContent(balanced(leftViews, live: live), falseType: other)
        }
        let other = balanced(leftViews, live: leftViews.startIndex)
        return TypedBuilders.falseContent(balanced(rightViews, live: live), trueType: other)
    }

    private static func matches(_ value: Value, _ pattern: Value) throws -> Bool {
        switch (value, pattern) {
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.member(a), .member(b)): a == b
        case let (.range(range), .int(n)): range.contains(n)
        case let (.int(n), .range(range)): range.contains(n)
        default:
            if value.isStringLike, pattern.isStringLike { value.text == pattern.text } else { false }
        }
    }

    // MARK: Expressions

    /// `expression` as a view.
    func view(_ expression: Expr) throws -> any View {
        let value = try evaluate(expression)
        switch value {
        case .view(let view): return view
        case .color(let color): return color
        default: throw Diagnostic(location: expression.location, message: "expected a view, found \(value.kindDescription)")
        }
    }

    func evaluate(_ expression: Expr) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: expression.location, message: "views nest more than \(Self.depthLimit) levels deep")
        }
        switch expression {
        case .identifier(let name, let location):
            for scope in scopes.reversed() {
                if let value = scope[name] { return value }
            }
            if structs[name] != nil || ViewTable.entries[name] != nil {
                throw Diagnostic(location: location, message: "expected a call such as \(name)(), found the name '\(name)' alone")
            }
            let known = scopes.flatMap(\.keys)
            throw Diagnostic(location: location, message: "unknown name '\(name)'\(Suggestion.hint(for: name, in: known))")
        case .implicitMember(let name, _):
            return .member(name)
        case let .member(base, name, location):
            return try member(base, name, location)
        case .call(let call):
            return try self.call(call)
        case let .chain(base, links):
            var view = try self.view(base)
            for link in links {
                view = try ModifierTable.apply(link, to: view, evaluator: self)
            }
            return .view(view)
        case .integer(let value, _): return .int(value)
        case .double(let value, _): return .double(value)
        case .bool(let value, _): return .bool(value)
        case .null: return .null
        case .string(let segments, _):
            return .literal(try segments.map { segment in
                switch segment {
                case .text(let text): .text(text)
                case .interpolation(let expression): .value(try evaluate(expression))
                }
            })
        case .array(let elements, _):
            return .array(try elements.map(evaluate))
        case let .binary(op, lhs, rhs, location):
            return try Operators.binary(op, try evaluate(lhs), try evaluate(rhs), at: location)
        case let .unary(op, operand, location):
            return try Operators.unary(op, try evaluate(operand), at: location)
        case let .ternary(condition, whenTrue, whenFalse, location):
            return try Convert.bool(try evaluate(condition), at: location) ? try evaluate(whenTrue) : try evaluate(whenFalse)
        case .keyPath(let path, _):
            return .keyPath(path)
        case .closure(let closure):
            return .closure(closure)
        }
    }

    private func member(_ base: Expr, _ name: String, _ location: SourceLocation) throws -> Value {
        guard case .identifier(let type, _) = base else {
            throw Diagnostic(location: location, message: "expected a type such as Color before '.\(name)'")
        }
        switch type {
        case "Color": return .color(try Convert.color(.member(name), at: location))
        case "Font": return .font(try Convert.font(.member(name), at: location) ?? .body)
        case "CGFloat", "Double":
            guard name == "infinity" else { break }
            return .double(.infinity)
        case "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge":
            return .member(name)
        default: break
        }
        throw Diagnostic(location: location, message: "unknown member '\(type).\(name)'")
    }

    private func call(_ call: Call) throws -> Value {
        switch call.callee {
        case .identifier(let name, _):
            if let body = structs[name] {
                guard call.arguments.isEmpty else {
                    throw Diagnostic(location: call.location, message: "\(name)() takes no arguments (view structs have no stored properties here)")
                }
                guard !expanding.contains(name) else {
                    throw Diagnostic(location: call.location, message: "view struct '\(name)' contains itself")
                }
                expanding.append(name)
                defer { expanding.removeLast() }
                let saved = scopes
                scopes = [scopes[0]]
                defer { scopes = saved }
                return .view(TypedBuilders.definedView(name: name, body: try block(body)))
            }
            let arguments = Arguments(list: call.arguments, callee: name, location: call.location)
            return try ViewTable.make(name, arguments, evaluator: self, structNames: Array(structs.keys))
        case .implicitMember(let name, let location):
            return try ValueFactory.implicitCall(name, Arguments(list: call.arguments, callee: "." + name, location: location), evaluator: self)
        case .member(let base, let name, let location):
            if case .identifier("Font", _) = base {
                return try ValueFactory.implicitCall(name, Arguments(list: call.arguments, callee: "Font." + name, location: location), evaluator: self)
            }
            throw Diagnostic(location: location, message: "unknown call '.\(name)(…)'")
        default:
            throw Diagnostic(location: call.location, message: "expected a view or function name before '('")
        }
    }

    /// Evaluates a content closure (no parameters) as a `@ViewBuilder` block.
    func content(_ argument: Argument?, of callee: String) throws -> any View {
        guard let argument else { return EmptyView() }
        guard case .closure(let closure) = argument.value else {
            return try view(argument.value)
        }
        guard closure.parameters.isEmpty else {
            throw Diagnostic(location: closure.location, message: "the content of \(callee) takes no parameters, found '\(closure.parameters.joined(separator: ", ")) in'")
        }
        return try block(closure.body)
    }

    /// Evaluates a ForEach body for one element.
    func element(_ closure: Closure, _ value: Value) throws -> any View {
        var bindings: [String: Value] = [:]
        if let name = closure.parameters.first, name != "_" { bindings[name] = value }
        return try block(closure.body, bindings: bindings)
    }
}
