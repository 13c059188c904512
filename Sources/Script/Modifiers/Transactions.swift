import Builders
import ScriptSyntax

// Transactions and content transitions. Nothing animates in a terminal (a change applies at
// once), so a transaction's closure is kept as a closure that changes nothing, and a content
// transition is recorded for the inspector.

extension ModifierEntry {
    /// `.transaction { $0.animation = nil }`, `.transaction(value: count) { t in … }`.
    static let transaction = ModifierEntry(name: "transaction", labels: ["value"], unlabelled: 1) { call in
        guard call.arguments.unlabelled(0) != nil else { throw call.missing("a closure, as .transaction { $0.animation = nil }") }
        guard let watched = call.arguments.named("value") else { return call.modified { $0.transaction { _ in } } }
        func open<V: Equatable>(_ value: V) -> any View { call.modified { $0.transaction(value: value) { _ in } } }
        switch try call.value(watched) {
        case .int(let value): return open(value)
        case .double(let value): return open(value)
        case .bool(let value): return open(value)
        case let other where other.isStringLike: return open(other.text ?? "")
        case let other: return open(try Convert.defined(other, at: watched.location))
        }
    }

    /// `.contentTransition(.numericText())`, `.numericText(countsDown: true)`, `.numericText(value: x)`,
    /// `.opacity`, `.identity`, `.interpolate`, `.symbolEffect`.
    static let contentTransition = ModifierEntry(name: "contentTransition", unlabelled: 1) { call in
        let transition = try call.first(Convert.contentTransition)
        return call.modified { $0.contentTransition(transition) }
    }
}

extension Convert {
    /// A content transition: `.opacity`, `.numericText()`, `.numericText(countsDown: true)`, `.numericText(value: x)`…
    static func contentTransition(_ value: Value, at location: SourceLocation) throws -> ContentTransition {
        switch value {
        case .member("identity"): return .identity
        case .member("opacity"): return .opacity
        case .member("interpolate"): return .interpolate
        case .member("symbolEffect"): return .symbolEffect
        case .memberCall("numericText", let arguments):
            if let counted = arguments.first(where: { $0.label == "value" }) { return .numericText(value: try double(counted.value, at: location)) }
            let countsDown = try arguments.first { $0.label == "countsDown" }.map { try bool($0.value, at: location) } ?? false
            return .numericText(countsDown: countsDown)
        default:
            throw Diagnostic(location: location, message: "expected a content transition such as .numericText() or .opacity, found \(value.kindDescription)")
        }
    }
}
