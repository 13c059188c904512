import Builders
import ScriptSyntax

extension ModifierEntry {
    /// `.navigationDestination(for: Item.self) { item in … }`: the view a pushed value of that
    /// type shows (a value of a type of the files is a ``DefinedValue``; integers and strings are
    /// themselves), built when pushed; `.navigationDestination(isPresented: $showing) { … }`.
    static let navigationDestination = ModifierEntry(name: "navigationDestination", labels: ["for", "isPresented", "destination"], unlabelled: 1) { call in
        let closureArgument = call.arguments.named("destination") ?? call.arguments.unlabelled(0)
        if let presented = call.arguments.named("isPresented") {
            let binding = try call.evaluator.liveBool(presented) ?? .constant(try Convert.bool(try call.value(presented), at: presented.location))
            let destination = try call.evaluator.content(closureArgument, of: "navigationDestination")
            func open<D: View>(_ destination: D) -> any View { call.modified { $0.navigationDestination(isPresented: binding) { destination } } }
            return open(destination)
        }
        guard let typeArgument = call.arguments.named("for") else { throw call.missing("'for:' and a destination, as .navigationDestination(for: Item.self) { item in … }") }
        guard let closureArgument, case .closure(let closure) = closureArgument.value else {
            throw call.missing("a destination closure, as .navigationDestination(for: Item.self) { item in … }")
        }
        let destination = call.evaluator.destination(closure)
        switch try call.value(typeArgument) {
        case .type("Int"):
            return call.modified { $0.navigationDestination(for: Int.self) { destination(.int($0)) } }
        case .type("String"):
            return call.modified { $0.navigationDestination(for: String.self) { destination(.string($0)) } }
        case .type(let name) where call.evaluator.module.types[name] != nil:
            return call.modified { $0.navigationDestination(for: DefinedValue.self) { destination($0.source ?? .null) } }
        case let other:
            throw Diagnostic(location: typeArgument.location, message: "expected a type such as Item.self (Int, String or a type of the files) for 'for:', found \(other.kindDescription)")
        }
    }
}

extension Evaluator {
    /// A navigation destination's view for a pushed value: `closure`'s body given the value,
    /// built when the value is pushed; an error met is reported and shown.
    func destination(_ closure: Closure) -> (Value) -> AnyView {
        usedClosures.insert(LocationKey(closure.location))
        // The names the closure sees are those where it was written, whenever it is pushed.
        let captured = scope
        capturedScopes.register(captured)
        return { [weak self] value in
            guard let self else { return AnyView(EmptyView()) }
            let saved = context
            defer { context = saved }
            do {
                func open<C: View>(_ view: C) -> AnyView { AnyView(view) }
                let view: any View = try withScope(captured) { try element(closure, value) }
                return open(view)
            } catch {
                live?.report(error)
                return AnyView(Text(verbatim: "error: \(live?.errors.last ?? "\(error)")"))
            }
        }
    }
}
