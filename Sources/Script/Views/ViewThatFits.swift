import Builders

extension ViewEntry {
    /// `ViewThatFits(in: .horizontal) { … }`.
    static let viewThatFits = ViewEntry(name: "ViewThatFits", labels: ["in", "content"], unlabelled: 1) { call in
        TypedBuilders.viewThatFits(try call.content(), axes: try call.named("in", Convert.axes) ?? [.horizontal, .vertical])
    }
}

extension TypedBuilders {
    static func viewThatFits(_ content: any View, axes: Axis.Set) -> any View {
        func open<C: View>(_ content: C) -> any View { ViewThatFits(in: axes) { content } }
        return open(content)
    }
}
