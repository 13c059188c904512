import Builders

extension ViewEntry {
    /// `ColorPicker("Tint", selection: $color, supportsOpacity:)`, or with a `label:`.
    static let colorPicker = ViewEntry(name: "ColorPicker", labels: ["selection", "supportsOpacity", "label"], unlabelled: 2) { call in
        guard let color = try call.named("selection", Convert.binding(of: Convert.color)) else {
            throw call.missing("'selection:', as ColorPicker(\"Tint\", selection: .constant(.red))")
        }
        let supportsOpacity = try call.named("supportsOpacity", Convert.bool) ?? true
        let label = try call.titleOrLabel(needing: "a title or a label, as ColorPicker(\"Tint\", selection: .constant(.red))")
        // A `$color` writes through when live.
        let selection = try call.evaluator.liveBinding(call.arguments.named("selection"), as: { if case .color(let color) = $0 { color } else { nil } }, fallback: color, { .color($0) })
        return TypedBuilders.colorPicker(label: label, selection: selection, supportsOpacity: supportsOpacity)
    }
}

extension TypedBuilders {
    static func colorPicker(label: any View, selection: Binding<Color>, supportsOpacity: Bool) -> any View {
        func open<L: View>(_ label: L) -> any View { ColorPicker(selection: selection, supportsOpacity: supportsOpacity, label: { label }) }
        return open(label)
    }
}
