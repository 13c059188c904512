import Builders

extension ViewEntry {
    /// `DisclosureGroup("Title", isExpanded: $open) { … }`, or with a `label:` block.
    static let disclosureGroup = ViewEntry(name: "DisclosureGroup", labels: ["isExpanded", "label", "content"], unlabelled: 2) { call in
        let (label, content) = try call.titledContent(defaultLabel: EmptyView())
        let expanded = try call.named("isExpanded", Convert.binding(of: Convert.bool))
        // A `$flag` writes through when live.
        let binding = try call.evaluator.liveBool(call.arguments.named("isExpanded")) ?? expanded.map { Binding.constant($0) }
        return TypedBuilders.disclosureGroup(label: label, content: content, isExpanded: binding)
    }
}

extension TypedBuilders {
    static func disclosureGroup(label: any View, content: any View, isExpanded: Binding<Bool>?) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withContent<C: View>(_ content: C) -> any View {
                let expanded: StateOrBinding<Bool> = isExpanded.map { .binding($0) } ?? .state(State(wrappedValue: false))
                return DisclosureGroup(label: label, content: content, isExpanded: expanded)
            }
            return withContent(content)
        }
        return open(label)
    }
}
