import Builders

extension ViewEntry {
    /// `AnyView(view)` and `AnyView(erasing:)`.
    static let anyView = ViewEntry(name: "AnyView", labels: ["erasing"], unlabelled: 1) { call in
        guard let argument = call.arguments.named("erasing") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a view, as AnyView(Text(\"a\"))")
        }
        return TypedBuilders.anyView(try call.evaluator.view(argument.value))
    }
}
