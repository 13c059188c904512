import Builders

/// An editor of an object's marked (`@MirrorUI`) properties, as MirrorUI's `MirrorView`: one
/// control per property, labelled with its display name, and a section per nested object.
///
///     let mirrorView = MirrorView(object: Settings.shared)
///
/// The properties are found once, when the view is made (``MirrorReflection``); the controls
/// are made on every redraw from the mapper's mappings (``ViewMapper``), and write through
/// each property's box. Drive it from the main actor, as the terminal runtime does.
public struct MirrorView: View {
    /// The properties and sections shown, in order.
    public let items: [MirrorItem]
    private let mapper: ViewMapper

    /// An editor of `object`'s marked properties, with controls from `mapper`.
    public init(object: Any, mapper: ViewMapper = .shared) {
        items = MirrorReflection.items(of: object)
        self.mapper = mapper
    }

    /// A VStack with a row per property and, for each section, its title and rows.
    public var body: AnyView {
        Self.rows(of: items, mapper: mapper)
    }

    private static func rows(of items: [MirrorItem], mapper: ViewMapper) -> AnyView {
        let views: [AnyView] = items.map { item in
            switch item {
            case .property(let property):
                mapper.view(for: property)
            case .section(let section):
                AnyView(VStack(alignment: .leading) {
                    Text(verbatim: section.displayName).bold()
                    rows(of: section.items, mapper: mapper)
                })
            }
        }
        return AnyView(VStack(alignment: .leading) {
            ForEach(0..<views.count) { views[$0] }
        })
    }
}
