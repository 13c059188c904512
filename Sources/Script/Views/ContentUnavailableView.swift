import Builders

extension ViewEntry {
    /// `ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))`, with
    /// `image:` for a named image, and `ContentUnavailableView { label } description: { … } actions: { … }`.
    static let contentUnavailableView = ViewEntry(
        name: "ContentUnavailableView", labels: ["systemImage", "image", "description", "label", "actions"], unlabelled: 1
    ) { call in
        if let title = try call.title() {
            let icon: Image
            if let symbol = try call.named("systemImage", Convert.string) {
                icon = Image(systemName: symbol)
            } else if let name = try call.named("image", Convert.string) {
                icon = Image(name)
            } else {
                throw call.missing("'systemImage:' or 'image:', as ContentUnavailableView(\"No Items\", systemImage: \"tray\")")
            }
            var description: Text?
            if let argument = call.arguments.named("description") {
                let value = try call.value(argument)
                if case .null = value {} else { description = try Convert.title(value, at: argument.location) }
            }
            return ContentUnavailableView.make(label: Label.make(title: title, icon: icon), description: description, actions: EmptyView())
        }
        guard let labelArgument = call.arguments.named("label") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a title, or a label, as ContentUnavailableView(\"No Items\", systemImage: \"tray\")")
        }
        let description = try call.arguments.named("description").map { try call.content($0) } ?? EmptyView()
        let actions = try call.arguments.named("actions").map { try call.content($0) } ?? EmptyView()
        return TypedBuilders.contentUnavailableView(label: try call.content(labelArgument), description: description, actions: actions)
    }
}

extension TypedBuilders {
    /// A ContentUnavailableView of these parts, with their types.
    static func contentUnavailableView(label: any View, description: any View, actions: any View) -> any View {
        func open<L: View, D: View, A: View>(_ label: L, _ description: D, _ actions: A) -> any View {
            ContentUnavailableView.make(label: label, description: description, actions: actions)
        }
        return open(label, description, actions)
    }
}
