import Builders

/// The state one inspection shares between its views: the per-type cache and the
/// reader, whose strategy is chosen once, here.
final class InspectionContext {
    let types: TypeCache
    let reader: NodeReader
    /// Who evaluates custom views' bodies in a running app (which keeps them per view
    /// position); nil to evaluate them here. When set, every view records its structural
    /// position (``Seed/trail``). Held weakly: the resolver (a runtime's view graph) keeps the
    /// views it inspected from frame to frame, so a strong reference would be a cycle.
    weak var resolver: (any BodyResolver)?
    /// The value each root of this inspection was made from, by its path node (kept alive here, so
    /// its identity is not reused), from which ``InspectableView/parent()`` walks down again. Kept
    /// here rather than on every path node, which the walks allocate by the thousand.
    var rootValues: [ObjectIdentifier: (node: PathNode, value: Any)] = [:]

    /// The environment handed to each root that was given one (see ``handedEnvironment(ofRoot:)``), by its path node.
    private var handedEnvironments: [ObjectIdentifier: EnvironmentValues?] = [:]

    /// The environment handed to the root `node` of this inspection, which every view below
    /// starts from: a running app's, for a hosted view a test inspects through its emissary, or
    /// one `EnvironmentInjection` gave. Only for a root without modifiers of its own whose
    /// properties read objects an empty environment lacks: an inspection of a value on its own
    /// starts from an empty environment.
    func handedEnvironment(ofRoot node: PathNode) -> EnvironmentValues? {
        let key = ObjectIdentifier(node)
        if let known = handedEnvironments[key] { return known }
        var handed: EnvironmentValues?
        if node.modifiers.isEmpty, let (_, value) = rootValues[key] {
            let readers = Mirror(reflecting: value).children.compactMap { $0.value as? any _EnvironmentReading }
            if readers.contains(where: { $0._missingObjectType(in: EnvironmentValues()) != nil }) {
                handed = readers.lazy.compactMap(\._handedEnvironment).first
            }
        }
        handedEnvironments[key] = .some(handed)
        return handed
    }

    init(strategy: NodeReader.Strategy) {
        types = TypeCache()
        reader = NodeReader(strategy: strategy, types: types)
    }

    /// The views inside a container, before flattening: a stack's content, a
    /// group's content, a button's label, a custom view's body, a ForEach's
    /// elements (with their implicit tags).
    func content(of view: InspectableView) throws -> [Seed] {
        let value = view.value
        switch view.kind {
        case .forEach:
            guard let forEach = value as? any ForEachElements else {
                throw InspectionError.notSupported(
                    "expanding \(types.fullName(of: type(of: value))): its content closure can be called only on the package's own ForEach",
                    path: view.place)
            }
            return forEach.inspectionElements().map { Seed(value: $0.view, implicitTag: $0.tag) }
        case .custom:
            if let resolver, let body = resolver.body(ofCustomView: view) { return [Seed(value: body)] }
            try prepareEnvironment(of: value, view: view)
            guard let body = CustomBody.body(of: value) else { return [] }
            return [Seed(value: body)]
        case .tupleView:
            return [Seed(value: value)]
        case .actionSheet:
            // An action sheet's buttons (alert buttons, Buttons to the inspector) are its children.
            guard let buttons = MirrorReader.descendant(value, "popup", "buttons") as? [Any] else {
                throw InspectionError.attributeNotFound("popup|buttons", in: types.fullName(of: type(of: value)), path: view.place)
            }
            return buttons.map { Seed(value: $0) }
        case .alert where MirrorReader.descendant(value, "popup") != nil:
            // An alert of the first API holds no views of its own; its title,
            // message and buttons are supplementary views (KindDescriptor.oldAlertPaths).
            return []
        default:
            guard let path = KnownTypes.contentPath(of: view.kind) else { return [] }
            guard let inner = reader.content(of: value, kind: view.kind) else {
                throw InspectionError.attributeNotFound(path, in: types.fullName(of: type(of: value)), path: view.place)
            }
            return [Seed(value: inner)]
        }
    }

