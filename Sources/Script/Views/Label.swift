import Builders

extension ViewEntry {
    /// `Label("Trash", systemImage: "trash")`, `Label("Trash", image: "bin")`,
    /// `Label { title } icon: { icon }`, and `Label(configuration)` in a LabelStyle's makeBody.
    static let label = ViewEntry(name: "Label", labels: ["systemImage", "image", "title", "icon"], unlabelled: 2) { call in
        // `Label(configuration)` in a LabelStyle struct's makeBody (a Label of
        // one argument has no other form).
        if call.arguments.list.count == 1, let argument = call.arguments.unlabelled(0),
           case .swiftValue(let held) = try call.value(argument), let configuration = held as? LabelStyleConfiguration {
            return Label(configuration)
        }
        if let title = try call.title() {
            if let symbol = try call.named("systemImage", Convert.string) {
                return TypedBuilders.label(title: title, icon: Image(systemName: symbol))
            }
            guard let name = try call.named("image", Convert.string) else {
                throw call.missing("'systemImage:' or 'image:', as Label(\"Trash\", systemImage: \"trash\")")
            }
            return TypedBuilders.label(title: title, icon: Image(name))
        }
        guard let titleArgument = call.arguments.named("title") ?? call.arguments.unlabelled(0),
              let iconArgument = call.arguments.named("icon") ?? call.arguments.unlabelled(call.arguments.named("title") == nil ? 1 : 0) else {
            throw call.missing("a title and an icon, as Label(\"Trash\", systemImage: \"trash\")")
        }
        return TypedBuilders.label(title: try call.content(titleArgument), icon: try call.content(iconArgument))
    }
}
