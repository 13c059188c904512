import Builders

/// A cursor on one view of a tree: navigate to its children, read its values,
/// search below it, and act on it.
///
/// Get one with `try view.inspect()`. The children are the views SwiftUI's
/// view list sees: a block's views one by one, with `ModifiedContent` and `IDView`
/// looked through (their modifiers and ids stay with the view inside them),
/// the live branch of an `if`, and the body of a custom view or modifier.
public class InspectableView {
    /// The view's value, with its modifiers and id peeled off.
    let value: Any
    /// What kind of view it is.
    public let kind: ViewKind
    /// The modifiers applied to the view, innermost (first applied) first.
    let modifierValues: [Any]
    /// The ids given by `id(_:)`, innermost first.
    let ids: [AnyHashable]
    /// The tag a ForEach gives its element.
    let implicitTag: AnyHashable?
    let pathNode: PathNode
    let context: InspectionContext
    /// Whether a navigation step already named this view by its kind or type, so that the next
    /// step goes below it. A view found by a search, a subscript or a supplementary step
    /// (`labelView()`) is not yet named: `text()` on a found Text is that Text.
    let isEntered: Bool
    /// Whether ``parent()`` gave this view: its next navigation step names the view itself (as
    /// `parent().hStack()` does, replacing the step that reached it), never one of its children.
    let isParent: Bool
    /// Whether a supplementary step (`labelView()`, `overlay()`) gave this view, the one view its
    /// step holds, not yet named by a step of its own: its path ends at the step
    /// (`button().labelView()`), as ViewInspector's does, and the next step names the view
    /// (`labelView().text()`).
    let standsAtStep: Bool
    /// Whether this is the root `inspect()` gave, which no step has named (``pathToRoot``).
    let isUnnamedRoot: Bool

    init(seed: Seed, index: Int?, parent: PathNode?, context: InspectionContext) {
        value = seed.value
        kind = seed.kind
        modifierValues = seed.outerModifiers.reversed()
        ids = seed.outerIDs.reversed()
        implicitTag = seed.implicitTag
        pathNode = PathNode(
            parent: parent, kind: seed.kind, index: index, type: type(of: seed.value),
            standInName: seed.kind == .custom ? (seed.value as? any NamedStandIn)?.standInName : nil, modifiers: modifierValues,
            trail: seed.trail, presenter: PresentationPlace.presents(seed.kind) ? seed.value : nil)
        pathNode.blockModifierCount = seed.blockModifierCount
        self.context = context
        isEntered = false
        isParent = false
        standsAtStep = false
        isUnnamedRoot = false
    }

    init(
        value: Any, kind: ViewKind, modifierValues: [Any], ids: [AnyHashable], implicitTag: AnyHashable?, pathNode: PathNode,
        context: InspectionContext, isEntered: Bool = false, isParent: Bool = false, standsAtStep: Bool = false,
        isUnnamedRoot: Bool = false
    ) {
        self.value = value
        self.kind = kind
        self.modifierValues = modifierValues
        self.ids = ids
        self.implicitTag = implicitTag
        self.pathNode = pathNode
        self.context = context
        self.isEntered = isEntered
        self.isParent = isParent
        self.standsAtStep = standsAtStep
        self.isUnnamedRoot = isUnnamedRoot
    }

    /// A cursor on the same view as `view`, the same but for the unnamed root's mark (a typed cursor's base).
    init(_ view: InspectableView) {
        value = view.value
        kind = view.kind
        modifierValues = view.modifierValues
        ids = view.ids
        implicitTag = view.implicitTag
        pathNode = view.pathNode
        context = view.context
        isEntered = view.isEntered
        isParent = view.isParent
        standsAtStep = view.standsAtStep
        isUnnamedRoot = false
    }

    /// This view with its place (`pathNode`) or how the last step named it changed, no longer the
    /// unnamed root; a cursor is never changed in place, as a test may hold it.
    func with(pathNode: PathNode? = nil, isEntered: Bool? = nil, isParent: Bool? = nil, standsAtStep: Bool? = nil) -> InspectableView {
        InspectableView(
            value: value, kind: kind, modifierValues: modifierValues, ids: ids, implicitTag: implicitTag,
            pathNode: pathNode ?? self.pathNode, context: context, isEntered: isEntered ?? self.isEntered,
            isParent: isParent ?? self.isParent, standsAtStep: standsAtStep ?? self.standsAtStep)
    }

    /// This root as `inspect()` gives it, no step having named it (``pathToRoot``).
    var unnamed: InspectableView {
        InspectableView(
            value: value, kind: kind, modifierValues: modifierValues, ids: ids, implicitTag: implicitTag, pathNode: pathNode,
            context: context, isUnnamedRoot: true)
    }

