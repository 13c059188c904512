import Builders
import ScriptSyntax

// Safe-area insets: a view put at an edge of another, drawn there.

extension ModifierEntry {
    /// `.safeAreaInset(edge: .bottom) { … }`, with `alignment:` and `spacing:`.
    static let safeAreaInset = ModifierEntry(name: "safeAreaInset", labels: ["edge", "alignment", "spacing", "content"], unlabelled: 1) { call in
        guard let edgeArgument = call.arguments.named("edge") else { throw call.missing("'edge:', as .safeAreaInset(edge: .bottom) { … }") }
        let spacing = try call.named("spacing", Convert.optionalLength) ?? nil
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".safeAreaInset")
        let edgeValue = try call.value(edgeArgument)
        if case .member(let name) = edgeValue, name == "top" || name == "bottom" {
            let edge: VerticalEdge = name == "top" ? .top : .bottom
            let alignment = try call.named("alignment", Convert.horizontal) ?? .center
            func open<C: View>(_ content: C) -> any View { call.modified { $0.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content } } }
            return open(content)
        }
        if case .member(let name) = edgeValue, name == "leading" || name == "trailing" {
            let edge: HorizontalEdge = name == "leading" ? .leading : .trailing
            let alignment = try call.named("alignment", Convert.vertical) ?? .center
            func open<C: View>(_ content: C) -> any View { call.modified { $0.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content } } }
            return open(content)
        }
        throw Diagnostic(location: edgeArgument.location, message: "expected an edge such as .bottom, found \(edgeValue.kindDescription)")
    }
}
