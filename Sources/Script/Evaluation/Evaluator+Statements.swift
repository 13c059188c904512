import Builders
import ScriptSyntax

/// How a statement ends: on to the next, or out of its function or loop.
enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}

extension Evaluator {
    /// The most iterations one `for` loop may run.
    static let loopLimit = 100_000

    /// The value a function body gives: what it returns, or the value of its only
    /// expression (or of the branch taken of its only `if` or `switch`), as Swift's
    /// implicit returns and `if`/`switch` expressions give it.
    func functionResult(_ statements: [Statement]) throws -> Value {
        if statements.count == 1 {
            switch statements[0] {
            case .expression(let expression):
                return try evaluate(expression)
            case let .conditional(branches, otherwise?, _) where Self.isExpressionBranches(branches.map(\.body) + [otherwise]):
                for branch in branches {
                    if let bindings = try test(branch.conditions) {
                        return try withScope(Scope(parent: scope, names: bindings)) { try functionResult(branch.body) }
                    }
                }
                return try functionResult(otherwise)
            case let .switchCases(subject, cases, location) where Self.isExpressionBranches(cases.map(\.body)):
                let value = try evaluate(subject)
                guard let (index, bindings) = try matchingCase(of: value, in: cases) else {
                    throw Diagnostic(location: location, message: "no case of the switch matches \(value.text ?? value.kindDescription); add a default case")
                }
                return try withScope(Scope(parent: scope, names: bindings)) { try functionResult(cases[index].body) }
            default:
                break
            }
        }
        switch try execute(statements) {
        case .returned(let value): return value
        default: return .void
        }
    }

    /// Whether each branch is one expression: an `if` or `switch` used as a value.
    private static func isExpressionBranches(_ bodies: [[Statement]]) -> Bool {
        bodies.allSatisfy { body in
            guard body.count == 1 else { return false }
            switch body[0] {
            case .expression, .conditional, .switchCases: return true
            default: return false
            }
        }
    }

    /// Runs statements in a scope of their own; the `defer` blocks met run, last first, when the
    /// block is left: at its end, by `return`, `break` or `continue`, or by an error (which the
    /// deferred blocks' own errors do not replace).
    func execute(_ statements: [Statement]) throws -> Flow {
        try withScope(Scope(parent: scope)) {
            var deferred: [[Statement]] = []
            let flow: Flow
            do {
                flow = try executeUntilLeft(statements, deferring: &deferred)
            } catch {
                for body in deferred.reversed() { _ = try? execute(body) }
                throw error
            }
            for body in deferred.reversed() { _ = try execute(body) }
            return flow
        }
    }

