import Builders

extension ViewEntry {
    /// `NavigationView { … }`.
    static let navigationView = ViewEntry(name: "NavigationView", labels: ["content"], unlabelled: 1) { call in
        TypedBuilders.navigationView(try call.content())
    }
}

extension TypedBuilders {
    static func navigationView(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { NavigationView { content } }
        return open(content)
    }
}