    /// This unnamed root as the start of a step its modifiers reach, left out of that step's path.
    var unnamedStepBase: InspectableView {
        let node = pathNode.asUnnamedRoot()
        if let (_, value) = context.rootValues[ObjectIdentifier(pathNode)] { context.rootValues[ObjectIdentifier(node)] = (node, value) }
        return with(pathNode: node)
    }

    /// Inspects another value as a root that shares this inspection's caches (for a renderer
    /// inspecting the views this view holds outside its children: a toolbar's or a presentation's
    /// content, a segment's label, a style's body). In a running app its views are placed by this
    /// view's position and `step` (with `index`, to tell apart the values one view holds), so that
    /// the state of two such views is the state of each, as every other view's is.
    package func inspectSibling(_ value: Any, at step: String, _ index: Int? = nil) -> InspectableView {
        // The mark comes first: held views are not inside this view for prefix tests (`isFocused`).
        guard context.resolver != nil else { return InspectableView.root(of: value, context: context) }
        let keys = structuralKeys
        let root = InspectableView.root(of: value, context: context, trail: [AnyHashable(StructuralMark.held(step, index))] + keys.own.parts)
        root.pathNode.heldBy = kind == .custom ? keys.own : keys.parent
        if !Self.presentationSteps.contains(step) { root.pathNode.drawnOn = presentationRootIdentity }
        return root
    }

    /// The steps of views shown on a screen of their own: a presentation's content, a destination
    /// pushed, a running app's actions menu.
    private static let presentationSteps: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "navigationDestination", "actionsMenu",
    ]

    /// Inspects `value`: one view becomes the root itself; a block of several
    /// (or none) becomes a `tupleView` root whose children they are.
    static func root(of value: Any, strategy: NodeReader.Strategy) -> InspectableView {
        root(of: value, context: InspectionContext(strategy: strategy))
    }

    /// `trail`: where the root is, for a root inspected below another view (``inspectSibling(_:at:_:)``).
    static func root(of value: Any, context: InspectionContext, trail: [AnyHashable]? = nil) -> InspectableView {
        var views: [Seed] = []
        context.flatten(Seed(value: value, trail: trail), into: &views)
        var root = views.count == 1 ? views[0] : Seed(value: value, kind: .tupleView, trail: trail)
        if views.count != 1 { root.kind = .tupleView }
        let view = InspectableView(seed: root, index: nil, parent: nil, context: context)
        context.rootValues[ObjectIdentifier(view.pathNode)] = (view.pathNode, value)
        return view
    }

    /// A custom modifier as the root of an inspection: a custom view whose body is the modifier's.
    static func root(ofModifier modifier: Any) -> InspectableView {
        let context = InspectionContext(strategy: .ownTypes)
        let view = InspectableView(seed: Seed(value: modifier, kind: .custom), index: nil, parent: nil, context: context)
        context.rootValues[ObjectIdentifier(view.pathNode)] = (view.pathNode, modifier)
        return view
    }

    /// Where this view is: the calls that reach it from the root, such as
    /// `vStack().group().forEach(0).text(2)`. Calling them on the root's
    /// `inspect()` finds this view again. The root `inspect()` gives, which no step named, is at
    /// `""`, as in ViewInspector; a step from it names the root (`inspect().hStack()`), a search
    /// from it too (`hStack().text(0)`), and a step its modifiers reach starts there (`inspect().alert()`).
    public var pathToRoot: String {
        isUnnamedRoot ? "" : place
    }

    /// Where this view is, for errors and the package's tools: ``pathToRoot``, with the root named.
    package var place: String {
        if standsAtStep, !isEntered, let step = pathNode.parent { return step.path(types: context.types) }
        return pathNode.path(types: context.types)
    }

    /// The name of the view's type without generic arguments, such as `HStack` or `MyView`; a style
    /// configuration's view is named with its configuration, as `ButtonStyleConfiguration.Label`.
    public var typeName: String {
        (kind == .custom ? (value as? any NamedStandIn)?.standInName : nil) ?? context.types.shownName(of: type(of: value))
    }

    /// The full name of the view's type, such as `HStack<TupleView<(Text, Text)>>`.
    public var fullTypeName: String {
        (kind == .custom ? (value as? any NamedStandIn)?.standInName : nil) ?? context.types.fullName(of: type(of: value))
    }

    /// Whether this is the slot of an absent view (an `if` without `else` whose condition was
    /// false), as ViewInspector's `isAbsent`. Its siblings keep their indices; navigating to it throws.
    public var isAbsent: Bool { kind == .absent }

    /// The view itself, with its modifiers and id peeled off, as `Any`.
    public var erasedValue: Any { value }

    /// The view itself, if it is a `V`. A custom view's `@EnvironmentObject` and `@Environment`
    /// properties read the environment it is in (an object `environmentObject(_:)` placed above),
    /// as in its body.
    public func actualView<V>(_ type: V.Type = V.self) throws -> V {
        guard let view = value as? V else {
            let (expected, found) = (String(describing: V.self), fullTypeName)
            // Types of one name (nested in generic types of other arguments) are told apart in full.
            throw expected == found
                ? InspectionError.typeMismatch(expected: String(reflecting: V.self), found: String(reflecting: Swift.type(of: value)), path: place)
                : InspectionError.typeMismatch(expected: expected, found: found, path: place)
        }
        if kind == .custom { try context.prepareEnvironment(of: view, view: self, requiringObjects: false) }
        return view
    }

    /// The view's children: the views in its content, as SwiftUI's view list sees
    /// them. A stack, group, AnyView, picker (its options), ForEach (one per element)
    /// and custom view (its body) have children; a text, image and other leaves have
    /// none. A control's label and other supplementary views are not children: they are
    /// reached by their own steps, such as ``labelView()``.
    public func children() throws -> [InspectableView] {
        var seeds: [Seed] = []
        let parent = contentParentNode
        for (position, var seed) in try context.content(of: self).enumerated() {
            // A running app identifies a ForEach element by its id, any other content by its place.
            // (A block nested among a view's views continues the trail its views have there.)
            if context.resolver != nil { seed.trail = isNestedBlock ? [] : [seed.implicitTag ?? AnyHashable(position)] }
            context.flatten(seed, into: &seeds, parent: parent)
        }
        // As in ViewInspector: a container of several views numbers its children even when it
        // holds one; an AnyView, and a custom view, whose content is one view, hold a single view.
        // (An AnyView of a block of several views numbers them, or their paths could not tell them apart.)
        let single = (kind == .anyView || kind == .custom || kind.descriptor.holdsOneView) && seeds.count == 1
        return seeds.enumerated().map { index, seed in
            InspectableView(seed: seed, index: single ? nil : index, parent: parent, context: context)
        }
    }

    /// Whether this is a block of views nested among a view's views (``tupleView(_:)``), not the root's.
    private var isNestedBlock: Bool { kind == .tupleView && pathNode.parent != nil }

    /// The node the children's paths start from: this view's own, or below it the step its kind's
    /// children are reached through (a dialog's `actions()`).
    var contentParentNode: PathNode {
        guard let step = KindDescriptor.contentSteps[kind], pathNode.stepName != step else { return pathNode }
        return PathNode(parent: pathNode, kind: kind, index: nil, type: pathNode.type, modifiers: [], stepName: step)
    }

    /// This view reached by the step its kind's children are reached through (`actions()`).
    var contentStepView: InspectableView {
        InspectableView(
            value: value, kind: kind, modifierValues: modifierValues, ids: ids, implicitTag: implicitTag,
            pathNode: contentParentNode, context: context, isEntered: true)
    }

    /// The child at `index`, whatever its kind; throws when the view has no child there.
    func child(at index: Int) throws -> InspectableView {
        let children = try children()
        guard children.indices.contains(index) else {
            throw InspectionError.indexOutOfRange(index: index, count: children.count, path: place)
        }
        return children[index]
    }

    /// The child at `index`, whatever its kind, as ViewInspector's subscript: an index the view has
    /// no child at (or a view whose children cannot be read) gives an absent view at that index,
    /// whose steps throw with its path, so `sut[3].isAbsent` reads as the view list does.
    public subscript(index: Int) -> InspectableView {
        if let child = try? child(at: index) { return child }
        let node = PathNode(parent: pathNode, kind: .absent, index: index, type: EmptyView.self, modifiers: [])
        return InspectableView(
            value: Optional<EmptyView>.none as Any, kind: .absent, modifierValues: [], ids: [], implicitTag: nil,
            pathNode: node, context: context)
    }
}

