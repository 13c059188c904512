import Builders
import ScriptSyntax

// Identity: a tag that pickers and lists read, an id that identifies a view.

extension ModifierEntry {
    static let tag = ModifierEntry(name: "tag", unlabelled: 1) { call in
        let argument = try call.first()
        switch try call.value(argument) {
        case .int(let tag): return call.modified { $0.tag(tag) }
        case .bool(let tag): return call.modified { $0.tag(tag) }
        case .double(let tag): return call.modified { $0.tag(tag) }
        case let other:
            if other.isStringLike, let tag = other.text { return call.modified { $0.tag(tag) } }
            // A UUID, or a value of a type declared in the file (an enum's case): see DefinedValue.
            guard case let tag? = try? Convert.hashable(other, at: argument.location), !(other.isNull) else {
                throw Diagnostic(location: argument.location, message: "expected a tag (an integer, string, number or Boolean), found \(other.kindDescription)")
            }
            func tagged(_ tag: some Hashable) -> any View { call.modified { $0.tag(tag) } }
            return tagged(tag)
        }
    }

    static let id = ModifierEntry(name: "id", unlabelled: 1) { call in
        // `id` returns IDView<Self, ID>, not ModifiedContent: open the view.
        func identified(_ id: some Hashable) -> any View {
            func open(_ view: some View) -> any View { view.id(id) }
            return open(call.view)
        }
        let argument = try call.first()
        switch try call.value(argument) {
        case .int(let id): return identified(id)
        case .bool(let id): return identified(id)
        case let other:
            if other.isStringLike, let id = other.text { return identified(id) }
            guard case let id? = try? Convert.hashable(other, at: argument.location), !(other.isNull) else {
                throw Diagnostic(location: argument.location, message: "expected an id (an integer or a string), found \(other.kindDescription)")
            }
            return identified(id)
        }
    }
}
