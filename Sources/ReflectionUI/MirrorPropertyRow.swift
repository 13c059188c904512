import Builders

/// One property's row of a ``MirrorView``: the control its mapping makes (``ViewMapper``).
///
/// A row is a custom view of its own, and its body is the only one that reads its property's
/// box and the mapping's state (``ViewMappingContext/state``): in a running app, a write to
/// the property — from the editor or from code — evaluates this body again and lays out this
/// row again, while the other rows' layouts are reused.
struct MirrorPropertyRow {
    /// The property shown.
    let property: MirrorProperty
    /// The mappings the control is chosen from.
    let mapper: ViewMapper

    /// The property's control.
    var body: AnyView {
        // Read the value and the mapping's state, so that a write to either draws this row again.
        property.ref.observe()
        property.ref.mappingState.observe()
        return mapper.view(for: property)
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension MirrorPropertyRow: View {}
