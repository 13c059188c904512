/// One step from the root to a view, shared by all views below it, so that a
/// view's path costs one small allocation however deep it is. The step's text
/// (`text(2)`) is rendered only when a path is asked for.
final class PathNode {
    let parent: PathNode?
    let kind: ViewKind
    let index: Int?
    /// The view's type, for `view(Type.self)` steps.
    let type: Any.Type
    /// The name a stand-in view shows instead of its type's.
    let standInName: String?
    /// The modifiers of the view this step reaches, for environment-like
    /// attributes that ancestors pass down (such as `disabled`).
    let modifiers: [Any]
    /// The name of the step when it is not the view's kind: a supplementary view such as
    /// `labelView` or `header`, which is reached by its name whatever its kind.
    let stepName: String?
    /// The view's structural position within its parent's content (a running app's inspections only).
    let trail: [AnyHashable]?
    /// The value of a view that presents the views below it (a sheet, a pushed destination, a
    /// navigation link), so that a view below finds what dismisses it (``InspectableView/presentationPlace``).
    let presenter: Any?
    /// The modifier holding the view this step reaches (an overlay's, a safe-area inset's), whose
    /// values the view's verbs read (``InspectableView/holdingModifier(reachedBy:)``).
    let holder: Any?
    /// The view's structural keys, once computed (every field above is constant).
    var structuralKeys: (own: StructuralKey, parent: StructuralKey?)?
    /// For the root of views another view holds outside its children (a presentation's content, a
    /// toolbar's), in a running app: the position of the custom view containing the holder, so that
    /// a custom view inside is that view's child, and a change inside lays the holder out again.
    var heldBy: StructuralKey?
    /// For the root of views another view holds outside its children and that are drawn with it
    /// (a toolbar's, a bar item, a search field): the root of the screen or presentation the
    /// holder is drawn on (``InspectableView/presentationRootIdentity``).
    var drawnOn: ObjectIdentifier?
    /// The index a navigation step was given for a view its parent holds alone (`text(0)` on a
    /// custom view's body), shown in the path as it was written; the view's identity keeps none.
    private(set) var writtenIndex: Int?
    /// How many of `modifiers` (the last, outermost) a block of several views shares (``Seed``).
    var blockModifierCount = 0

    init(
        parent: PathNode?, kind: ViewKind, index: Int?, type: Any.Type, standInName: String? = nil, modifiers: [Any],
        stepName: String? = nil, trail: [AnyHashable]? = nil, presenter: Any? = nil, holder: Any? = nil
    ) {
        self.holder = holder
        self.trail = trail
        self.presenter = presenter
        self.standInName = standInName
        self.stepName = stepName
        self.parent = parent
        self.kind = kind
        self.index = index
        self.type = type
        self.modifiers = modifiers
    }

    /// Whether this is the root of an inspection that no step named, left out of the paths below it:
    /// a step taken from `inspect()` directly (`inspect().alert()`) starts its path, as in ViewInspector.
    private(set) var isUnnamedRoot = false

    /// This step, showing `index` as the index it was reached by.
    func writing(index: Int) -> PathNode {
        let copy = copied()
        copy.writtenIndex = index
        return copy
    }

    /// This root, left out of the paths below it.
    func asUnnamedRoot() -> PathNode {
        let copy = copied()
        copy.isUnnamedRoot = true
        return copy
    }

    /// A node equal to this one.
    private func copied() -> PathNode {
        let copy = PathNode(
            parent: parent, kind: kind, index: index, type: type, standInName: standInName, modifiers: modifiers,
            stepName: stepName, trail: trail, presenter: presenter, holder: holder)
        copy.structuralKeys = structuralKeys
        copy.heldBy = heldBy
        copy.drawnOn = drawnOn
        copy.writtenIndex = writtenIndex
        copy.blockModifierCount = blockModifierCount
        copy.isUnnamedRoot = isUnnamedRoot
        return copy
    }

    /// The method call that reaches the view: `text(2)`, `vStack()`, `view(Row.self, 1)`.
    func step(types: TypeCache) -> String {
        let index = self.index ?? writtenIndex
        if let stepName {
            // A step name that holds its arguments (`modifier(Card.self, 1)`) is the whole step.
            if stepName.hasSuffix(")") { return stepName }
            return index.map { "\(stepName)(\($0))" } ?? "\(stepName)()"
        }
        switch kind {
        case .custom, .unknown:
            let name = standInName ?? types.pathName(of: type)
            return index.map { "view(\(name).self, \($0))" } ?? "view(\(name).self)"
        default:
            let name = KindDescriptor.stepNames[kind] ?? kind.rawValue
            return index.map { "\(name)(\($0))" } ?? "\(name)()"
        }
    }

    /// The steps from the root, joined with dots.
    func path(types: TypeCache) -> String {
        var steps: [String] = []
        var node: PathNode? = self
        while let current = node {
            if current.isUnnamedRoot, current !== self { break }
            // A step that kind steps go through (a link's destination) is written only where the path ends.
            if current === self || !(current.stepName.map(KindDescriptor.unwrittenSteps.contains) ?? false) {
                steps.append(current.step(types: types))
            }
            node = current.parent
        }
        return steps.reversed().joined(separator: ".")
    }
}
