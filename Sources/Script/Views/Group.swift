import Builders

extension ViewEntry {
    /// `Group { … }`.
    static let group = ViewEntry(name: "Group", labels: ["content"], unlabelled: 1) { call in
        TypedBuilders.group(try call.content())
    }
}

extension TypedBuilders {
    static func group(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { Group { content } }
        return open(content)
    }
}
