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
/// The properties are found once, when the view is made (``MirrorReflection``). Each group is a
/// custom view of its own (a section), and so is each property's row, whose control is made
/// from the mapper's mappings (``ViewMapper``) and writes through the property's box. Only a
/// row's body reads its box (``Ref`` is `Observable`), so in a running app a write to a
/// property, from the editor or from code, evaluates that row's body again and lays out that
/// row again; the other rows' layouts are reused. Drive it from the main actor, as the terminal
/// runtime does.
public struct MirrorView {
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

    /// A Form with a section per group (each a custom view), a row per property (each a custom
    /// view too); it reads no box.
    public var body: AnyView {
        let groups = groups
        let mapper = mapper
        return AnyView(Form {
            ForEach(0..<groups.count) { index in
                MirrorGroupSection(title: groups[index].title, properties: groups[index].properties, mapper: mapper)
            }
        })
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension MirrorView: View {}