    /// Hands a custom view's `@Environment` and `@EnvironmentObject` properties the environment
    /// its ancestors' modifiers write (`.environmentObject(model)` above it), as a running app
    /// does, before its body is read: an `@EnvironmentObject` placed above is found, as in SwiftUI;
    /// one that none placed is an error, where reading the body would stop the program. Unless
    /// `requiringObjects` is false (a view handed to a test, which may read other properties).
    func prepareEnvironment(of value: Any, view: InspectableView, requiringObjects: Bool = true) throws {
        let readers = Mirror(reflecting: value).children.compactMap { $0.value as? any _EnvironmentReading }
        guard !readers.isEmpty else { return }
        let values = view.environmentValues
        for reader in readers {
            if let missing = reader._missingObjectType(in: values) {
                guard requiringObjects else { continue }
                throw InspectionError.missingEnvironmentObject(types.fullName(of: missing), path: view.place)
            }
            reader._setEnvironment(values)
        }
    }

    /// Flattens `seed` into the views it holds: tuples expanded, wrappers
    /// looked through, modifiers and ids kept with the view inside them.
    /// Walks with an explicit stack, so a chain of any depth is safe. `parent` is the step the
    /// views will be reached through (it places a custom modifier's state in a running app).
    func flatten(_ seed: Seed, into views: inout [Seed], parent: PathNode? = nil) {
        var first = seed
        if resolver != nil, first.trail == nil { first.trail = [] }
        var stack = [first]
        while var item = stack.popLast() {
            if let (modifiers, content) = reader.peeledChain(of: item.value) {
                item.outerModifiers.append(contentsOf: modifiers)
                item.value = content
                stack.append(item)
                continue
            }
            switch reader.piece(of: item.value) {
            case .list(let children):
                for index in children.indices.reversed() {
                    var next = item
                    if children.count > 1 { next.blockModifierCount = item.outerModifiers.count }
                    next.value = children[index]
                    next.trail?.append(AnyHashable(index))
                    stack.append(next)
                }
            case .modified(let content, let modifier):
                if CustomBody.isCustomModifierType(type(of: modifier)), let presentation = PopupStandIn.presentation(standingFor: modifier) {
                    // A custom popup presenter is read as the presentation it declares, not through its body.
                    item.standInPositions.insert(item.outerModifiers.count)
                    item.outerModifiers.append(presentation)
                    item.value = content
                } else if let body = body(ofModifier: modifier, content: content, outer: item.outerModifiers, trail: item.trail, parent: parent) {
                    item.value = body
                    item.trail?.append(AnyHashable(StructuralMark.modifierBody))
                    if types.baseName(of: type(of: modifier)) == "_ResolvedEnvironmentalModifier" {
                        // The reader an environmental modifier's body applies, and the custom modifier it
                        // resolves to, are machinery: the environmental modifier stands for them among the
                        // view's modifiers, as in SwiftUI's tree (and ViewInspector's); the resolved
                        // modifier's body still applies.
                        if case .modified(let inner, let resolved) = reader.piece(of: body), CustomBody.isCustomModifierType(type(of: resolved)),
                           let resolvedBody = self.body(ofModifier: resolved, content: inner, outer: item.outerModifiers, trail: item.trail, parent: parent) {
                            item.value = resolvedBody
                            item.trail?.append(AnyHashable(StructuralMark.modifierBody))
                        }
                    } else {
                        item.outerModifiers.append(modifier)
                    }
                } else {
                    item.outerModifiers.append(modifier)
                    item.value = content
                }
                stack.append(item)
            case .wrapper(let child):
                item.trail?.append(AnyHashable(StructuralMark.branch(of: item.value)))
                if let child {
                    item.value = child
                    stack.append(item)
                } else {
                    // An absent view keeps its slot, so that its siblings keep their indices.
                    item.kind = .absent
                    views.append(item)
                }
            case .identified(let content, let id):
                item.trail?.append(id)
                item.outerIDs.append(id)
                // `id(_:)` is a modifier too, in its place among the others, as ViewInspector counts it.
                item.outerModifiers.append(IdentityMarker(id: id))
                item.value = content
                stack.append(item)
            case .view(let kind):
                item.kind = kind
                if resolver == nil, !item.standInPositions.isEmpty { hidePresentationsBesidePresenters(of: &item) }
                views.append(item)
            }
        }
    }

