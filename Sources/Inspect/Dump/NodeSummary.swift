/// What a dump shows of one view: its label and its attributes.
struct NodeSummary {
    /// `Text "First"`, `Image "star"`, `HStack`, `Row`.
    var label: String
    /// The kind, as in the navigation methods: `text`, `hStack`, `custom`.
    var kind: ViewKind
    var typeName: String
    var text: String?
    var imageName: String?
    var tag: ModifierReader.TagValue?
    var id: AnyHashable?
    /// The modifiers other than tags, in application order: `bold`, `padding`.
    var modifiers: [String]

    /// The summary of `view`; `step` names the supplementary view it is (`labelView`), if it is one.
    init(_ view: InspectableView, typeNames: TypeNameStyle, step: String? = nil) {
        kind = view.kind
        typeName = typeNames == .full ? view.fullTypeName : (view.kind == .tupleView ? "TupleView" : view.typeName)
        text = view.kind == .text ? try? view.string() : nil
        imageName = view.kind == .image ? ImageReader.name(ofImage: view.value) : nil
        tag = view.tagValue()
        id = view.ids.last
        // `disabled(false)` is shown with its argument, so that it does not read as disabled.
        // Tags and ids are shown as attributes of their own.
        modifiers = view.modifiers.filter { $0.name != "tag" && $0.name != "id" }.map { modifier in
            modifier.name == "disabled" && !ModifierReader.isDisabling(modifier.value) ? "disabled(false)" : modifier.name
        }
        if let text {
            label = "\(typeName) \(text.debugDescription)"
        } else if let imageName {
            label = "\(typeName) \(imageName.debugDescription)"
        } else {
            label = typeName
        }
        // A supplementary view shows the step that reaches it: `labelView: Text "Go"`.
        if let step {
            label = "\(step): " + label
        }
    }

    /// `tag: 0`, `id: 3`, `.bold .padding`, each present only when it applies.
    var attributes: [String] {
        var attributes: [String] = []
        if let tag { attributes.append("tag: \(String(reflecting: tag.hashable.base))") }
        if let id { attributes.append("id: \(String(reflecting: id.base))") }
        if !modifiers.isEmpty { attributes.append(modifiers.map { "." + $0 }.joined(separator: " ")) }
        return attributes
    }
}
