import Builders

extension ViewEntry {
    /// `GroupBox("Title") { … }`, `GroupBox { … } label: { … }`, `GroupBox { … }`, and
    /// `GroupBox(configuration)` in a GroupBoxStyle's makeBody.
    static let groupBox = ViewEntry(name: "GroupBox", labels: ["label", "content"], unlabelled: 2) { call in
        // `GroupBox(configuration)`: one argument naming a value.
        if call.arguments.list.count == 1, let argument = call.arguments.unlabelled(0), case .identifier = argument.value,
           case .swiftValue(let held) = try call.value(argument), let configuration = held as? GroupBoxStyleConfiguration {
            return GroupBox(configuration)
        }
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