    private func executeUntilLeft(_ statements: [Statement], deferring deferred: inout [[Statement]]) throws -> Flow {
        for statement in statements {
            if case .deferred(let body, _) = statement {
                deferred.append(body)
                continue
            }
            let flow = try execute(statement)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs a `while` or `repeat` loop's body while `next` (asked before each pass, or after
    /// each for `repeat`) gives the bindings of its conditions; at most ``loopLimit`` passes.
    private func runLoop(at location: SourceLocation, testFirst: Bool, _ body: [Statement], next: () throws -> [String: Value]?) throws -> Flow {
        var passes = 0
        var bindings: [String: Value] = [:]
        if testFirst {
            guard let first = try next() else { return .normal }
            bindings = first
        }
        while true {
            passes += 1
            guard passes <= Self.loopLimit else {
                throw Diagnostic(location: location, message: "a loop of more than \(Self.loopLimit) iterations")
            }
            let flow = try withScope(Scope(parent: scope, names: bindings)) { try execute(body) }
            switch flow {
            case .normal, .continued: break
            case .broke: return .normal
            case .returned: return flow
            }
            guard let following = try next() else { return .normal }
            bindings = following
        }
    }

    private func execute(_ statement: Statement) throws -> Flow {
        switch statement {
        case .expression(let expression):
            _ = try evaluate(expression)
        case .binding(let binding):
            try declare(binding)
        case let .conditional(branches, otherwise, _):
            for branch in branches {
                if let bindings = try test(branch.conditions) {
                    return try withScope(Scope(parent: scope, names: bindings)) { try execute(branch.body) }
                }
            }
            if let otherwise { return try execute(otherwise) }
        case let .switchCases(subject, cases, location):
            let value = try evaluate(subject)
            guard let (index, bindings) = try matchingCase(of: value, in: cases) else {
                throw Diagnostic(location: location, message: "no case of the switch matches \(value.text ?? value.kindDescription); add a default case")
            }
            let flow = try withScope(Scope(parent: scope, names: bindings)) { try execute(cases[index].body) }
            if case .broke = flow { return .normal }
            return flow
        case let .guarded(conditions, otherwise, location):
            if let bindings = try test(conditions) {
                scope.declare(bindings)
            } else {
                let flow = try execute(otherwise)
                if case .normal = flow {
                    throw Diagnostic(location: location, message: "expected the guard's 'else' to leave with 'return', 'break' or 'continue'")
                }
                return flow
            }
        case let .loop(names, sequence, filter, body, location):
            let elements = try Standard.elements(of: try evaluate(sequence), at: sequence.location)
            guard elements.count <= Self.loopLimit else {
                throw Diagnostic(location: location, message: "a loop of more than \(Self.loopLimit) iterations")
            }
            for element in elements {
                var bindings: [String: Value] = [:]
                if names.count > 1, case .tuple(let parts) = element {
                    for (name, part) in zip(names, parts) { bindings[name] = part.value }
                } else if let name = names.first {
                    bindings[name] = element
                }
                let flow = try withScope(Scope(parent: scope, names: bindings)) { () -> Flow in
                    if let filter, try !Convert.bool(try evaluate(filter), at: filter.location) { return .continued }
                    return try execute(body)
                }
                switch flow {
                case .normal, .continued: continue
                case .broke: return .normal
                case .returned: return flow
                }
            }
        case .returning(let expression, _):
            return .returned(try expression.map { try evaluate($0).bound } ?? .void)
        case let .assignment(op, target, value, location):
            var newValue = try evaluate(value).bound
            if op != "=" {
                let current = try evaluate(target)
                newValue = try applyOperator(String(op.dropLast()), current, newValue, at: location)
            }
            try assign(newValue, to: target, at: location)
        case .jump(let word, _):
            return word == "break" ? .broke : .continued
        case let .doCatch(body, catches, _):
            return try executeDoCatch(body, catches)
        case let .throwing(value, location):
            try throwValue(value, at: location)
        case let .whileLoop(conditions, body, location):
            return try runLoop(at: location, testFirst: true, body) { try test(conditions) }
        case let .repeatLoop(body, condition, location):
            return try runLoop(at: location, testFirst: false, body) {
                try Convert.bool(try evaluate(condition), at: condition.location) ? [:] : nil
            }
        case .deferred(let body, _):
            // Met outside a block's statements (a lone statement): it runs at once, as its block ends here.
            _ = try execute(body)
        case .unsupported(let diagnostic):
            throw diagnostic
        }
        return .normal
    }

    // MARK: Assignment

    /// Stores `value` where `target` names: a local, a property of `self` (a cell for wrapped
    /// ones), a property or element of another value.
    func assign(_ value: Value, to target: Expr, at location: SourceLocation) throws {
        switch target {
        case .identifier("_", _):
            return
        case .identifier(let name, let at):
            if let owner = scope.owner(of: name) {
                if case .binding(let cell)? = owner["$" + name] {
                    cell.value = value
                }
                owner[name] = value
                return
            }
            guard let selfValue = scope.lookup("self") else {
                throw Diagnostic(location: at, message: "unknown name '\(name)'")
            }
            let updated = try setMember(name, of: selfValue, to: value, at: at)
            try storeSelf(updated, at: at)
        case .chain(let base, let links):
            guard let last = links.last else { return try assign(value, to: base, at: location) }
            let prefix = Array(links.dropLast())
            let container = prefix.isEmpty ? try evaluate(base) : try chain(base, prefix)
            let updated: Value
            switch last.kind {
            case .property:
                updated = try setMember(last.name, of: container, to: value, at: last.location)
            case .subscripted:
                updated = try Standard.setSubscript(container, try argumentValues(last.arguments), to: value, at: last.location)
            default:
                throw Diagnostic(location: last.location, message: "cannot assign to this expression")
            }
            // A struct changed in place is stored back where it came from.
            if case .object = container { return }
            if case .binding = container { return }
            try assign(updated, to: prefix.isEmpty ? base : .chain(base, prefix), at: location)
        default:
            throw Diagnostic(location: target.location, message: "cannot assign to this expression")
        }
    }

    /// Stores a changed `self` (a struct) back into its scope.
    func storeSelf(_ value: Value, at location: SourceLocation) throws {
        if case .object = value { return }
        guard let owner = scope.owner(of: "self") else { return }
        owner["self"] = value
    }

    /// `container` with its property `name` set to `value` (objects and cells change in place).
    func setMember(_ name: String, of container: Value, to value: Value, at location: SourceLocation) throws -> Value {
        let field = name.hasPrefix("_") ? String(name.dropFirst()) : name
        switch container {
        case .record(var record):
            guard let property = module.property(field, of: record.type) else {
                throw Diagnostic(location: location, message: "value of type \(record.type.name) has no property '\(name)'")
            }
            if let setter = property.setter {
                // A computed property's `set`: run with `self` and `newValue`.
                return try observe(setter, of: property, in: .record(record), given: ("newValue", value), at: location)
            }
            guard let observed = observerKey(property, of: record.type, direct: name.hasPrefix("_")) else {
                record.fields[field] = try storedField(property, value: value, direct: name.hasPrefix("_"), current: record.fields[field], at: location)
                return .record(record)
            }
            observing.insert(observed)
            defer { observing.remove(observed) }
            let old = try member(of: .record(record), field, at: location) ?? .null
            if case .record(let changed) = try observe(property.willSet, of: property, in: .record(record), given: ("newValue", value), at: location) { record = changed }
            record.fields[field] = try storedField(property, value: value, direct: false, current: record.fields[field], at: location)
            return try observe(property.didSet, of: property, in: .record(record), given: ("oldValue", old), at: location)
        case .object(let object):
            guard let property = module.property(field, of: object.type) else {
                throw Diagnostic(location: location, message: "object of class \(object.type.name) has no property '\(name)'")
            }
            if let setter = property.setter {
                _ = try observe(setter, of: property, in: container, given: ("newValue", value), at: location)
                return container
            }
            if property.wrapper?.name == "Published", !name.hasPrefix("_") {
                object.publish(field, try coerce(value, to: property.type, at: location))
            }
            guard let observed = observerKey(property, of: object.type, direct: name.hasPrefix("_")) else {
                object.set(field, to: try storedField(property, value: value, direct: name.hasPrefix("_"), current: object.fields[field], at: location))
                return container
            }
            observing.insert(observed)
            defer { observing.remove(observed) }
            let old = try member(of: container, field, at: location) ?? .null
            _ = try observe(property.willSet, of: property, in: container, given: ("newValue", value), at: location)
            object.set(field, to: try storedField(property, value: value, direct: false, current: object.fields[field], at: location))
            _ = try observe(property.didSet, of: property, in: container, given: ("oldValue", old), at: location)
            return container
        case .binding(let cell):
            if name == "wrappedValue" {
                cell.value = value
            } else if case .object = cell.value {
                // An object changes in place: the cell keeps the same reference, so a `@State` holding
                // a model is not written (its readers are told by the object).
                _ = try setMember(name, of: cell.value, to: value, at: location)
            } else {
                cell.value = try setMember(name, of: cell.value, to: value, at: location)
            }
            return container
        case .tuple(var elements):
            if let index = Int(name), elements.indices.contains(index) {
                elements[index].value = value
            } else if let index = elements.firstIndex(where: { $0.label == name }) {
                elements[index].value = value
            } else {
                throw Diagnostic(location: location, message: "the tuple has no element '\(name)'")
            }
            return .tuple(elements)
        case .swiftValue(let subject as ReaderSubject) where name == "value":
            // `subject.value = x` sends x, as a current value subject's setter does.
            subject.send(value.bound)
            return container
        case .swiftValue(let held): // a formatter's settings, a value's fields (`components.day = 3`)
            return .swiftValue(try SwiftValueMembers.set(name, of: held, to: value, at: location))
        default:
            throw Diagnostic(location: location, message: "cannot set '\(name)' of \(container.kindDescription)")
        }
    }

    /// What a property stores when `value` is assigned: the new value in the property's cell
    /// (a wrapped property), or the value; `_name = State(initialValue: v)` (`direct`) sets the wrapper.
    private func storedField(_ property: PropertyDecl, value: Value, direct: Bool, current: Value?, at location: SourceLocation) throws -> Value {
        var coerced = try coerce(value, to: property.type, at: location)
        // `var level = 0.0` holds Doubles: a whole number assigned to it is one.
        if property.type == nil, case .double? = current, case .int(let number) = coerced { coerced = .double(Double(number)) }
        guard let wrapper = property.wrapper, Self.cellWrappers.contains(wrapper.name) else { return coerced }
        if direct {
            switch value {
            case .binding: return value
            case .constantBinding(let inner): return .binding(Cell(inner))
            case .memberCall(_, let arguments), .tuple(let arguments):
                return .binding(Cell(arguments.first?.value ?? .null))
            default: return .binding(Cell(coerced))
            }
        }
        if wrapper.name == "Binding", case .binding = value { return value }
        if case .binding(let cell)? = current {
            cell.value = coerced
            return .binding(cell)
        }
        return .binding(Cell(coerced))
    }

    /// The property wrappers whose value lives in a cell that `$name` binds.
    static let cellWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage", "FocusState", "GestureState"]
}

extension Evaluator {
    /// The key under which `property`'s observers run, when an assignment runs them: it has
    /// some, the assignment is not to its storage (`_name`), and they are not running already (an
    /// observer's own assignment to its property does not call it again, as in Swift).
    func observerKey(_ property: PropertyDecl, of type: TypeDecl, direct: Bool) -> String? {
        guard !direct, property.willSet != nil || property.didSet != nil else { return nil }
        let key = type.qualifiedName + "." + property.name
        return observing.contains(key) ? nil : key
    }
}
