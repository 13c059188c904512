/// What the inspector knows of one modifier type (or of a family of types sharing one method),
/// stated once, in the modifier's own file under `Kinds/Modifiers/`: the names it is known by,
/// the SwiftUI method that applies it, and the views it holds.
///
/// ``KnownTypes/modifierMethods`` and ``KnownTypes/modifierSupplementaryPaths`` are built from
/// ``all``, the registry of modifiers; ``ModifierReader/methodName(of:types:)`` reads ``naming``.
struct ModifierDescriptor: Sendable {
    /// How a modifier's method is read when it does not follow from its type's own name alone.
    enum Naming: Sendable {
        /// From the type's generic arguments (or from values its type fixes): read once per type.
        case perType(@Sendable (_ modifier: Any, _ types: TypeCache) -> String)
        /// From the modifier's values (a key path, an action): read for every modifier, never cached.
        case perValue(@Sendable (_ modifier: Any, _ types: TypeCache) -> String)
    }

    /// The names the modifier is known by: its type's own name, or, for a trait a trait-writing
    /// modifier writes, the trait's key.
    let typeNames: [String]
    /// The SwiftUI method that applies it, when its name follows from its type's own name.
    let method: String?
    /// How its method is read otherwise.
    let naming: Naming?
    /// The views it holds, each reached from the modified view by a step of its own name (as
    /// ViewInspector names it) at a label path of the modifier; a modifier is known here by the
    /// start of its type's full name, so that trait keys tell apart the trait-writing modifiers.
    /// A presentation's step reaches the modifier itself (path "").
    let heldViews: [(typePrefix: String, step: String, path: String)]
    /// Whether it presents its views (a sheet, an alert…): it holds them only while presented.
    let isPresentation: Bool
    /// Whether its step alone reaches the one view it holds, as ViewInspector's path names it
    /// (`help()`, a Text), rather than the step followed by the view's own (`labelView().text()`).
    let stepIsHeldView: Bool
    /// Whether a view it holds is left out of its step's numbering when the view holds several by
    /// that step (as ViewInspector numbers overlays: beside others, an overlay that is a stroked
    /// shape is a border, read by `border(_:)`). Nil when none is.
    let setApartAmongSeveral: (@Sendable (_ content: Any, _ types: TypeCache) -> Bool)?

    init(
        typeNames: [String], method: String? = nil, naming: Naming? = nil,
        heldViews: [(typePrefix: String, step: String, path: String)] = [], isPresentation: Bool = false,
        stepIsHeldView: Bool = false, setApartAmongSeveral: (@Sendable (_ content: Any, _ types: TypeCache) -> Bool)? = nil
    ) {
        self.typeNames = typeNames
        self.method = method
        self.naming = naming
        self.heldViews = heldViews
        self.isPresentation = isPresentation
        self.stepIsHeldView = stepIsHeldView
        self.setApartAmongSeveral = setApartAmongSeveral
    }
}
