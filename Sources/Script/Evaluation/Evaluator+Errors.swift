import Foundation
import ScriptSyntax

/// A value view code threw (`throw Failure.empty`), on its way to a `catch`, a `try?` or a
/// `try!`. It is never a reader error: one that reaches the top of an action or a body is reported
/// as "an error was thrown and not caught". The evaluator runs on one thread, which the value
/// never leaves.
struct ThrownError: Error, @unchecked Sendable {
    /// What was thrown.
    let value: Value
    /// Where it was thrown.
    let location: SourceLocation

    /// The reader's error for a thrown value nothing caught.
    var uncaught: Diagnostic {
        Diagnostic(location: location, message: "an error was thrown and not caught: \(value.described)")
    }
}

extension Evaluator {
    /// `try`, `try?` or `try!` of `expression`.
    func evaluateTried(_ kind: TryKind, _ expression: Expr, at location: SourceLocation) throws -> Value {
        do {
            return try evaluate(expression)
        } catch let thrown as ThrownError {
            switch kind {
            case .plain: throw thrown
            case .optional: return .null
            case .forced: throw Diagnostic(location: location, message: "'try!' met an error: \(thrown.value.described)")
            }
        }
    }

    /// `throw value`.
    func throwValue(_ expression: Expr, at location: SourceLocation) throws -> Never {
        throw ThrownError(value: try evaluate(expression).bound, location: location)
    }

    /// `do { body } catch … { … }`: the body, and when it throws, the first clause whose patterns
    /// (and `where`) match the error, with the names they bind (`error` for a clause without
    /// patterns); an error no clause matches goes on.
    func executeDoCatch(_ body: [Statement], _ catches: [SwitchCase]) throws -> Flow {
        do {
            return try execute(body)
        } catch let thrown as ThrownError {
            guard let (index, bindings) = try matchingCase(of: thrown.value, in: catches) else { throw thrown }
            var names = bindings
            if catches[index].patterns.isEmpty { names["error"] = thrown.value }
            return try withScope(Scope(parent: scope, names: names)) { try execute(catches[index].body) }
        }
    }
}

/// An error the reader throws into view code where Foundation would throw one it cannot give
/// (a network call): a Swift error that the file's `do`/`catch` and `try?` see, whose
/// `localizedDescription` is its message.
struct ReaderFoundationError: Error, LocalizedError, CustomStringConvertible {
    let message: String

    var errorDescription: String? { message }
    var description: String { message }
}

extension ThrownError {
    /// `error`, a Swift error, thrown into view code at `location`.
    init(_ error: any Error, at location: SourceLocation) {
        self.init(value: .swiftValue(error), location: location)
    }
}
