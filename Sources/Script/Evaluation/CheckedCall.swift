import Builders
import ScriptSyntax

/// One argument list a view or a modifier accepts: the labels it takes and
/// how many unlabelled arguments. A trailing closure is an unlabelled argument.
struct Signature: Sendable {
    /// The labelled arguments accepted, in any order.
    var labels: [String] = []
    /// How many unlabelled arguments at most.
    var unlabelled = 0

    /// Checks `arguments` against the first of `signatures` whose labels
    /// include every label the call has, else against the last, and returns
    /// that signature's index. The messages name the call.
    static func match(_ arguments: Arguments, in signatures: [Signature]) throws -> Int {
        let labels = arguments.list.compactMap(\.label)
        let index = signatures.firstIndex { signature in labels.allSatisfy(signature.labels.contains) } ?? signatures.count - 1
        let signature = signatures.indices.contains(index) ? signatures[index] : Signature()
        try arguments.check(labels: signature.labels, unlabelled: signature.unlabelled)
        return index
    }
}

/// A call whose arguments were checked against a ``Signature``, as a table
/// entry's builder sees it (``ViewCall``, ``ModifierCall``): the helpers
/// below evaluate its arguments, each converted by a `Convert` function, with
/// messages that name the call.
protocol CheckedCall {
    /// The call's arguments, with messages naming the callee.
    var arguments: Arguments { get }
    /// The index of the signature the arguments matched.
    var signature: Int { get }
    /// Evaluates the arguments.
    var evaluator: Evaluator { get }
}

extension CheckedCall {
    /// The value of `argument`.
    func value(_ argument: Argument) throws -> Value {
        try evaluator.evaluate(argument.value)
    }

    /// The first unlabelled argument, required: "CALLEE needs WHAT" when there is none.
    func first(needing what: String = "an argument") throws -> Argument {
        guard let argument = arguments.unlabelled(0) else { throw arguments.missing(what) }
        return argument
    }

    /// The first unlabelled argument, required, converted by `convert` (a `Convert` function).
    func first<T>(_ convert: (Value, SourceLocation) throws -> T, needing what: String = "an argument") throws -> T {
        let argument = try first(needing: what)
        return try convert(try value(argument), argument.location)
    }

    /// The `index`th unlabelled argument converted by `convert`, or nil when there is none.
    func unlabelled<T>(_ index: Int, _ convert: (Value, SourceLocation) throws -> T) throws -> T? {
        guard let argument = arguments.unlabelled(index) else { return nil }
        return try convert(try value(argument), argument.location)
    }

    /// The argument labelled `label` converted by `convert`, or nil when there is none.
    func named<T>(_ label: String, _ convert: (Value, SourceLocation) throws -> T) throws -> T? {
        guard let argument = arguments.named(label) else { return nil }
        return try convert(try value(argument), argument.location)
    }

    /// Fails with "CALLEE needs WHAT".
    func missing(_ what: String) -> Diagnostic {
        arguments.missing(what)
    }
}
