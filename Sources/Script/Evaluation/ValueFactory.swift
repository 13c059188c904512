import Builders
import ScriptSyntax

/// Calls of implicit members: `.constant(true)`, `.system(size: 12)`.
enum ValueFactory {
    static func implicitCall(_ name: String, _ arguments: Arguments, evaluator: Evaluator) throws -> Value {
        switch name {
        case "constant":
            try arguments.check(labels: [], unlabelled: 1)
            guard let argument = arguments.unlabelled(0) else { throw arguments.missing("a value") }
            return .constantBinding(try evaluator.evaluate(argument.value))
        case "system":
            try arguments.check(labels: ["size", "weight", "design"], unlabelled: 1)
            if let style = arguments.unlabelled(0) {
                guard case .member(let styleName) = try evaluator.evaluate(style.value), let font = Convert.fontNames[styleName] else {
                    throw Diagnostic(location: style.location, message: "expected a text style such as .body")
                }
                return .font(font)
            }
            guard let size = arguments.named("size") else { throw arguments.missing("'size:'") }
            let weight = try arguments.named("weight").map { try Convert.weight(try evaluator.evaluate($0.value), at: $0.location) } ?? nil
            return .font(.system(size: try Convert.length(try evaluator.evaluate(size.value), at: size.location), weight: weight))
        case "custom":
            try arguments.check(labels: ["size"], unlabelled: 1)
            guard let family = arguments.unlabelled(0), let size = arguments.named("size") else { throw arguments.missing("a name and 'size:'") }
            return .font(.custom(try Convert.string(try evaluator.evaluate(family.value), at: family.location), size: try Convert.length(try evaluator.evaluate(size.value), at: size.location)))
        default:
            throw Diagnostic(location: arguments.location, message: "unknown call '.\(name)(…)'\(Suggestion.hint(for: name, in: ["constant", "system", "custom"]))")
        }
    }
}
