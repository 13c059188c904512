import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Tab("Inbox", systemImage: "tray", value: 1) { … }`, with `image:` for a named image, without
    /// `value:` for a tab no selection names, and `Tab(value: 1) { content } label: { label }`.
    static let tab = ViewEntry(name: "Tab", labels: ["systemImage", "image", "value", "content", "label"], unlabelled: 2) { call in
        let tag: (any Hashable)?
        if let argument = call.arguments.named("value") {
            tag = try Convert.hashable(try call.value(argument), at: argument.location)
        } else {
            tag = nil
        }
        let label: any View
        let contentArgument: Argument?
        if let title = try call.title() {
            if let symbol = try call.named("systemImage", Convert.string) {
                label = Label.make(title: title, icon: Image(systemName: symbol))
            } else if let name = try call.named("image", Convert.string) {
                label = Label.make(title: title, icon: Image(name))
            } else {
                throw call.missing("'systemImage:' or 'image:', as Tab(\"Inbox\", systemImage: \"tray\") { … }")
            }
            contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(1)
        } else {
            guard let labelArgument = call.arguments.named("label") ?? call.arguments.unlabelled(1) else {
                throw call.missing("a title, or content and a label, as Tab(\"Inbox\", systemImage: \"tray\") { … }")
            }
            label = try call.content(labelArgument)
            contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(0)
        }
        guard let contentArgument else { throw call.missing("its content, as Tab(\"Inbox\", systemImage: \"tray\") { Text(\"Inbox\") }") }
        return TypedBuilders.tab(value: tag, content: try call.content(contentArgument), label: label)
    }
}

extension TypedBuilders {
    /// A tab of `content` and `label`, selected by `value` when given.
    static func tab(value: (any Hashable)?, content: any View, label: any View) -> any View {
        func open<C: View, L: View>(_ content: C, _ label: L) -> any View {
            guard let value else { return Tab(content: { content }, label: { label }) }
            func tagged<V: Hashable>(_ value: V) -> any View { Tab(value: value, content: { content }, label: { label }) }
            return tagged(value)
        }
        return open(content, label)
    }
}
