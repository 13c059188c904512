import Builders

extension ViewEntry {
    /// `Image("name")`, `Image(systemName:)` and `Image(decorative:)`.
    static let image = ViewEntry(name: "Image", labels: ["systemName", "decorative"], unlabelled: 1) { call in
        if let symbol = try call.named("systemName", Convert.string) { return Image(systemName: symbol) }
        if let name = try call.named("decorative", Convert.string) { return Image(decorative: name) }
        return Image(try call.first(Convert.string, needing: "a name, as Image(systemName: \"star\")"))
    }
}
