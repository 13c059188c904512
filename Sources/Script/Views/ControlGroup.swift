import Builders

extension ViewEntry {
    /// `ControlGroup { … }`.
    static let controlGroup = ViewEntry(name: "ControlGroup", labels: ["content"], unlabelled: 1) { call in
        TypedBuilders.controlGroup(try call.content())
    }
}

extension TypedBuilders {
    static func controlGroup(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { ControlGroup { content } }
        return open(content)
    }
}