    /// ViewInspector reads a view's presentations through custom popup presenters only, SwiftUI's
    /// own `.sheet` being one it cannot see: on a view with presenters of a kind (a sheet, an
    /// alert…), an inspection reads that kind's presentations as ViewInspector's tests expect, the
    /// presenters' alone, numbered among themselves. A running app shows them all.
    private func hidePresentationsBesidePresenters(of item: inout Seed) {
        let presentationStep = { (modifier: Any) -> String? in
            self.types.heldViews(of: type(of: modifier)).first { KnownTypes.presentationSteps.contains($0.step) }?.step
        }
        let presented = Set(item.standInPositions.compactMap { presentationStep(item.outerModifiers[$0]) })
        let positions = item.standInPositions
        item.outerModifiers = item.outerModifiers.enumerated().compactMap { position, modifier in
            positions.contains(position) || presentationStep(modifier).map(presented.contains) != true ? modifier : nil
        }
        item.standInPositions = []
    }
}

// MARK: Custom modifiers' bodies and state
extension InspectionContext {
    /// The body of `modifier` applied to `content` (nil for a primitive modifier). In a running
    /// app, a custom modifier's state first gets the storage of its position: the position of the
    /// modified view (`trail` below `parent`) with the modifier's type, as a custom view's.
    ///
    /// The modifier's `@Environment` and `@EnvironmentObject` properties get the environment where
    /// it is applied (the views above, then the modifiers `outer` to it, outermost first) before
    /// its body is read; a modifier reading an object no view above placed is not expanded (nil),
    /// as its body cannot be read.
    private func body(ofModifier modifier: Any, content: Any, outer: [Any], trail: [AnyHashable]?, parent: PathNode?) -> Any? {
        // Only a custom modifier has a body to read, and properties to prepare for it.
        guard CustomBody.isCustomModifierType(type(of: modifier)) else { return nil }
        let readers = Mirror(reflecting: modifier).children.compactMap { $0.value as? any _EnvironmentReading }
        if !readers.isEmpty {
            let modifiers = Array(outer.reversed())
            let place = InspectableView(
                value: content, kind: .unknown, modifierValues: modifiers, ids: [], implicitTag: nil,
                pathNode: PathNode(parent: parent, kind: .unknown, index: nil, type: type(of: content), modifiers: modifiers, trail: trail),
                context: self)
            let values = place.environmentValues
            for reader in readers {
                if reader._missingObjectType(in: values) != nil { return nil }
                reader._setEnvironment(values)
            }
        }
        if let resolver, let trail {
            let step = PathNode(
                parent: parent, kind: .custom, index: nil, type: type(of: modifier), modifiers: [],
                trail: trail + [AnyHashable(StructuralMark.modifierBody)])
            resolver.keepState(ofModifier: InspectableView(
                value: modifier, kind: .custom, modifierValues: [], ids: [], implicitTag: nil, pathNode: step, context: self))
        }
        return CustomBody.body(of: modifier, content: content)
    }
}

/// Where an `id(_:)` stands among a view's modifiers: an `IDView` is a view in SwiftUI's types,
/// but ViewInspector counts it as a modifier, and so does ``InspectableView/modifiers``.
struct IdentityMarker {
    let id: AnyHashable
}

/// A value on its way to becoming an ``InspectableView``.
struct Seed {
    var value: Any
    var kind: ViewKind = .unknown
    /// Modifiers met while peeling, outermost first.
    var outerModifiers: [Any] = []
    /// Ids met while peeling, outermost first.
    var outerIDs: [AnyHashable] = []
    /// The tag a ForEach gives its element.
    var implicitTag: AnyHashable?
    /// The view's structural position inside the content it was flattened from (tuple
    /// indices, branches taken, ids), recorded only for a running app's inspections.
    var trail: [AnyHashable]?
    /// The positions in `outerModifiers` of the presentations custom popup presenters stand for.
    var standInPositions: Set<Int> = []
    /// How many of `outerModifiers` (the first, outermost) a block of several views shares: SwiftUI
    /// applies them to each view, and ViewInspector's `content.medium` counts them as the block's.
    var blockModifierCount = 0
}
