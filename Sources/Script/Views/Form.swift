import Builders

extension ViewEntry {
    /// `Form { … }`.
    static let form = ViewEntry(name: "Form", labels: ["content"], unlabelled: 1) { call in
        TypedBuilders.form(try call.content())
    }
}

extension TypedBuilders {
    static func form(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { Form { content } }
        return open(content)
    }
}
