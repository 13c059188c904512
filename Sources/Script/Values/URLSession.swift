import Foundation
import ScriptSyntax

/// `URLSession.shared` in view code: the reader reaches no network, so each call that would
/// fetch throws, at the call, a Swift error that says so, which the file's `do`/`catch` (or
/// `try?`) sees as it would see a failed request; nothing waits.
struct NetworkSession {
    /// The methods that would fetch, for suggestions.
    static let methods = ["data", "dataTask", "download", "upload"]

    /// `session.name(arguments)`: the error a fetch meets in the reader; nil for another method.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard Self.methods.contains(name), !arguments.isEmpty else { return nil }
        // A trailing closure is the completion handler, as Swift names it.
        let labels = arguments.map { argument -> String in
            if let label = argument.label { return label + ":" }
            if case .closure = argument.value { return "completionHandler:" }
            return "_:"
        }.joined()
        throw ThrownError(ReaderFoundationError(message: "the reader does not reach the network: URLSession.shared.\(name)(\(labels))"), at: location)
    }
}

/// `URLRequest(url:)`: a request view code builds before giving it to `URLSession`; its
/// settings are kept and read back (it is never sent).
final class NetworkRequest {
    let url: URL
    var settings: [String: Value] = [:]

    init(url: URL) {
        self.url = url
    }

    /// The settings view code writes: `httpMethod`, `httpBody`, `timeoutInterval`…
    static let settingNames: Set<String> = ["httpMethod", "httpBody", "timeoutInterval", "cachePolicy", "allHTTPHeaderFields"]

    /// `request.setValue(_:forHTTPHeaderField:)`, `addValue(_:forHTTPHeaderField:)`: kept with
    /// the request's headers; nil for another method.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "setValue" || name == "addValue", arguments.count == 2, arguments[1].label == "forHTTPHeaderField" else { return nil }
        var headers: [(key: Value, value: Value)] = if case .dictionary(let pairs)? = settings["allHTTPHeaderFields"] { pairs } else { [] }
        headers.removeAll { Operators.equal($0.key, arguments[1].value) }
        if !arguments[0].value.isNull { headers.append((arguments[1].value, arguments[0].value)) }
        settings["allHTTPHeaderFields"] = .dictionary(headers)
        return .void
    }

    /// `request.name`; nil for a member the reader does not know.
    func member(_ name: String) -> Value? {
        switch name {
        case "url": return .url(url)
        case "httpMethod": return settings[name] ?? .string("GET")
        default: return Self.settingNames.contains(name) ? settings[name] ?? .null : nil
        }
    }
}

extension ValueEntry {
    /// `URLRequest(url: url)`.
    static let urlRequest = ValueEntry(name: "URLRequest", labels: ["url"]) { call in
        guard let url = try call.named("url", Convert.url) else { throw call.missing("'url:', as URLRequest(url: url)") }
        return NetworkRequest(url: url)
    }
}

extension Convert {
    /// A URL value (`URL(string: "…")!`).
    static func url(_ value: Value, at location: SourceLocation) throws -> URL {
        guard case .url(let url) = value else {
            throw Diagnostic(location: location, message: "expected a URL, found \(value.kindDescription)")
        }
        return url
    }
}
