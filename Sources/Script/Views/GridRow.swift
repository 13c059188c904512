import Builders

extension ViewEntry {
    /// `GridRow(alignment:) { … }`.
    static let gridRow = ViewEntry(name: "GridRow", labels: ["alignment", "content"], unlabelled: 1) { call in
        TypedBuilders.gridRow(try call.content(), alignment: try call.named("alignment", Convert.vertical))
    }
}

extension TypedBuilders {
    static func gridRow(_ content: any View, alignment: VerticalAlignment?) -> any View {
        func open<C: View>(_ content: C) -> any View { GridRow(alignment: alignment) { content } }
        return open(content)
    }
}