extension View {
    /// Inspects the view: the start of every navigation, read and search.
    ///
    ///     let text = try picker.inspect().hStack().button(1).text().string()
    ///
    /// Isolated to the main actor, as the views' bodies it reads are (and as ViewInspector's
    /// `inspect()` is): a test that inspects is `@MainActor`.
    @preconcurrency @MainActor public func inspect() throws -> InspectableView {
        InspectableView.root(of: self, strategy: .ownTypes).unnamed
    }

    /// Inspects the view reading only labels and type names, as code written against
    /// SwiftUI would, without the answers the package's own types give about themselves;
    /// for tests and comparisons.
    @preconcurrency @MainActor public func inspectWithMirrorOnly() throws -> InspectableView {
        InspectableView.root(of: self, strategy: .labels).unnamed
    }

    /// The view as the root of an inspection, for the package's tools, which walk a tree from the
    /// one thread that owns it (see `onMainActor`).
    package nonisolated func inspectionRoot() -> InspectableView {
        InspectableView.root(of: self, strategy: .ownTypes)
    }
}

/// Inspects any value as a view tree, including SwiftUI-shaped replicas that
/// are not `View`s of this package.
public func inspect(_ value: Any, mirrorOnly: Bool = false) -> InspectableView {
    InspectableView.root(of: value, strategy: mirrorOnly ? .labels : .ownTypes).unnamed
}
