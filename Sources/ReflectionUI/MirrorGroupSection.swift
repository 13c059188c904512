import Builders

/// One group of a ``MirrorView`` (the object's own properties, or a nested object's): a
/// `Section`, headed by the group's title when it has one, of one ``MirrorPropertyRow`` per
/// property, in blocks of consecutive rows (``MirrorRowBlock``).
///
/// The section is a custom view of its own and reads no box: a write to a property evaluates
/// that property's row alone again, not the section nor the editor.
struct MirrorGroupSection {
    /// The section's header; nil for the object's own properties.
    let title: String?
    /// The properties, in order.
    let properties: [MirrorProperty]
    /// The mappings the rows' controls are chosen from.
    let mapper: ViewMapper

    /// A Section of the rows.
    var body: AnyView {
        let blocks = MirrorRowBlock.blocks(of: properties, mapper: mapper)
        let rows = ForEach(0..<blocks.count) { blocks[$0] }
        if let title {
            return AnyView(Section(header: Text(verbatim: title)) { rows })
        }
        return AnyView(Section { rows })
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension MirrorGroupSection: View {}
