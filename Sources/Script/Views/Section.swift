import Builders

extension ViewEntry {
    /// `Section("Title") { … }` and `Section { … } header: { … } footer: { … }`.
    static let section = ViewEntry(name: "Section", labels: ["header", "footer", "content"], unlabelled: 2) { call in
        if let title = try call.title() {
            return TypedBuilders.section(header: title, content: try call.content("content", orUnlabelled: 1), footer: EmptyView())
        }
        return TypedBuilders.section(
            header: try call.content(call.arguments.named("header")), content: try call.content(),
            footer: try call.content(call.arguments.named("footer")))
    }
}

extension TypedBuilders {
    static func section(header: any View, content: any View, footer: any View) -> any View {
        func open<H: View>(_ header: H) -> any View {
            func withContent<C: View>(_ content: C) -> any View {
                func withFooter<F: View>(_ footer: F) -> any View { Section(header: header, content: content, footer: footer) }
                return withFooter(footer)
            }
            return withContent(content)
        }
        return open(header)
    }
}
