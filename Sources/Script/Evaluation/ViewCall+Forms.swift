import Builders
import ScriptSyntax

// The argument forms several views' initialisers share, read from a view's call: a title or a
// label, a title or a label with content, a closed range, content a closure makes from a value.

extension ViewCall {
    /// The content the closure `content:` (else the `index`th unlabelled argument) makes from
    /// `value`, which its parameter is bound to; `example` is the form a message shows
    /// (a reader's `{ proxy in … }`).
    func content(madeFrom value: Value, orUnlabelled index: Int = 0, example: String) throws -> any View {
        guard let argument = arguments.named("content") ?? arguments.unlabelled(index) else {
            throw missing("a content closure, as \(example)")
        }
        guard case .closure(let closure) = argument.value else {
            throw Diagnostic(location: argument.location, message: "expected a closure for \(name)'s content, as \(example)")
        }
        return try evaluator.element(closure, value)
    }

    /// The title (first unlabelled argument) or else the label closure (`label:` or a trailing
    /// closure); `what` is the example a message gives when there is neither.
    func titleOrLabel(_ label: String = "label", needing what: String) throws -> any View {
        if let title = try title() { return title }
        guard let argument = arguments.named(label) ?? arguments.unlabelled(0) ?? arguments.unlabelled(1) else {
            throw missing(what)
        }
        return try content(argument)
    }

    /// A title (the first unlabelled argument) or a `label:` block, and the content: the forms
    /// of views that show a label above or beside their content.
    func titledContent(defaultLabel: any View) throws -> (label: any View, content: any View) {
        if let title = try title() {
            return (title, try content("content", orUnlabelled: 1))
        }
        let label = try arguments.named("label").map { try content($0) } ?? defaultLabel
        return (label, try content("content", orUnlabelled: 0))
    }

    /// The bounds of `a...b` (numbers) given as `label:`, written there (evaluated side by side)
    /// or held in a property or variable; nil when absent.
    func closedRange(_ label: String) throws -> (lower: Value, upper: Value)? {
        guard let argument = arguments.named(label) else { return nil }
        if case let .binary("...", lhs, rhs, _) = argument.value {
            return (try evaluator.evaluate(lhs), try evaluator.evaluate(rhs))
        }
        switch try evaluator.evaluate(argument.value) {
        case .closedRange(let range):
            return (.int(range.lowerBound), .int(range.upperBound))
        case .swiftValue(let held as ClosedRange<Double>):
            return (.double(held.lowerBound), .double(held.upperBound))
        case let found:
            throw Diagnostic(location: argument.location, message: "expected a closed range such as 0...10 for '\(label):', found \(found.kindDescription)")
        }
    }
}
