/// Arithmetic, comparison and logic on evaluated values.
enum Operators {
    static func binary(_ op: String, _ lhs: Value, _ rhs: Value, at location: SourceLocation) throws -> Value {
        switch (op, lhs, rhs) {
        case ("..<", .int(let a), .int(let b)):
            guard a <= b else { throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound, found \(a)..<\(b)") }
            return .range(a..<b)
        case ("...", .int(let a), .int(let b)):
            guard a <= b, b < Int.max else { throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound, found \(a)...\(b)") }
            return .range(a..<(b + 1))
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

    static func unary(_ op: String, _ operand: Value, at location: SourceLocation) throws -> Value {
        switch (op, operand) {
        case ("!", .bool(let value)): return .bool(!value)
        case ("-", .int(let value)):
            guard value != Int.min else { throw Diagnostic(location: location, message: "integer overflow in '-'") }
            return .int(-value)
        case ("-", .double(let value)): return .double(-value)
        default: throw Diagnostic(location: location, message: "cannot apply '\(op)' to \(operand.kindDescription)")
        }
    }

    private static func number(_ value: Value) -> Double? {
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
