import Builders

/// An editor of an object's marked (`@MirrorUI`) properties, as MirrorUI's `MirrorView`: one
/// control per property, labelled with its display name, laid out as a `Form`.
///
///     let mirrorView = MirrorView(object: Settings.shared)
///
/// Layout: the properties of the object itself come first in a section without a header, in
/// declaration order; each nested object (``MirrorSection``) is a `Section` headed by its
/// display name, and objects nested deeper follow as sections of their own, headed by the
/// path of display names (`Player › Weapon`), so that sections never nest in a form.
///
/// The properties are found once, when the view is made (``MirrorReflection``); the controls
/// are made on every redraw from the mapper's mappings (``ViewMapper``), and write through
/// each property's box. The body reads every box (``Ref`` is `Observable`), so a running app
/// draws the editor again after any write, from the editor or from code. Drive it from the
/// main actor, as the terminal runtime does.
public struct MirrorView: View {
    /// The properties and sections shown, in order.
    public let items: [MirrorItem]
    private let mapper: ViewMapper

    /// An editor of `object`'s marked properties, with controls from `mapper`.
    public init(object: Any, mapper: ViewMapper = .shared) {
        items = MirrorReflection.items(of: object)
        self.mapper = mapper
    }

    /// The groups shown as sections: a title (nil for the object's own properties) and the
    /// properties, in order.
    public var groups: [(title: String?, properties: [MirrorProperty])] {
        var result: [(title: String?, properties: [MirrorProperty])] = []
        Self.collect(items, title: nil, into: &result)
        return result
    }

    private static func collect(_ items: [MirrorItem], title: String?, into result: inout [(title: String?, properties: [MirrorProperty])]) {
        var own: [MirrorProperty] = []
        var nested: [MirrorSection] = []
        for item in items {
            switch item {
            case .property(let property): own.append(property)
            case .section(let section): nested.append(section)
            }
        }
        if !own.isEmpty || (title == nil && nested.isEmpty) { result.append((title, own)) }
        for section in nested {
            collect(section.items, title: title.map { "\($0) › \(section.displayName)" } ?? section.displayName, into: &result)
        }
    }

    /// A Form with a Section per group, a control per property.
    public var body: AnyView {
        let sections: [AnyView] = groups.map { group in
            let rows = group.properties.map { property in
                // Read the value and the mapping's state, so that a write to either draws the editor again.
                property.ref.observe()
                property.ref.mappingState.observe()
                return mapper.view(for: property)
            }
            let content = ForEach(0..<rows.count) { rows[$0] }
            if let title = group.title {
                return AnyView(Section(header: Text(verbatim: title)) { content })
            }
            return AnyView(Section { content })
        }
        return AnyView(Form {
            ForEach(0..<sections.count) { sections[$0] }
        })
    }
}
