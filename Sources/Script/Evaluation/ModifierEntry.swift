import Builders
import ScriptSyntax

/// One modifier the reader knows: its name, the argument lists it accepts and
/// how it builds the modified view. Each entry lives in its modifier's file
/// (or its family's) under `Sources/Script/Modifiers/`, as a static member that
/// ``ModifierTable/all`` lists; adding a modifier is adding one:
///
///     extension ModifierEntry {
///         static let opacity = ModifierEntry(name: "opacity", unlabelled: 1) { call in
///             let opacity = try call.first(Convert.double)
///             return call.modified { $0.opacity(opacity) }
///         }
///     }
///
/// - The name is the method's, the one view code calls; the table is keyed by
///   it. A deprecated spelling of one modifier is a second name of its entry
///   (``init(names:labels:unlabelled:build:)``).
/// - The labels and the count of unlabelled arguments (a ``Signature``) are
///   checked before the builder runs, with messages that name the modifier. A
///   trailing closure is an unlabelled argument. A modifier whose overloads
///   take different labels (`frame`) gives several ``Signature``s: see
///   ``init(name:signatures:build:)``.
/// - The builder evaluates the arguments it needs through the ``ModifierCall``
///   (`call.first`, `call.unlabelled`, `call.named` with a `Convert`
///   function: the ``CheckedCall`` helpers, which a ``ViewEntry``'s builder
///   uses too) and returns the modified view, built by the modifier's own
///   method so that its type is the one compiled code gets:
///   `call.modified { $0.name(…) }` for a method that returns
///   `ModifiedContent<Self, M>`, as most do. For any other result (`id`
///   returns `IDView<Self, ID>`), a local generic function opens the view:
///   `func open(_ view: some View) -> any View { view.name(…) }` and
///   `return open(call.view)`.
/// - Text's own modifiers, which compiled code picks on a Text and which
///   return Text, are ``text(name:labels:unlabelled:build:)`` entries; a modifier
///   both Text and View have (`font`) tests `call.text` in its builder.
struct ModifierEntry: Sendable {
    /// What the modifier applies to, and the builder that applies it.
    enum Builder: Sendable {
        /// Any view: the builder returns the modified view.
        case view(@Sendable (ModifierCall) throws -> any View)
        /// Only a Text: the builder receives it and returns a Text.
        case text(@Sendable (ModifierCall, Text) throws -> Text)
    }

    /// The names view code calls the modifier by: `opacity`; more than one for a
    /// deprecated spelling (`navigationBarTitle` beside `navigationTitle`).
    let names: [String]
    /// The argument lists accepted, tried in order.
    let signatures: [Signature]
    /// How the modifier is applied.
    let builder: Builder

    /// The modifier `name` of any view taking `labels` and up to `unlabelled` unlabelled arguments.
    init(name: String, labels: [String] = [], unlabelled: Int = 0, build: @escaping @Sendable (ModifierCall) throws -> any View) {
        self.init(names: [name], labels: labels, unlabelled: unlabelled, build: build)
    }

    /// A modifier of any view called by each of `names`, taking `labels` and up to `unlabelled`
    /// unlabelled arguments.
    init(names: [String], labels: [String] = [], unlabelled: Int = 0, build: @escaping @Sendable (ModifierCall) throws -> any View) {
        self.init(names: names, signatures: [Signature(labels: labels, unlabelled: unlabelled)], builder: .view(build))
    }

    /// A modifier of any view with overloads of different labels: a call is
    /// checked against the first signature whose labels include every label
    /// it has, else against the last, and `call.signature` is that index.
    init(name: String, signatures: [Signature], build: @escaping @Sendable (ModifierCall) throws -> any View) {
        self.init(names: [name], signatures: signatures, builder: .view(build))
    }

    /// Creates a modifier from its parts.
    private init(names: [String], signatures: [Signature], builder: Builder) {
        self.names = names
        self.signatures = signatures
        self.builder = builder
    }

    /// One of Text's own modifiers (`bold`), refused on any other view before its arguments are checked.
    static func text(
        name: String, labels: [String] = [], unlabelled: Int = 0, build: @escaping @Sendable (ModifierCall, Text) throws -> Text
    ) -> ModifierEntry {
        ModifierEntry(names: [name], signatures: [Signature(labels: labels, unlabelled: unlabelled)], builder: .text(build))
    }

    /// Applies the modifier of `link` to `view`: checks the receiver and the arguments, then builds.
    func apply(_ link: ChainLink, to view: any View, evaluator: Evaluator) throws -> any View {
        let text = view as? Text
        func checkedCall() throws -> ModifierCall {
            let arguments = Arguments(list: link.arguments, callee: "." + link.name, location: link.location)
            let index = try Signature.match(arguments, in: signatures)
            return ModifierCall(view: view, text: text, arguments: arguments, signature: index, evaluator: evaluator)
        }
        switch builder {
        case .view(let build):
            return try build(try checkedCall())
        case .text(let build):
            guard let text else {
                throw Diagnostic(location: link.location, message: "expected a Text before .\(link.name)(), found \(String(describing: type(of: view)).prefix(60))")
            }
            return try build(try checkedCall(), text)
        }
    }
}

/// One modifier call as its builder sees it: the view, the arguments (already
/// checked against the modifier's signature) and the evaluator that evaluates
/// them, read through the ``CheckedCall`` helpers.
struct ModifierCall: CheckedCall {
    /// The view the modifier applies to.
    let view: any View
    /// The view when it is exactly a Text, whose own modifiers compiled code picks.
    let text: Text?
    /// The call's arguments, with messages naming the modifier.
    let arguments: Arguments
    /// The index of the signature the arguments matched.
    let signature: Int
    /// Evaluates the arguments.
    let evaluator: Evaluator

    /// The view modified as `method` modifies a view: `call.modified { $0.padding(8) }`.
    ///
    /// A closure cannot be generic, so `method` is called on a stand-in view,
    /// and the modifier value it builds is applied to the view opened to its
    /// dynamic type: the result is the `ModifiedContent<V, M>` that calling the
    /// method on the view itself returns, with the same modifier value (a
    /// modifier method builds its modifier from its arguments alone).
    func modified<M: ViewModifier>(_ method: (ModifierStandIn) -> ModifiedContent<ModifierStandIn, M>) -> any View {
        let modifier = method(ModifierStandIn()).modifier
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: modifier) }
        return open(view)
    }
}

/// The view a modifier's method is called on in ``ModifierCall/modified(_:)``
/// to build its modifier value; a type of its own, so that no overload
/// particular to a view type (Text's `font`) is picked. Never shown.
struct ModifierStandIn {
    /// Nothing.
    var body: EmptyView { EmptyView() }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension ModifierStandIn: View {}
