import Builders

extension ViewEntry {
    /// `Toggle("Wi-Fi", isOn: $on)`, with a `systemImage:` or a `label:`.
    static let toggle = ViewEntry(name: "Toggle", labels: ["isOn", "label", "systemImage"], unlabelled: 2) { call in
        guard let value = try call.named("isOn", Convert.binding(of: Convert.bool)) else {
            throw call.missing("'isOn:', as Toggle(\"Wi-Fi\", isOn: .constant(true))")
        }
        let isOn = try call.evaluator.liveBool(call.arguments.named("isOn")) ?? .constant(value)
        if let title = try call.title(), let symbol = try call.named("systemImage", Convert.string) {
            return TypedBuilders.toggle(isOn: isOn, label: TypedBuilders.label(title: title, icon: Image(systemName: symbol)))
        }
        if let title = try call.title() { return TypedBuilders.toggle(isOn: isOn, label: title) }
        return TypedBuilders.toggle(isOn: isOn, label: try call.content("label"))
    }
}

extension TypedBuilders {
    static func toggle(isOn: Binding<Bool>, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View { Toggle(isOn: isOn, label: { label }) }
        return open(label)
    }
}
