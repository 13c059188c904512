import Builders
import ScriptSyntax

// The conversions several modifiers' entries share: a member named in a table, a title, a
// signed length, an edge set.

extension Convert {
    /// A conversion of `.name` to one of `names`' values; `what` names the expected kind in
    /// messages, without listing the names.
    static func namedMember<T>(_ names: [String: T], _ what: String) -> @Sendable (Value, SourceLocation) throws -> T where T: Sendable {
        { value, location in
            guard case .member(let name) = value, let known = names[name] else {
                throw Diagnostic(location: location, message: "expected \(what), found \(value.kindDescription)")
            }
            return known
        }
    }

    /// A title or label: a string (a literal is a localized key) or a `Text(…)`.
    static func title(_ value: Value, at location: SourceLocation) throws -> Text {
        if case .view(let view) = value, let text = view as? Text { return text }
        return try Convert.text(value, at: location)
    }

    /// A length that may be negative (an offset).
    static func signedLength(_ value: Value, at location: SourceLocation) throws -> CGFloat {
        if case .int(let number) = value { return CGFloat(number) }
        if case .double(let number) = value { return CGFloat(number) }
        return try Convert.length(value, at: location)
    }

    /// An edge set: `.top`, `[.top, .bottom]`.
    static func edgeSet(_ value: Value, at location: SourceLocation) throws -> Edge.Set {
        guard let edges = try Convert.edges(value, at: location) else {
            throw Diagnostic(location: location, message: "expected edges such as .all or [.top, .bottom], found \(value.kindDescription)")
        }
        return edges
    }
}
