import Builders

extension ViewEntry {
    /// `LabeledContent("Size", value: "2 MB")`, `LabeledContent("Size") { … }` and
    /// `LabeledContent { content } label: { label }`.
    static let labeledContent = ViewEntry(name: "LabeledContent", labels: ["value", "content", "label"], unlabelled: 2) { call in
        if let title = try call.title() {
            if let value = call.arguments.named("value") {
                return TypedBuilders.labeledContent(label: title, content: Text(try Convert.string(try call.value(value), at: value.location)))
            }
            return TypedBuilders.labeledContent(label: title, content: try call.content("content", orUnlabelled: 1))
        }
        guard let contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(0),
              let labelArgument = call.arguments.named("label") ?? call.arguments.unlabelled(call.arguments.named("content") == nil ? 1 : 0) else {
            throw call.missing("a title, or content and a label, as LabeledContent(\"Size\", value: \"2 MB\")")
        }
        return TypedBuilders.labeledContent(label: try call.content(labelArgument), content: try call.content(contentArgument))
    }
}

extension TypedBuilders {
    static func labeledContent(label: any View, content: any View) -> any View {
        func open<L: View, C: View>(_ label: L, _ content: C) -> any View { LabeledContent(content: { content }, label: { label }) }
        return open(label, content)
    }
}
