import ScriptSyntax

/// Checks an action closure (a Button's action, `onTapGesture`'s) without running it: every
/// name it uses must be known where it was written — a parameter, a local, a property or
/// method of `self`, a `$` projection, a type, a function. Members after a `.` are not
/// checked (the values they belong to are known only when the action runs).
struct ActionChecker {
    let evaluator: Evaluator
    let scope: Scope

    func check(_ closure: Closure) throws {
        var names = Set(closure.parameters)
        try check(closure.body, names: &names)
    }

    private func check(_ statements: [Statement], names: inout Set<String>) throws {
        for statement in statements {
            switch statement {
            case .expression(let expression):
                try check(expression, names)
            case .binding(let binding):
                if let value = binding.value { try check(value, names) }
                names.formUnion(binding.names)
            case let .conditional(branches, otherwise, _):
                for branch in branches {
                    var inner = names
                    try check(branch.conditions, names: &inner)
                    try check(branch.body, names: &inner)
                }
                if let otherwise {
                    var inner = names
                    try check(otherwise, names: &inner)
                }
            case let .switchCases(subject, cases, _):
                try check(subject, names)
                for switchCase in cases {
                    var inner = names.union(switchCase.patterns.flatMap(\.boundNames))
                    for case .value(let expression) in switchCase.patterns { try check(expression, inner) }
                    if let guardExpression = switchCase.guardExpression { try check(guardExpression, inner) }
                    try check(switchCase.body, names: &inner)
                }
            case let .guarded(conditions, otherwise, _):
                var inner = names
                try check(otherwise, names: &inner)
                try check(conditions, names: &names)
            case let .loop(loopNames, sequence, filter, body, _):
                try check(sequence, names)
                var inner = names.union(loopNames)
                if let filter { try check(filter, inner) }
                try check(body, names: &inner)
            case .returning(let expression, _):
                if let expression { try check(expression, names) }
            case let .assignment(_, target, value, _):
                try check(target, names)
                try check(value, names)
            case .jump:
                break
            case let .doCatch(body, catches, _):
                var inner = names
                try check(body, names: &inner)
                for clause in catches {
                    var caught = names.union(clause.patterns.flatMap(\.boundNames))
                    if clause.patterns.isEmpty { caught.insert("error") }
                    for case .value(let expression) in clause.patterns { try check(expression, caught) }
                    if let guardExpression = clause.guardExpression { try check(guardExpression, caught) }
                    try check(clause.body, names: &caught)
                }
            case .throwing(let value, _):
                try check(value, names)
            case let .whileLoop(conditions, body, _):
                var inner = names
                try check(conditions, names: &inner)
                try check(body, names: &inner)
            case let .repeatLoop(body, condition, _):
                var inner = names
                try check(body, names: &inner)
                try check(condition, names)
            case .deferred(let body, _):
                var inner = names
                try check(body, names: &inner)
            case .unsupported:
                // Reported when the action runs.
                break
            }
        }
    }

    private func check(_ conditions: [Condition], names: inout Set<String>) throws {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                try check(expression, names)
            case .optionalBinding(let name, let expression, _):
                try check(expression, names)
                names.insert(name)
            case .matching(let pattern, let expression, _):
                try check(expression, names)
                names.formUnion(pattern.boundNames)
            }
        }
    }

    private func check(_ expression: Expr, _ names: Set<String>) throws {
        switch expression {
        case .identifier(let name, let location):
            guard !isKnown(name, names) else { return }
            var candidates = Array(names) + scope.allNames.filter { !$0.hasPrefix("$") && $0 != "self" }
            if let selfValue = scope.lookup("self") { candidates += evaluator.memberNames(of: selfValue) }
            throw Diagnostic(location: location, message: "unknown name '\(name)' in the action\(Suggestion.hint(for: name, in: candidates))")
        case .call(let call):
            if case .identifier(let name, _) = call.callee, isKnownCallee(name, names) {
                // a type or function
            } else {
                try check(call.callee, names)
            }
            for argument in call.arguments { try check(argument.value, names) }
        case .chain(let base, let links):
            try check(base, names)
            for link in links {
                for argument in link.arguments { try check(argument.value, names) }
            }
        case .string(let segments, _):
            for case .interpolation(let value, let arguments) in segments {
                try check(value, names)
                for argument in arguments { try check(argument.value, names) }
            }
        case .array(let elements, _):
            for element in elements { try check(element, names) }
        case .dictionary(let pairs, _):
            for pair in pairs {
                try check(pair.key, names)
                try check(pair.value, names)
            }
        case .tuple(let elements, _):
            for element in elements { try check(element.value, names) }
        case let .binary(_, lhs, rhs, _):
            try check(lhs, names)
            try check(rhs, names)
        case let .unary(_, operand, _):
            try check(operand, names)
        case let .ternary(condition, whenTrue, whenFalse, _):
            try check(condition, names)
            try check(whenTrue, names)
            try check(whenFalse, names)
        case .closure(let closure):
            var inner = names.union(closure.parameters)
            try check(closure.body, names: &inner)
        case .cast(let operand, _, _, _), .tried(_, let operand, _):
            try check(operand, names)
        case .implicitMember, .integer, .double, .bool, .null, .keyPath:
            break
        }
    }

    private func isKnownCallee(_ name: String, _ names: Set<String>) -> Bool {
        isKnown(name, names) || ViewTable.entries[name] != nil || ViewTable.styles[name] != nil || ValueTable.entries[name] != nil
    }

    private func isKnown(_ name: String, _ names: Set<String>) -> Bool {
        if names.contains(name) || name.hasPrefix("$") && Int(name.dropFirst()) != nil { return true }
        if ["self", "Self", "_"].contains(name) || scope.lookup(name) != nil { return true }
        let module = evaluator.module
        if module.types[name] != nil || module.functions[name] != nil || module.extensions[name] != nil { return true }
        if Standard.typeNames.contains(name) || Standard.globalFunctionNames.contains(name) || Self.knownGlobals.contains(name) { return true }
        guard let selfValue = scope.lookup("self") else { return false }
        let members = evaluator.memberNames(of: selfValue)
        if members.contains(name) { return true }
        if name.hasPrefix("$") { return members.contains(String(name.dropFirst())) }
        if name.hasPrefix("_") { return members.contains(String(name.dropFirst())) }
        return false
    }

    /// Names of the platform that actions call, known though the reader does not run them.
    static let knownGlobals: Set<String> = [
        "DispatchQueue", "UIApplication", "NSApplication", "UIPasteboard", "NSPasteboard", "URL", "UserDefaults",
        "NotificationCenter", "Task", "MainActor", "Animation", "UIImpactFeedbackGenerator", "NSWorkspace",
        "fatalError", "preconcurrency", "Haptics", "Logger",
    ]
}
