import Builders
import Foundation
import ScriptSyntax

/// An evaluated argument: its label and value.
typealias ArgumentValue = (label: String?, value: Value)

extension Evaluator {
    /// `expression` as a view.
    func view(_ expression: Expr) throws -> any View {
        viewCallLocation = expression.location
        return try asView(try evaluate(expression), at: expression.location)
    }

    func evaluate(_ expression: Expr) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: expression.location, message: "views nest more than \(Self.depthLimit) levels deep")
        }
        switch expression {
        case .identifier(let name, let location):
            return try identifier(name, at: location)
        case .implicitMember(let name, _):
            return implicitMember(name)
        case .call(let call):
            return try self.call(call)
        case let .chain(base, links):
            return try chain(base, links)
        case .integer(let value, _): return .int(value)
        case .double(let value, _): return .double(value)
        case .bool(let value, _): return .bool(value)
        case .null: return .null
        case .string(let segments, let location):
            return .literal(try segments.map { segment in
                switch segment {
                case .text(let text): return .text(text)
                case .interpolation(let expression, let arguments):
                    let value = try evaluate(expression)
                    guard let argument = arguments.first else { return .value(value) }
                    return try formatted(value, argument, at: location)
                }
            })
        case .array(let elements, _):
            return .array(try elements.map { try evaluate($0).bound })
        case .dictionary(let pairs, _):
            return .dictionary(try pairs.map { (try evaluate($0.key).bound, try evaluate($0.value).bound) })
        case .tuple(let elements, _):
            if elements.isEmpty { return .void }
            return .tuple(try elements.map { ($0.label, try evaluate($0.value).bound) })
        case let .binary(op, lhs, rhs, location):
            return try binary(op, lhs, rhs, at: location)
        case let .unary("&", target, _):
            return try inoutArgument(target)
        case let .unary(op, operand, location):
            return try Operators.unary(op, try evaluate(operand), at: location)
        case let .ternary(condition, whenTrue, whenFalse, location):
            return try Convert.bool(try evaluate(condition), at: location) ? try evaluate(whenTrue) : try evaluate(whenFalse)
        case .keyPath(let path, _):
            return .keyPath(path)
        case .closure(let closure):
            capturedScopes.register(scope)
            return .closure(closure, scope)
        case let .cast(operand, type, kind, location):
            return try cast(try evaluate(operand), to: type, kind, at: location)
        case let .tried(kind, operand, location):
            return try evaluateTried(kind, operand, at: location)
        }
    }

    /// `\(value, specifier: "%.1f")`, `\(value, format: .number)`.
    private func formatted(_ value: Value, _ argument: Argument, at location: SourceLocation) throws -> Value.LiteralPiece {
        switch argument.label {
        case "specifier":
            let specifier = try Convert.string(try evaluate(argument.value), at: argument.location)
            return .formatted(value, specifier: specifier)
        case "format":
            return .value(.string(try Standard.format(value, style: try evaluate(argument.value), at: argument.location)))
        default:
            throw Diagnostic(location: argument.location, message: "not supported by the reader: the interpolation argument '\(argument.label.map { "\($0):" } ?? "_")'")
        }
    }

    /// `a op b`, with `&&`, `||` and `??` evaluating their right side only when needed.
    private func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, at location: SourceLocation) throws -> Value {
        switch op {
        case "&&":
            guard try Convert.bool(try evaluate(lhs), at: lhs.location) else { return .bool(false) }
            return .bool(try Convert.bool(try evaluate(rhs), at: rhs.location))
        case "||":
            if try Convert.bool(try evaluate(lhs), at: lhs.location) { return .bool(true) }
            return .bool(try Convert.bool(try evaluate(rhs), at: rhs.location))
        case "??":
            let value = try evaluate(lhs)
            // The result has the left side's type: a literal on the right is a String.
            if case .null = value { return try evaluate(rhs).bound }
            return value
        default:
            return try applyOperator(op, try evaluate(lhs), try evaluate(rhs), at: location)
        }
    }

    /// `left op right`: an operator the files declare for their types (`static func +` of a
    /// struct, or a free `func +`), else the reader's.
    func applyOperator(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation) throws -> Value {
        guard declaredType(of: left) != nil || declaredType(of: right) != nil else {
            return try Operators.binary(op, left, right, at: location)
        }
        let arguments: [ArgumentValue] = [(nil, left), (nil, right)]
        for operand in [left, right] {
            guard let type = declaredType(of: operand) else { continue }
            if let function = module.methods(op, of: type, isStatic: true).first(where: { $0.parameters.count == 2 }) {
                return try call(function, self: .type(type.name), arguments, at: location)
            }
        }
        if let function = module.functions[op]?.first(where: { $0.parameters.count == 2 }) {
            return try call(function, self: nil, arguments, at: location)
        }
        return try Operators.binary(op, left, right, at: location)
    }

    // MARK: Names

    /// The value of a name: a local, `$name`, a property or method of `self`, a global, a type.
    func identifier(_ name: String, at location: SourceLocation) throws -> Value {
        let selfValue = scope.lookup("self")
        if let owner = scope.owner(of: name), let value = owner[name] {
            // A property of `self` hides a top-level name, as in Swift.
            guard owner === globals, let selfValue, hasInstanceMember(name, selfValue),
                  let member = try member(of: selfValue, name, at: location, implicit: true) else { return value }
            return member
        }
        if name.hasPrefix("$"), name.count > 1 {
            let base = String(name.dropFirst())
            if let selfValue, let projection = try projection(of: base, in: selfValue) { return projection }
            if case .binding? = scope.lookup(base) { return scope.lookup(base) ?? .null }
            // `$model` of a local holding an object (`@Bindable var model = model`): bindings to its properties.
            if case .object? = scope.lookup(base), let object = scope.lookup(base) { return .binding(Cell(object)) }
            throw Diagnostic(location: location, message: "unknown name '\(name)': '$' projects a @State, @Binding or @ObservedObject property\(Suggestion.hint(for: base, in: projectable(selfValue)))")
        }
        if let selfValue, let value = try member(of: selfValue, name, at: location, implicit: true) { return value }
        if case .type(let typeName)? = scope.lookup("Self"), let value = try staticMember(of: typeName, name, at: location, implicit: true) {
            return value
        }
        if let nested = enclosingNestedType(name) { return .type(nested) }
        if module.types[name] != nil || Standard.typeNames.contains(name) || module.extensions[name] != nil { return .type(name) }
        if let functions = module.functions[name], let function = functions.first {
            return .function(Function(name: name) { [unowned self] arguments, location in
                try self.call(function, self: nil, arguments, at: location)
            })
        }
        if let function = Standard.globalFunction(name, evaluator: self) { return .function(function) }
        if ViewTable.entries[name] != nil {
            throw Diagnostic(location: location, message: "expected a call such as \(name)(), found the name '\(name)' alone")
        }
        var known = scope.allNames.filter { !$0.hasPrefix("$") && $0 != "self" && $0 != "Self" }
        if let selfValue { known += memberNames(of: selfValue) }
        throw Diagnostic(location: location, message: "unknown name '\(name)'\(Suggestion.hint(for: name, in: known))")
    }

    /// `.name`: an implicit member, resolved by whoever receives it; a static property that
    /// an extension of the reader's types adds (`extension Color { static let brand = … }`) is read here.
    func implicitMember(_ name: String) -> Value {
        for (typeName, type) in module.extensions {
            if let property = type.properties.first(where: { $0.name == name && $0.isStatic }) {
                if let value = try? staticProperty(property, of: typeName) { return value }
            }
        }
        return .member(name)
    }

    // MARK: Chains

    /// A value followed by links, in a loop: modifiers, members, method calls, subscripts, `?`, `!`.
    func chain(_ base: Expr, _ links: [ChainLink]) throws -> Value {
        // `.environmentObject(model)` and `.environment(\.key, value)` apply to the views
        // built inside the chain's base: they are evaluated first.
        let savedObjects = environmentObjects, savedValues = environmentValues
        defer {
            environmentObjects = savedObjects
            environmentValues = savedValues
        }
        for link in links where link.kind == .call && (link.name == "environmentObject" || link.name == "environment") {
            try provideEnvironment(link)
        }
        var value = try evaluate(base)
        for (position, link) in links.enumerated() {
            switch link.kind {
            case .optional:
                if case .null = value { return .null }
            case .force:
                if case .null = value {
                    throw Diagnostic(location: link.location, message: "found nil where '!' unwraps a value")
                }
            case .property:
                // `Priority?.none`: the nil of an optional type, as Swift reads it.
                if link.name == "none", position > 0, links[position - 1].kind == .optional, case .type = value {
                    value = .null
                    continue
                }
                guard let found = try member(of: value, link.name, at: link.location) else {
                    throw Diagnostic(location: link.location, message: "\(value.kindDescription) has no member '\(link.name)'")
                }
                value = found
            case .subscripted:
                let arguments = try argumentValues(link.arguments)
                if case .binding(let cell) = value, case .identifier(let name, _) = base, name.hasPrefix("$") {
                    // `$model.items[index]`: a binding to the element.
                    value = .binding(try writingThrough(cell, subscript: arguments, at: link.location))
                } else {
                    value = try subscriptValue(value, arguments, at: link.location)
                }
            case .call where Standard.mutatingMethods.contains(link.name) && Self.isStandardValue(value):
                // `items.append(x)`, `flag.toggle()`: the new value is stored where the chain before it reads.
                let (changed, result) = try Standard.mutate(value, link.name, try argumentValues(link.arguments), evaluator: self, at: link.location)
                let prefix = Array(links[..<position])
                try assign(changed, to: prefix.isEmpty ? base : .chain(base, prefix), at: link.location)
                value = result
            case .call:
                if let method = mutatingMethod(link.name, of: value, arguments: link.arguments) {
                    // `game.pick(1)`: the changed value is stored where the chain before it reads.
                    let (result, changed) = try invoke(method, self: value, try argumentValues(link.arguments, for: method.parameters), at: link.location)
                    let prefix = Array(links[..<position])
                    if let changed { try assign(changed, to: prefix.isEmpty ? base : .chain(base, prefix), at: link.location) }
                    value = result
                } else {
                    value = try callMember(of: value, link)
                }
            }
        }
        return value
    }

    /// Whether the value is one of the standard values (whose mutating methods the reader knows).
    static func isStandardValue(_ value: Value) -> Bool {
        switch value {
        case .bool, .array, .int, .double, .string, .dictionary: true
        case .swiftValue(let held): SwiftValueMembers.isMutating(held, "append") // a NavigationPath
        default: false
        }
    }

    /// Reads an environment modifier's value into the environment of the views its chain builds.
    private func provideEnvironment(_ link: ChainLink) throws {
        let arguments = try argumentValues(link.arguments)
        if link.name == "environment", arguments.count == 2, case .keyPath(let path) = arguments[0].value, let key = path.first {
            // A value the files declare takes its property's type, as its default does (`2` for a Double).
            let declared = definedEnvironmentKey(key)?.property.type
            environmentValues[key] = declared == nil ? arguments[1].value : try coerce(arguments[1].value, to: declared, at: link.arguments[1].location)
            return
        }
        guard let object = arguments.first?.value else { return }
        switch object {
        case .object(let instance): environmentObjects[instance.type.name] = object
        case .record(let record): environmentObjects[record.type.name] = object
        default: break
        }
    }

    /// `value.name(arguments)`: a modifier of a view, or a method of a value.
    private func callMember(of value: Value, _ link: ChainLink) throws -> Value {
        switch value {
        case .view, .color:
            let view = try asView(value, at: link.location)
            if ModifierTable.entries[link.name] != nil {
                let modified = try ModifierTable.apply(link, to: view, evaluator: self)
                try recordActions(in: link.arguments)
                return .view(modified)
            }
            // A method of `extension View` (or of the view's own type: `extension Text`).
            let ownType = String(describing: type(of: view)).prefix { $0 != "<" }
            for extended in [String(ownType), "View"] {
                guard let methods = module.extensions[extended]?.methods.filter({ $0.name == link.name && !$0.isStatic }), !methods.isEmpty else { continue }
                let method = Self.overload(methods, for: link.arguments) ?? methods[0]
                return try call(method, self: .view(view), try argumentValues(link.arguments, for: method.parameters), at: link.location)
            }
            if link.name == "environmentObject" || link.name == "environment" {
                return .view(view)
            }
            return .view(try ModifierTable.apply(link, to: view, evaluator: self))
        default:
            return try callMethod(of: value, link.name, link.arguments, at: link.location)
        }
    }

    // MARK: Calls

    /// The arguments' values, closures passed to `@ViewBuilder` parameters as builders.
    func argumentValues(_ arguments: [Argument], for parameters: [Parameter] = []) throws -> [ArgumentValue] {
        var values: [ArgumentValue] = []
        var unlabelledIndex = 0
        for argument in arguments {
            let parameter: Parameter?
            if let label = argument.label {
                parameter = parameters.first { $0.label == label }
            } else {
                let unlabelled = parameters.filter { $0.label == nil }
                parameter = unlabelled.indices.contains(unlabelledIndex) ? unlabelled[unlabelledIndex] : parameters.last
                unlabelledIndex += 1
            }
            if case .closure(let closure) = argument.value, parameter?.attributes.contains(where: { $0.name == "ViewBuilder" }) == true {
                usedClosures.insert(LocationKey(closure.location))
                values.append((argument.label, .function(viewBuilder(closure))))
                continue
            }
            values.append((argument.label, try evaluate(argument.value).bound))
        }
        return values
    }

    /// A function that builds `closure`'s body as a `@ViewBuilder` block.
    func viewBuilder(_ closure: Closure) -> Function {
        let captured = scope
        capturedScopes.register(captured)
        return Function(name: "content") { [unowned self] arguments, _ in
            var bindings: [String: Value] = [:]
            for (index, argument) in arguments.enumerated() {
                if closure.parameters.indices.contains(index) { bindings[closure.parameters[index]] = argument.value }
                bindings["$\(index)"] = argument.value
            }
            return .view(try self.withScope(Scope(parent: captured)) { try self.block(closure.body, bindings: bindings) })
        }
    }

    /// `callee(arguments)`.
    func call(_ call: Call) throws -> Value {
        switch call.callee {
        case .identifier(let name, let location):
            if let value = scope.lookup(name) {
                return try callValue(value, call.arguments, at: call.location)
            }
            if let selfValue = scope.lookup("self"), let method = methodNamed(name, of: selfValue, arguments: call.arguments) {
                let (result, changed) = try invoke(method, self: selfValue, try argumentValues(call.arguments, for: method.parameters), at: call.location)
                // `skip()` in a mutating method: its changes of `self` are this method's.
                if method.isMutating, let changed { try storeSelf(changed, at: call.location) }
                return result
            }
            // A stored closure of `self` called without `self.`: `content()`.
            if let selfValue = scope.lookup("self"), hasInstanceMember(name, selfValue),
               let stored = try member(of: selfValue, name, at: call.location, implicit: true) {
                return try callValue(stored, call.arguments, at: call.location)
            }
            // `modifier(Card())`, `padding()`, `card()` with the view as implicit self, in
            // a method of `extension View`.
            if let selfValue = scope.lookup("self"), case .view = selfValue,
               ModifierTable.entries[name] != nil || module.extensions["View"]?.methods.contains(where: { $0.name == name && !$0.isStatic }) == true {
                return try callMember(of: selfValue, ChainLink(name: name, arguments: call.arguments, location: call.location))
            }
            if case .type(let typeName)? = scope.lookup("Self"), let type = module.types[typeName],
               let method = module.methods(name, of: type, isStatic: true).first {
                return try self.call(method, self: .type(typeName), try argumentValues(call.arguments, for: method.parameters), at: call.location)
            }
            if let functions = module.functions[name] {
                let function = Self.overload(functions, for: call.arguments) ?? functions[0]
                return try self.call(function, self: nil, try argumentValues(call.arguments, for: function.parameters), at: call.location)
            }
            if let type = module.types[enclosingNestedType(name) ?? name] {
                return try construct(type, call.arguments, at: call.location)
            }
            if let entry = ViewTable.entries[name] {
                _ = entry
                let arguments = Arguments(list: call.arguments, callee: name, location: call.location)
                let view = try ViewTable.make(name, arguments, evaluator: self, structNames: [])
                try recordActions(in: call.arguments)
                return view
            }
            if ViewTable.styles[name] != nil {
                return try ViewTable.make(name, Arguments(list: call.arguments, callee: name, location: call.location), evaluator: self, structNames: [])
            }
            if let entry = ValueTable.entries[name] {
                return try ValueTable.make(entry, name, Arguments(list: call.arguments, callee: name, location: call.location), evaluator: self)
            }
            if let value = try Standard.construct(name, try argumentValues(call.arguments), evaluator: self, at: call.location) {
                return value
            }
            if let extended = module.extensions[name], let initialiser = Self.overload(extended.extensionInitialisers, for: call.arguments) {
                return try self.call(initialiser, self: .type(name), try argumentValues(call.arguments, for: initialiser.parameters), at: call.location)
            }
            if let function = Standard.globalFunction(name, evaluator: self) {
                return try function.call(try argumentValues(call.arguments), call.location)
            }
            // `url(forResource:withExtension:)` in a method of `extension Bundle`: a member of
            // the standard value that is `self`.
            if let selfValue = scope.lookup("self"), selfValue.isStandardValue {
                return try callMember(of: selfValue, ChainLink(name: name, arguments: call.arguments, location: call.location))
            }
            _ = location
            throw unknownCall(name, at: call.location)
        case .implicitMember(let name, let location):
            if ["constant", "system", "custom"].contains(name) {
                return try ValueFactory.implicitCall(name, Arguments(list: call.arguments, callee: "." + name, location: location), evaluator: self)
            }
            let arguments = try argumentValues(call.arguments)
            // A case with associated values of a declared enum, when only one enum has it.
            let owners = module.declaredOrder.filter { $0.kind == .enumeration && $0.cases.contains { $0.name == name } }
            if owners.count == 1, let owner = owners.first {
                return enumCase(owner, name, arguments.map(\.value), at: location)
            }
            if name == "init" { return .memberCall(name, arguments) }
            return .memberCall(name, arguments)
        default:
            let callee = try evaluate(call.callee)
            return try callValue(callee, call.arguments, at: call.location)
        }
    }

    /// An unknown function or view: the nearest view of the reader's table (never one of the
    /// file's own structs for a view it does not know), or the nearest name in scope.
    func unknownCall(_ name: String, at location: SourceLocation) -> Diagnostic {
        if name.first?.isUppercase == true, location != viewCallLocation {
            // Made where a value is wanted (`@StateObject var store = Store()`): a type.
            let declared = module.declaredOrder.map(\.name)
            return Diagnostic(location: location, message: "unknown type '\(name)'\(Suggestion.hint(for: name, in: declared + Array(Standard.typeNames) + ValueTable.entries.keys))")
        }
        if name.first?.isUppercase == true {
            var hint = Suggestion.hint(for: name, in: ViewTable.names)
            if hint.isEmpty {
                // A misspelt name of one of the file's own types: only a close one.
                let declared = module.declaredOrder.map(\.name)
                if let near = Suggestion.nearest(to: name, in: declared), Suggestion.distance(name.lowercased(), near.lowercased()) <= max(1, name.count / 5) {
                    hint = "; did you mean '\(near)'?"
                }
            }
            return Diagnostic(location: location, message: "unknown view '\(name)'\(hint)")
        }
        var known = scope.allNames.filter { !$0.hasPrefix("$") && $0 != "self" && $0 != "Self" }
        known += module.functions.keys
        if let selfValue = scope.lookup("self") { known += memberNames(of: selfValue) }
        return Diagnostic(location: location, message: "unknown function '\(name)'\(Suggestion.hint(for: name, in: known + Standard.globalFunctionNames))")
    }

    /// The overload of `functions` whose labels fit `arguments`.
    static func overload(_ functions: [FunctionDecl], for arguments: [Argument]) -> FunctionDecl? {
        let labels = arguments.map(\.label)
        return functions.first { fits($0.parameters, labels) }
    }

    /// Whether arguments with `labels`, in order, fit `parameters`: each parameter takes the
    /// next argument with its label, a trailing closure fills a closure parameter, and
    /// parameters with defaults may be left out.
    static func fits(_ parameters: [Parameter], _ labels: [String?]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if next < labels.count, labels[next] == nil, case .function = parameter.type {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count
    }

    /// Calls a value: a closure, a function, a type (`Item(name: "x")` through a variable holding it).
    func callValue(_ callee: Value, _ arguments: [Argument], at location: SourceLocation) throws -> Value {
        switch callee {
        case .closure(let closure, let captured):
            return try callClosure(closure, captured, try argumentValues(arguments), at: location)
        case .function(let function):
            return try function.call(try argumentValues(arguments), location)
        case .type(let name):
            return try call(Call(callee: .identifier(name, location), arguments: arguments, location: location))
        case .opaque:
            // An environment action (`dismiss()`): calling it does nothing.
            return .void
        case .view(let view):
            // `content()` where `content` holds a view already built.
            if arguments.isEmpty { return .view(view) }
            throw Diagnostic(location: location, message: "cannot call a view with arguments")
        default:
            throw Diagnostic(location: location, message: "cannot call \(callee.kindDescription)")
        }
    }

    /// Calls a closure value with evaluated arguments: its body run as a function's.
    func callClosure(_ closure: Closure, _ captured: Scope, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        expectedType = nil // a closure's calls are not the value a written type is for
        var bindings: [String: Value] = [:]
        for (index, argument) in arguments.enumerated() {
            // `{ (a, b) in }` (or `{ $0 + $1 }`) over one tuple argument binds its elements.
            if closure.parameters.count > 1 || closure.anonymousParameterCount > 1, arguments.count == 1, case .tuple(let elements) = argument.value {
                for (name, element) in zip(closure.parameters, elements) { bindings[name] = element.value }
                for (position, element) in elements.enumerated() { bindings["$\(position)"] = element.value }
                continue
            }
            if closure.parameters.indices.contains(index) { Self.bindParameter(closure.parameters[index], to: argument.value, in: &bindings) }
            Self.bindParameter("$\(index)", to: argument.value, in: &bindings)
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: location, message: "views nest more than \(Self.depthLimit) levels deep")
        }
        return try withScope(Scope(parent: captured, names: bindings)) {
            try functionResult(closure.body)
        }
    }

    /// Calls `function` as `reduce(into:)` does: its first parameter holds `result`, which the
    /// body may change (`$0 += $1`, `counts[word, default: 0] += 1`); the changed result.
    func callClosure(_ function: Value, changing result: Value, with element: Value, at location: SourceLocation) throws -> Value {
        guard case .closure(let closure, let captured) = function else {
            throw Diagnostic(location: location, message: "expected a closure for reduce(into:_:), found \(function.kindDescription)")
        }
        let name = closure.parameters.first ?? "$0"
        var bindings = ["$0": result, "$1": element]
        bindings[name] = result
        if closure.parameters.count > 1 { bindings[closure.parameters[1]] = element }
        let callScope = Scope(parent: captured, names: bindings)
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: location, message: "views nest more than \(Self.depthLimit) levels deep")
        }
        _ = try withScope(callScope) { try functionResult(closure.body) }
        return callScope[name] ?? result
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
        usedClosures.insert(LocationKey(closure.location))
        return try block(closure.body)
    }

    /// Evaluates a ForEach body for one element.
    func element(_ closure: Closure, _ value: Value) throws -> any View {
        usedClosures.insert(LocationKey(closure.location))
        var bindings: [String: Value] = ["$0": value]
        if closure.parameters.count > 1, case .tuple(let elements) = value {
            for (name, element) in zip(closure.parameters, elements) where name != "_" { bindings[name] = element.value }
        } else if let name = closure.parameters.first, name != "_" {
            bindings[name] = value
        }
        return try block(closure.body, bindings: bindings)
    }
}
