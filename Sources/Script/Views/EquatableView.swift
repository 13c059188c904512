import Builders
import ScriptSyntax

extension ViewEntry {
    /// `EquatableView(content: view)`: see ``ModifierEntry/equatable``.
    static let equatableView = ViewEntry(name: "EquatableView", labels: ["content"]) { call in
        guard let argument = call.arguments.named("content") else { throw call.missing("a view, as EquatableView(content: Text(\"a\"))") }
        return TypedBuilders.equatable(try call.content(argument))
    }
}

extension ModifierEntry {
    /// `.equatable()`: a view of SwiftUI's that is `Equatable` (a Text, an Image) in an
    /// `EquatableView`, as compiled code wraps it; a view of the file's own structs, which the
    /// reader cannot compare, stays as it is (the wrapper only spares SwiftUI a body, and the
    /// inspector looks through it).
    static let equatable = ModifierEntry(name: "equatable") { call in
        TypedBuilders.equatable(call.view)
    }
}

extension TypedBuilders {
    /// `view` in an EquatableView when it is `Equatable`, else `view` itself.
    static func equatable(_ view: any View) -> any View {
        guard let comparable = view as? any View & Equatable else { return view }
        func open<V: View & Equatable>(_ view: V) -> any View { EquatableView(content: view) }
        return open(comparable)
    }
}
