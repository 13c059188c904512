import Builders

extension ViewEntry {
    /// `ScrollView { … }` and `ScrollView(.horizontal, showsIndicators:) { … }`.
    static let scrollView = ViewEntry(name: "ScrollView", labels: ["showsIndicators", "content"], unlabelled: 2) { call in
        var axes: Axis.Set = .vertical
        var contentIndex = 0
        if let first = call.arguments.unlabelled(0), !first.isClosure, call.arguments.unlabelled(1) != nil || call.arguments.named("content") != nil {
            axes = try Convert.axes(try call.value(first), at: first.location)
            contentIndex = 1
        }
        let shows = try call.named("showsIndicators", Convert.bool) ?? true
        return TypedBuilders.scrollView(try call.content("content", orUnlabelled: contentIndex), axes: axes, showsIndicators: shows)
    }
}

extension TypedBuilders {
    static func scrollView(_ content: any View, axes: Axis.Set, showsIndicators: Bool) -> any View {
        func open<C: View>(_ content: C) -> any View { ScrollView(axes, showsIndicators: showsIndicators) { content } }
        return open(content)
    }
}
