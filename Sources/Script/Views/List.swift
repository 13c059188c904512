import Builders
import ScriptSyntax

extension ViewEntry {
    /// `List { … }`, `List(data) { element in … }` (a ForEach's forms) and `List(selection:)`.
    static let list = ViewEntry(name: "List", labels: ["id", "selection", "content", "rowContent"], unlabelled: 2) { call in
        let content: any View
        if let data = call.arguments.unlabelled(0), !data.isClosure {
            content = try ViewEntry.forEach.build(call)
        } else {
            content = try call.content()
        }
        guard let argument = call.arguments.named("selection") else { return TypedBuilders.list(content) }
        // List(selection: $picked) { … }: a set, an optional or exactly one value, as the binding's type says.
        let value = try Convert.binding(try call.value(argument), at: argument.location)
        let (form, element) = try call.evaluator.selectionShape(argument, value: value)
        let builder = ListSelectionBuilder(content: content, argument: argument, value: value, form: form, evaluator: call.evaluator)
        return try call.evaluator.withBridge(named: element, builder, at: argument.location)
    }
}

extension TypedBuilders {
    static func list(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { List<Never, C>.make(selection: nil, content: content) }
        return open(content)
    }
}

/// `List(selection:)` in each of SwiftUI's forms: a set, an optional or exactly one value selected.
struct ListSelectionBuilder: BridgedBuilder {
    let content: any View
    let argument: Argument
    let value: Value
    let form: SelectionForm
    let evaluator: Evaluator

    func build<S: Hashable>(_ bridge: ValueBridge<S>) throws -> any View {
        switch form {
        case .set:
            let selection = try evaluator.bridgedSet(argument, bridge, current: value)
            func open<C: View>(_ content: C) -> any View { List(selection: Optional(selection)) { content } }
            return open(content)
        case .optional:
            let selection = try evaluator.bridgedOptional(argument, bridge, current: value)
            func open<C: View>(_ content: C) -> any View { List(selection: Optional(selection)) { content } }
            return open(content)
        case .required:
            guard let current = bridge.read(value) else {
                throw Diagnostic(location: argument.location, message: "expected a selection, found \(value.kindDescription)")
            }
            let selection = try evaluator.bridgedBinding(argument, bridge, fallback: current)
            func open<C: View>(_ content: C) -> any View { List(selection: selection) { content } }
            return open(content)
        }
    }
}
