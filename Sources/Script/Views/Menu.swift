import Builders

extension ViewEntry {
    /// `Menu("Title") { … }`, `Menu { … } label: { … }`, with a `primaryAction:` or not, and
    /// `Menu(configuration)` in a MenuStyle's makeBody.
    static let menu = ViewEntry(name: "Menu", labels: ["label", "content", "primaryAction"], unlabelled: 2) { call in
        // `Menu(configuration)`: one argument naming a value.
        if call.arguments.list.count == 1, let argument = call.arguments.unlabelled(0), case .identifier = argument.value,
           case .swiftValue(let held) = try call.value(argument), let configuration = held as? MenuStyleConfiguration {
            return Menu(configuration)
        }
        let (label, content) = try call.titledContent(defaultLabel: EmptyView())
        return TypedBuilders.menu(label: label, content: content, hasPrimaryAction: call.arguments.named("primaryAction") != nil)
    }
}

extension TypedBuilders {
    static func menu(label: any View, content: any View, hasPrimaryAction: Bool) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withContent<C: View>(_ content: C) -> any View {
                Menu(label: label, content: content, primaryAction: hasPrimaryAction ? {} : nil)
            }
            return withContent(content)
        }
        return open(label)
    }
}
