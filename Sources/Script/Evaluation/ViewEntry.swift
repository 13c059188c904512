import Builders
import ScriptSyntax

/// One view the reader can create: its name, the argument lists its
/// initialisers accept and how it builds the view. Each entry lives in its
/// view's file under `Sources/Script/Views/`, as a static member that
/// ``ViewTable/all`` lists; shaped as ``ModifierEntry``s are:
///
///     extension ViewEntry {
///         static let image = ViewEntry(name: "Image", labels: ["systemName", "decorative"], unlabelled: 1) { call in
///             if let symbol = try call.named("systemName", Convert.string) { return Image(systemName: symbol) }
///             if let name = try call.named("decorative", Convert.string) { return Image(decorative: name) }
///             return Image(try call.first(Convert.string, needing: "a name, as Image(systemName: \"star\")"))
///         }
///     }
///
/// - The name is SwiftUI's, the one view code calls; the table is keyed by it.
/// - The labels and the count of unlabelled arguments (a ``Signature``) are
///   checked before the builder runs, with messages that name the view. A
///   trailing closure is an unlabelled argument; a view whose initialisers
///   take different labels gives several signatures: see
///   ``init(name:signatures:build:)``.
/// - The builder evaluates the arguments it needs through the ``ViewCall``:
///   the ``CheckedCall`` helpers a modifier's builder uses (`call.first`,
///   `call.unlabelled`, `call.named` with a `Convert` function, `call.missing`),
///   and for views `call.content(…)` (a `@ViewBuilder` closure or a view) and
///   `call.title(…)` (a title string as `Text`). It returns the view built by
///   the real initialiser, so that its type is the one compiled code gets; an
///   initialiser generic over its content is called through a `TypedBuilders`
///   function that opens the content's `any View` into a generic parameter,
///   declared in the view's file (the ones several views share are in
///   `TypedBuilders.swift`).
struct ViewEntry: Sendable {
    /// The name view code calls the view by, SwiftUI's: `Image`.
    let name: String
    /// The argument lists accepted, tried in order.
    let signatures: [Signature]
    /// Builds the view from the checked call.
    let build: @Sendable (ViewCall) throws -> any View

    /// The view `name` taking `labels` and up to `unlabelled` unlabelled arguments.
    init(name: String, labels: [String] = [], unlabelled: Int = 0, build: @escaping @Sendable (ViewCall) throws -> any View) {
        self.init(name: name, signatures: [Signature(labels: labels, unlabelled: unlabelled)], build: build)
    }

    /// A view whose initialisers take different labels: a call is checked
    /// against the first signature whose labels include every label it has,
    /// else against the last, and `call.signature` is that index.
    init(name: String, signatures: [Signature], build: @escaping @Sendable (ViewCall) throws -> any View) {
        self.name = name
        self.signatures = signatures
        self.build = build
    }

    /// Checks `arguments` against the signatures, then builds the view.
    func make(_ arguments: Arguments, evaluator: Evaluator) throws -> any View {
        let index = try Signature.match(arguments, in: signatures)
        return try build(ViewCall(name: name, arguments: arguments, signature: index, evaluator: evaluator))
    }
}

/// One view call as its builder sees it: the view's name, the arguments
/// (already checked against its signature) and the evaluator that evaluates
/// them, read through the ``CheckedCall`` helpers.
struct ViewCall: CheckedCall {
    /// The name the view was called by: `HStack`.
    let name: String
    /// The call's arguments, with messages naming the view.
    let arguments: Arguments
    /// The index of the signature the arguments matched.
    let signature: Int
    /// Evaluates the arguments.
    let evaluator: Evaluator

    /// `argument` as the view's content: a closure of no parameters evaluated
    /// as a `@ViewBuilder` block, any other expression as a view; EmptyView when nil.
    func content(_ argument: Argument?) throws -> any View {
        try evaluator.content(argument, of: name)
    }

    /// The content labelled `label`, else the `index`th unlabelled argument:
    /// `HStack(content: { … })` and `HStack { … }` alike.
    func content(_ label: String = "content", orUnlabelled index: Int = 0) throws -> any View {
        try content(arguments.named(label) ?? arguments.unlabelled(index))
    }

    /// The `index`th unlabelled argument as a title, `Text(title)` (a literal
    /// is a localized key), or nil when there is none or it is a closure (a label).
    func title(_ index: Int = 0) throws -> Text? {
        guard let argument = arguments.unlabelled(index), !argument.isClosure else { return nil }
        return try Convert.text(try value(argument), at: argument.location)
    }
}

extension Argument {
    /// Whether the argument is a closure literal (a trailing closure or `{ … }`).
    var isClosure: Bool {
        if case .closure = value { return true }
        return false
    }
}
