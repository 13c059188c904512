import Builders
import ScriptSyntax

// `view.modifier(Card())` for a `struct Card: ViewModifier` declared in the files: the modified
// view is `ModifiedContent<V, DefinedModifier<Body>>`, whose body the inspector reads; run live,
// `ModifiedContent<V, LiveModifier<Body>>`, whose `@State` a running app keeps per position.
extension Evaluator {
    /// `view` modified by `value`, a value of a ViewModifier struct declared in the files.
    func applyDefinedModifier(_ value: Value, to view: any View, at location: SourceLocation) throws -> any View {
        guard case .record(let record) = value, record.type.conformances.contains("ViewModifier") else {
            throw Diagnostic(location: location, message: "expected a value of a ViewModifier struct declared in the file, as .modifier(Card()), found \(value.kindDescription)")
        }
        let type = record.type
        guard let method = module.methods("body", of: type, isStatic: false).first(where: { $0.parameters.count == 1 }) else {
            throw Diagnostic(location: type.location, message: "expected 'func body(content: Content) -> some View { … }' in \(type.name)")
        }
        guard !expanding.contains(type.name) else {
            throw Diagnostic(location: location, message: "ViewModifier '\(type.name)' applies itself in its own body")
        }
        let empty = try modifierBody(method, of: record, content: nil)
        if live != nil { return liveModifier(method, of: record, emptyBody: empty, to: view) }
        // The body is evaluated again whenever the inspector asks for it, by an evaluator of its
        // own, so that a tree kept in the globals (`let card = Text("a").modifier(Card())`) does
        // not keep the one that reads it.
        let evaluator = detached()
        func open<B: View>(_ body: B) -> any View {
            let modifier = DefinedModifier(name: type.name, emptyBody: body) { [evaluator] content in
                let saved = (evaluator.scope, evaluator.depth, evaluator.expanding)
                defer { (evaluator.scope, evaluator.depth, evaluator.expanding) = saved }
                return try? evaluator.modifierBody(method, of: record, content: content)
            }
            func apply<V: View>(_ view: V) -> any View { ModifiedContent(content: view, modifier: modifier) }
            return apply(view)
        }
        return open(empty)
    }

    /// `view` modified by a ``LiveModifier`` of `record` (run live): its body is evaluated by this
    /// evaluator, which the live tree keeps anyway, with the state of the modifier's position and
    /// the environment the modifier is applied in.
    private func liveModifier(_ method: FunctionDecl, of record: Record, emptyBody: any View, to view: any View) -> any View {
        let objects = environmentObjects
        let values = environmentValues
        func open<B: View>(_ body: B) -> any View {
            let modifier = LiveModifier(name: record.type.name, emptyBody: body) { [self] content, table in
                do {
                    return try withState(table, objects: objects, values: values) {
                        try modifierBody(method, of: keepingState(of: record, in: table), content: content)
                    }
                } catch {
                    live?.report(error)
                    return nil
                }
            }
            func apply<V: View>(_ view: V) -> any View { ModifiedContent(content: view, modifier: modifier) }
            return apply(view)
        }
        return open(emptyBody)
    }

    /// An evaluator of the same module with the globals and environment this one has now.
    func detached() -> Evaluator {
        let evaluator = Evaluator(module: module)
        for name in globals.ownNames { evaluator.globals[name] = globals[name] }
        evaluator.environmentObjects = environmentObjects
        evaluator.environmentValues = environmentValues
        return evaluator
    }

    /// The body of a ViewModifier struct's value, with `content` bound to a stand-in holding `content`.
    private func modifierBody(_ method: FunctionDecl, of record: Record, content: AnyView?) throws -> any View {
        expanding.append(record.type.name)
        defer { expanding.removeLast() }
        let name = method.parameters.first?.name ?? "content"
        let standIn = _ViewModifier_Content<DefinedModifierContent>(content: content)
        return try withScope(Scope(parent: globals, names: ["self": .record(record), name: .view(standIn)])) {
            try viewBody(method.body)
        }
    }
}
