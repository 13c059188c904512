import Builders

// `view.modifier(Card())` for a `struct Card: ViewModifier` declared in the files: the modified
// view is `ModifiedContent<V, DefinedModifier<Body>>`, whose body the inspector reads.
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
        if live != nil, let state = type.storedProperties.first(where: { Self.positionalWrappers.contains($0.wrapper?.name ?? "") }),
           let wrapper = state.wrapper {
            throw Diagnostic(location: state.location, message: "not supported by the reader: @\(wrapper.name) in a ViewModifier run live ('\(state.name)' of \(type.name)); keep the state in a view struct and pass it in")
        }
        guard !expanding.contains(type.name) else {
            throw Diagnostic(location: location, message: "ViewModifier '\(type.name)' applies itself in its own body")
        }
        let empty = try modifierBody(method, of: record, content: nil)
        func open<B: View>(_ body: B) -> any View {
            let modifier = DefinedModifier(name: type.name, emptyBody: body) { [self] content in
                let saved = (scope, depth, expanding)
                defer { (scope, depth, expanding) = saved }
                return try? modifierBody(method, of: record, content: content)
            }
            func apply<V: View>(_ view: V) -> any View { ModifiedContent(content: view, modifier: modifier) }
            return apply(view)
        }
        return open(empty)
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
