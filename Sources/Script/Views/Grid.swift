import Builders

extension ViewEntry {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { … }`.
    static let grid = ViewEntry(name: "Grid", labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"], unlabelled: 1) { call in
        TypedBuilders.grid(
            try call.content(), alignment: try call.named("alignment", Convert.alignment) ?? .center,
            horizontalSpacing: try call.named("horizontalSpacing", Convert.optionalLength) ?? nil,
            verticalSpacing: try call.named("verticalSpacing", Convert.optionalLength) ?? nil)
    }
}

extension TypedBuilders {
    static func grid(_ content: any View, alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) -> any View {
        func open<C: View>(_ content: C) -> any View {
            Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content }
        }
        return open(content)
    }
}
