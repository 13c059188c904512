import Builders

extension ViewEntry {
    /// `GroupBox("Title") { … }`, `GroupBox { … } label: { … }` and `GroupBox { … }`.
    static let groupBox = ViewEntry(name: "GroupBox", labels: ["label", "content"], unlabelled: 2) { call in
        let (label, content) = try call.titledContent(defaultLabel: EmptyView())
        return TypedBuilders.groupBox(label: label, content: content)
    }
}

extension TypedBuilders {
    static func groupBox(label: any View, content: any View) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withContent<C: View>(_ content: C) -> any View { GroupBox.make(label: label, content: content) }
            return withContent(content)
        }
        return open(label)
    }
}
