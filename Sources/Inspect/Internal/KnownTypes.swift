/// Every type name the inspector knows, with what the walk makes of it: the one table
/// that the label walk, the package's own answers and the static walk consult.
///
/// The inspector reads a tree by type names and stored-property labels, so a value is
/// known by its type's own name (without module or generic arguments): this package's
/// types, SwiftUI's, and SwiftUI-shaped replicas alike. The tables here are built once from
/// the descriptors of the kinds (``ViewKind/descriptor``) and of the modifiers
/// (``ModifierDescriptor/all``), each in its own file under `Kinds/`; only the wrappers the walk
/// looks through are listed here.
enum KnownTypes {
    /// What the walk does with a value of a known type.
    enum Role: Equatable {
        /// A view of the given kind (a leaf, a stack, a control, a group…).
        case view(ViewKind)
        /// A node the walk looks through to the views inside it.
        case wrapper(Wrapper)
    }

    /// The nodes the walk looks through.
    enum Wrapper: Equatable {
        /// `TupleView` (and a table's `TupleTableColumnContent`): its `value` tuple's elements, in order.
        case tuple
        /// `ModifiedContent`: `content`, with `modifier` kept for the view inside.
        case modified
        /// `Optional`: `some`, or nothing.
        case optional
        /// `_ConditionalContent`: the live case of `storage`.
        case conditional
        /// `_ViewModifier_Content`: the content a custom modifier's body receives, at `content|some|storage|view`.
        case modifierContent
        /// `IDView`: `content`, with `id` kept for the view inside.
        case identified
        /// `SubscriptionView`: `content`, with the subscription view itself kept for the view
        /// inside as its modifier `onReceive`.
        case subscription
        /// `EquatableView`: `content`, as if the wrapper were not there.
        case transparent
    }

    /// The role of a type by its own name, or nil when the name is not known (a
    /// custom view, or a value of a type the inspector cannot read).
    static func role(ofBaseName name: String) -> Role? {
        if let wrapper = wrappers[name] { return .wrapper(wrapper) }
        return viewKinds[name].map(Role.view)
    }

    /// The kind of a view known by its type's own name, such as `HStack`.
    static func kind(ofBaseName name: String) -> ViewKind? {
        viewKinds[name]
    }

    /// The own names of the nested types the descriptors list by their owner's name too (`Label`
    /// of `ButtonStyleConfiguration.Label`): a type of such a name is looked up as `Owner.Name`
    /// first, since the name alone names another view.
    static let nestedNames: Set<String> = Set(
        KindDescriptor.all.flatMap(\.typeNames).filter { $0.contains(".") }.compactMap { $0.split(separator: ".").last.map(String.init) })

    /// The view types, by name: every descriptor's type names.
    private static let viewKinds: [String: ViewKind] = Dictionary(
        KindDescriptor.all.flatMap { descriptor in descriptor.typeNames.map { ($0, descriptor.kind) } },
        uniquingKeysWith: { first, _ in first })

    /// The nodes the walk looks through, by name.
    private static let wrappers: [String: Wrapper] = [
        "TupleView": .tuple, "ModifiedContent": .modified, "Optional": .optional,
        "_ConditionalContent": .conditional, "_ViewModifier_Content": .modifierContent, "IDView": .identified,
        "SubscriptionView": .subscription, "EquatableView": .transparent,
        // A tab, in the newer API of tab views: its content, with its tab item and tag.
        "Tab": .transparent,
        // A container of an app's Layout, looked through as ViewInspector looks through it.
        "Tree": .transparent,
        "TupleTableColumnContent": .tuple,
    ]

    /// The label path of the views inside a container of `kind`, for the label walk.
    static func contentPath(of kind: ViewKind) -> String? {
        kind.descriptor.contentPath
    }

    /// The views a view of `kind` holds beside its children, each reached by a step of its own
    /// name (as ViewInspector names it) at a label path: a control's `labelView()` at `label`.
    static func supplementaryPaths(of kind: ViewKind) -> [(step: String, path: String)] {
        kind.descriptor.supplementaryPaths
    }

    /// A view a modifier holds: the start of the modifier type's full name, the step that reaches
    /// the view, and the view's label path in the modifier.
    typealias HeldView = (typePrefix: String, step: String, path: String)

    /// The views modifiers hold, each reached from the modified view by a step of its own name
    /// (as ViewInspector names it) at a label path of the modifier; a modifier is known by the
    /// start of its type's full name, so that trait keys tell apart the trait-writing modifiers.
    static let modifierSupplementaryPaths: [HeldView] =
        ModifierDescriptor.all.flatMap(\.heldViews)

    /// By step, which of the views modifiers hold are left out of the step's numbering when a view
    /// holds several (``ModifierDescriptor/setApartAmongSeveral``).
    static let setApartAmongSeveral: [String: @Sendable (Any, TypeCache) -> Bool] = Dictionary(
        ModifierDescriptor.all.flatMap { descriptor in
            descriptor.setApartAmongSeveral.map { isSetApart in descriptor.heldViews.map { ($0.step, isSetApart) } } ?? []
        },
        uniquingKeysWith: { first, _ in first })

    /// The steps that reach the one view a modifier holds by themselves (`help()`), on any view; a
    /// kind's own such steps (`messageView()`) are its descriptor's `heldViewSteps`.
    static let heldViewSteps: Set<String> =
        Set(ModifierDescriptor.all.filter(\.stepIsHeldView).flatMap { $0.heldViews.map(\.step) })

    /// The steps of presentations, whose views exist only while presented.
    static let presentationSteps: Set<String> =
        Set(ModifierDescriptor.all.filter(\.isPresentation).flatMap { $0.heldViews.map(\.step) })

    /// The steps of supplementary views, of kinds and of modifiers.
    private static let supplementarySteps: Set<String> =
        Set(KindDescriptor.all.flatMap { $0.supplementaryPaths.map(\.step) } + modifierSupplementaryPaths.map(\.step))

    /// Whether `name` is the step of a supplementary view, of a kind or of a modifier.
    static func isSupplementaryStep(_ name: String) -> Bool {
        supplementarySteps.contains(name)
    }

    /// The modifiers by the names they are known by (their types' own names, or trait keys).
    static let modifiers: [String: ModifierDescriptor] = Dictionary(
        ModifierDescriptor.all.flatMap { descriptor in descriptor.typeNames.map { ($0, descriptor) } },
        uniquingKeysWith: { first, _ in first })

    /// The SwiftUI method that applies a modifier type known by its name alone (or a trait
    /// key). Modifiers whose method depends on their values (tags, overlays, environment
    /// writes) are named by their descriptors' ``ModifierDescriptor/naming``, through
    /// ``ModifierReader/methodName(of:types:)``.
    static let modifierMethods: [String: String] = modifiers.compactMapValues(\.method)
}
