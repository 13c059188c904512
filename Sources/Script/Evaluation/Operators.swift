import Builders
import ScriptSyntax

/// Arithmetic, comparison and logic on evaluated values.
enum Operators {
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value {
        if case .binding(let cell) = lhs { return try binary(op, cell.value, rhs, at: location) }
        if case .binding(let cell) = rhs { return try binary(op, lhs, cell.value, at: location) }
        switch op {
        case "==": return .bool(equal(lhs, rhs))
        case "!=": return .bool(!equal(lhs, rhs))
        case "===", "!==":
            guard case .object(let a) = lhs, case .object(let b) = rhs else { break }
            return .bool((a === b) == (op == "==="))
        default: break
        }
        if op == "+", case .view(let a) = lhs, case .view(let b) = rhs {
            // `Text("a") + Text("b")`
            guard let first = a as? Text, let second = b as? Text else {
                throw Diagnostic(location: location, message: "'+' joins two Texts, found \(String(describing: type(of: a)).prefix(40)) and \(String(describing: type(of: b)).prefix(40))")
            }
            return .view(first + second)
        }
        if op == "+", case .array(let a) = lhs, case .array(let b) = rhs { return .array(a + b) }
        if ["<", ">", "<=", ">="].contains(op), case .enumCase(let type, let a, _) = lhs, case .enumCase(_, let b, _) = rhs,
           let i = type.cases.firstIndex(where: { $0.name == a }), let j = type.cases.firstIndex(where: { $0.name == b }) {
            return try compare(op, i, j, location)
        }
        if op == "...", case .date(let a) = lhs, case .date(let b) = rhs {
            // A range of dates (a timer's interval, `timerInterval: start...end`), held as any value.
            guard a <= b else { throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound, found \(a)...\(b)") }
            return .swiftValue(a...b)
        }
        if case .date(let a) = lhs, case .date(let b) = rhs { return try compare(op, a, b, location) }
        if op == "..." || op == "..<", let a = number(lhs), let b = number(rhs), isDouble(lhs) || isDouble(rhs) {
            // A range of Doubles (`Double.random(in: 0.5...1.5)`), held as Swift's own.
            guard a <= b else { throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound, found \(a)\(op)\(b)") }
            return op == "..." ? .swiftValue(a...b) : .swiftValue(a..<b)
        }
        switch (op, lhs, rhs) {
        case ("..<", .int(let a), .int(let b)):
            guard a <= b else { throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound, found \(a)..<\(b)") }
            return .range(a..<b)
        case ("...", .int(let a), .int(let b)):
            guard a <= b else { throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound, found \(a)...\(b)") }
            return .closedRange(a...b)
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case (_, .int(let a), .int(let b)):
            switch op {
            case "+": return try checked(a.addingReportingOverflow(b), op, location)
            case "-": return try checked(a.subtractingReportingOverflow(b), op, location)
            case "*": return try checked(a.multipliedReportingOverflow(by: b), op, location)
            case "/", "%":
                guard b != 0 else { throw Diagnostic(location: location, message: "division by zero") }
                return try checked(op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b), op, location)
            default: return try compare(op, a, b, location)
            }
        case (_, .double, _), (_, _, .double):
            guard let a = number(lhs), let b = number(rhs) else { break }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: return try compare(op, a, b, location)
            }
        default:
            if lhs.isStringLike, rhs.isStringLike, let a = lhs.text, let b = rhs.text {
                if op == "+" { return .string(a + b) }
                return try compare(op, a, b, location)
            }
            if case .bool(let a) = lhs, case .bool(let b) = rhs, op == "==" || op == "!=" {
                return .bool((a == b) == (op == "=="))
            }
        }
        throw Diagnostic(location: location, message: "cannot apply '\(op)' to \(lhs.kindDescription) and \(rhs.kindDescription)")
    }

    /// Whether two values are equal, as `==` compares them: numbers by value, strings by text,
    /// cases by name and values, records by their stored properties, objects by identity.
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case let (.int(a), .int(b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double): return number(lhs) == number(rhs)
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case let (.member(a), .member(b)): return a == b
        case let (.enumCase(_, a, x), .enumCase(_, b, y)): return a == b && x.count == y.count && zip(x, y).allSatisfy(equal)
        case let (.enumCase(_, a, x), .member(b)), let (.member(b), .enumCase(_, a, x)): return a == b && x.isEmpty
        case let (.record(a), .record(b)):
            return a.type === b.type && a.type.storedProperties.allSatisfy { equal(a.fields[$0.name] ?? .null, b.fields[$0.name] ?? .null) }
        case let (.object(a), .object(b)): return a === b
        case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy(equal)
        case let (.dictionary(a), .dictionary(b)):
            // Equal when each key of one has an equal value in the other, in any order.
            return a.count == b.count && a.allSatisfy { pair in b.contains { equal($0.key, pair.key) && equal($0.value, pair.value) } }
        case let (.tuple(a), .tuple(b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
        case let (.range(a), .range(b)): return a == b
        case let (.closedRange(a), .closedRange(b)): return a == b
        case let (.uuid(a), .uuid(b)): return a == b
        case let (.date(a), .date(b)): return a == b
        case let (.binding(cell), other), let (other, .binding(cell)): return equal(cell.value, other)
        case let (.color(a), .color(b)): return a == b
        case let (.font(a), .font(b)): return a == b
        case let (.url(a), .url(b)): return a == b
        case let (.swiftValue(a as AnyHashable), .swiftValue(b as AnyHashable)): return a == b // Data, units, components
        default:
            if lhs.isStringLike, rhs.isStringLike { return lhs.text == rhs.text }
            return false
        }
    }

    static func unary(_ op: String, _ operand: Value, at location: SourceLocation) throws -> Value {
        if case .binding(let cell) = operand { return try unary(op, cell.value, at: location) }
        switch (op, operand) {
        case ("+", .int), ("+", .double): return operand
        case ("!", .bool(let value)): return .bool(!value)
        case ("-", .int(let value)):
            guard value != Int.min else { throw Diagnostic(location: location, message: "integer overflow in '-'") }
            return .int(-value)
        case ("-", .double(let value)): return .double(-value)
        default: throw Diagnostic(location: location, message: "cannot apply '\(op)' to \(operand.kindDescription)")
        }
    }

    /// Whether `value` is a Double.
    static func isDouble(_ value: Value) -> Bool {
        if case .double = value { return true }
        return false
    }

    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let n): Double(n)
        case .double(let n): n
        default: nil
        }
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool), _ op: String, _ location: SourceLocation) throws -> Value {
        guard !result.overflow else { throw Diagnostic(location: location, message: "integer overflow in '\(op)'") }
        return .int(result.partialValue)
    }

    private static func compare<T: Comparable>(_ op: String, _ a: T, _ b: T, _ location: SourceLocation) throws -> Value {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: throw Diagnostic(location: location, message: "unknown operator '\(op)'")
        }
    }
}
