import Builders
import Glibc
import Inspect
import Observation
import Render

/// The heart of a running app: keeps each custom view's state and body per position in the
/// tree, evaluates a body only when what it read changed (or the view's value changed), and
/// forgets a position, with its state, when its view leaves the tree.
///
/// Dependencies are recorded while a body runs: the `@State` boxes it reads (through
/// ``StateTracker``), the `@Observable` properties it reads (Observation's
/// `withObservationTracking`), the `ObservableObject`s its properties hold, and the environment
/// values its `@Environment` properties read. Writes from any thread are collected in
/// ``Invalidations`` and applied on the graph's thread before the next frame.
final class ViewGraph: BodyResolver, EnvironmentResolver, StateTracker {
    /// The app's root view.
    var root: Any {
        didSet { rootGeneration += 1 }
    }
    /// The environment at the root.
    var environment: EnvironmentValues {
        didSet { rootGeneration += 1 }
    }
    let invalidations = Invalidations()

    var nodes: [StructuralKey: ViewNode] = [:]
    private var nodesByID: [ObjectIdentifier: ViewNode] = [:]
    /// Which nodes' bodies read each state box.
    private var bodyReaders: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// Which nodes' subtrees read each state box while the renderer built them.
    private var renderReaders: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// What a state box read now counts for: the innermost body being evaluated, or subtree
    /// being built by the renderer (``stateDidRead(_:)``), last.
    var readers: [ReadScope] = []
    private(set) var rootGeneration = 0
    private(set) var frame = 0
    /// The last version handed out (``ViewNode/pathVersion``, ``ViewNode/contentVersion``).
    private var lastVersion = 0
    /// The root inspected in the last frame, kept while the root is the same, so that views
    /// reused from earlier frames share its identity.
    private var inspectedRoot: (generation: Int, view: InspectableView)?
    /// Called with what is kept for every view that leaves the tree.
    var onRelease: ((ViewNode) -> Void)?
    /// Goes back from the destination of the NavigationLink at a path (`dismiss()` inside it).
    var onDismissLinkDestination: ((String) -> Void)?
    // MARK: Inspection steps met again
    /// The node found for an inspection step (a view listed again is met through the same step),
    /// with the step's view (kept, so that no other step takes its identity) and the frame it
    /// was last asked for in: a node found so costs no structural key to hash and compare.
    private var stepNodes: [ObjectIdentifier: StepNode] = [:]
    // MARK: Focus
    /// The position of the focused control (``focusMoved(to:)``), for `@Environment(\.isFocused)`.
    var focusedKey: StructuralKey?
    // MARK: Custom modifiers' state
    /// The custom modifier types that keep no state (most), known after one look at a value.
    private var statelessModifiers: Set<ObjectIdentifier> = []

    /// How many bodies were evaluated since the graph was made.
    private(set) var bodyEvaluations = 0
    /// This graph as the current tracker while it evaluates a body or builds a subtree.
    private(set) lazy var currentTracker = CurrentStateTracker(self)

    init(root: Any, environment: EnvironmentValues) {
        self.root = root
        self.environment = environment
    }

    /// The number of custom views in the tree (positions with state kept).
    var nodeCount: Int { nodes.count }

    // MARK: Frames

    /// Starts a frame: applies what changed since the last one (the bodies that read it are
    /// marked), then inspects the root with this graph evaluating bodies as the tree is read.
    /// Call ``endFrame(met:releasing:)`` once the tree has been walked.
    func beginFrame() -> InspectableView {
        applyInvalidations()
        frame += 1
        if let inspectedRoot, inspectedRoot.generation == rootGeneration { return inspectedRoot.view }
        let view = inspect(root, resolver: self)
        inspectedRoot = (rootGeneration, view)
        return view
    }

    /// Ends a frame: the views `met` without being built (their layouts kept, their listings
    /// reused) are in the tree, with those built; the views not met left the tree, and their state
    /// is released. Without `releasing`, views not met are kept (a screen covered by a pushed
    /// destination keeps its state).
    func endFrame(met: [LayoutCache.MetView], releasing: Bool) {
        for view in met {
            guard let node = view.handle as? ViewNode else { continue }
            markSeen(node, alone: !view.withSubtree)
        }
        var gone: [ViewNode] = []
        for (key, node) in nodes where releasing && node.lastSeenFrame != frame {
            nodes[key] = nil
            gone.append(node)
        }
        for node in gone { release(node) }
        // Steps not asked for in this frame are forgotten (a step keeps its
        // view's value, and what the value holds, alive).
        if stepNodes.contains(where: { $0.value.frame != frame }) {
            stepNodes = stepNodes.filter { $0.value.frame == frame }
        }
    }

    /// Inspects the tree as it stands, evaluating only the bodies that need it, without
    /// ending a frame (views not met are not released).
    func inspectTree() -> InspectableView {
        // What changed still needs a frame, though the bodies are brought up to date now.
        if applyInvalidations() { invalidations.requestFrame() }
        return inspect(root, resolver: self)
    }

    /// Marks the bodies that read what changed; returns whether a frame was asked for.
    @discardableResult
    private func applyInvalidations() -> Bool {
        let (locations, invalidated, layouts, pending) = invalidations.drain()
        for location in locations {
            for id in bodyReaders[location] ?? [] { markDirty(nodesByID[id]) }
            for id in renderReaders[location] ?? [] { markRebuilt(nodesByID[id]) }
        }
        for id in invalidated { markDirty(nodesByID[id]) }
        for id in layouts { markRebuilt(nodesByID[id]) }
        return pending
    }

    private func markDirty(_ node: ViewNode?) {
        guard let node else { return }
        node.isDirty = true
        touch(node)
    }

    private func markRebuilt(_ node: ViewNode?) {
        guard let node else { return }
        node.renderGeneration += 1
        touch(node)
    }

    /// Gives `node` and the views containing it a new content version: their layouts are built again.
    func touch(_ node: ViewNode?) {
        lastVersion += 1
        var current = node
        while let next = current {
            next.contentVersion = lastVersion
            current = next.parent
        }
    }

    /// Gives `node` a new path version when its parent's path or body changed since it was last
    /// computed (or, at the top, the root changed).
    func updatePath(of node: ViewNode, parent: ViewNode?) {
        // Asked for every view, every frame: compared without making anything.
        let source = parent.map { ViewNode.PathSource.parent(path: $0.pathVersion, children: $0.childGeneration) }
            ?? .root(generation: rootGeneration)
        guard node.pathSource != source else { return }
        lastVersion += 1
        node.pathVersion = lastVersion
        node.pathSource = source
    }

    /// Makes `node` a child of `parent` (the custom view containing it).
    private func attach(_ node: ViewNode, to parent: ViewNode?) {
        guard node.parent !== parent else { return }
        let id = ObjectIdentifier(node)
        node.parent?.children[id] = nil
        node.parent = parent
        parent?.children[id] = node
    }

    /// The node at `view`'s position, if the position has one, and whether the view is inside
    /// another custom view (found by the view's step when met through it before).
    func node(at view: InspectableView) -> (node: ViewNode, hasParent: Bool)? {
        let step = view.stepIdentity
        if let known = stepNodes[step], nodesByID[ObjectIdentifier(known.node)] === known.node {
            known.frame = frame
            return (known.node, known.hasParent)
        }
        let (key, parentKey) = view.structuralKeys
        guard let node = nodes[key] else { return nil }
        stepNodes[step] = StepNode(view: view, node: node, hasParent: parentKey != nil, frame: frame)
        return (node, parentKey != nil)
    }

    /// Marks `node` and the views below it as met in this frame (their layout was reused);
    /// `alone`: only `node` (the views below it are met as they are built).
    func markSeen(_ node: ViewNode, alone: Bool = false) {
        guard !alone else {
            node.lastSeenFrame = frame
            // The modifiers' state is met with the views they were listed with.
            for child in node.children.values where child.isModifier { child.lastSeenFrame = frame }
            return
        }
        var stack = [node]
        while let next = stack.popLast() {
            next.lastSeenFrame = frame
            stack.append(contentsOf: next.children.values)
        }
    }

    private func release(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        nodesByID[id] = nil
        node.parent?.children[id] = nil
        node.parent = nil
        forgetReads(of: node)
        forgetRenderReads(of: node)
        onRelease?(node)
        node.subscriptions.removeAll()
        node.storage.removeAll()
    }

    // MARK: Bodies

    /// Points a custom modifier's `@State` boxes at the storage its position
    /// keeps (made the first time, released when the modified view leaves the tree, as a custom
    /// view's). Its body runs as its view is listed, so what it reads counts for the custom view
    /// listing it (``stateDidRead(_:)``), which a change lists again.
    func keepState(ofModifier modifier: InspectableView) {
        let value = modifier.erasedValue
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !statelessModifiers.contains(type) else { return }
        guard Mirror(reflecting: value).children.contains(where: { $0.value is any _PositionalStorage }) else {
            statelessModifiers.insert(type)
            return
        }
        let (key, parentKey) = modifier.structuralKeys
        let node = nodes[key] ?? makeNode(key: key, value: value)
        node.isModifier = true
        attach(node, to: parentKey.flatMap { nodes[$0] })
        node.lastSeenFrame = frame
        node.value = value
        adoptStorage(of: value, into: node)
    }

    func body(ofCustomView view: InspectableView) -> Any? {
        let (key, parentKey) = view.structuralKeys
        let value = view.erasedValue
        let parent = parentKey.flatMap { nodes[$0] }
        let parentGeneration = parent?.childGeneration ?? rootGeneration
        let node = nodes[key] ?? makeNode(key: key, value: value)
        attach(node, to: parent)
        updatePath(of: node, parent: parent)
        node.lastSeenFrame = frame
        guard node.isEvaluated else {
            return evaluate(node, value: value, view: view, parentGeneration: parentGeneration)
        }
        if !node.isDirty, !environmentChanged(node, view: view) {
            if node.parentGeneration == parentGeneration { return node.body }
            if ViewComparison.isSame(node.value, value) {
                adoptStorage(of: value, into: node)
                node.value = value
                node.parentGeneration = parentGeneration
                return node.body
            }
        }
        return evaluate(node, value: value, view: view, parentGeneration: parentGeneration)
    }

    /// A new position in the tree, with nothing evaluated yet.
    func makeNode(key: StructuralKey, value: Any) -> ViewNode {
        let node = ViewNode(key: key, value: value)
        nodes[key] = node
        nodesByID[ObjectIdentifier(node)] = node
        return node
    }

    private func evaluate(_ node: ViewNode, value: Any, view: InspectableView, parentGeneration: Int) -> Any? {
        touch(node)
        node.value = value
        adoptStorage(of: value, into: node)
        prepareEnvironment(of: value, node: node, view: view)
        subscribe(node, to: value)
        forgetReads(of: node)
        readers.append(ReadScope(node: node, isBody: true))
        let id = ObjectIdentifier(node)
        let invalidations = invalidations
        // Boxes that ask for the current tracker report their reads to this graph.
        let body = CurrentStateTracker.$current.withValue(currentTracker) {
            withObservationTracking {
                ViewBody.of(value)
            } onChange: {
                invalidations.invalidate(id)
            }
        }
        readers.removeLast()
        bodyEvaluations += 1
        node.body = body
        node.bodyGeneration += 1
        node.isDirty = false
        node.parentGeneration = parentGeneration
        return body
    }

    /// Points the view value's `@State`/`@StateObject` boxes at the position's storage.
    private func adoptStorage(of value: Any, into node: ViewNode) {
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? any _PositionalStorage else { continue }
            let label = child.label ?? ""
            node.storage[label] = property._adoptStorage(node.storage[label], tracker: self)
        }
    }

    /// Hands the view's `@Environment` properties the environment it is in.
    private func prepareEnvironment(of value: Any, node: ViewNode, view: InspectableView) {
        let readersOfEnvironment = Mirror(reflecting: value).children.compactMap { $0.value as? any _EnvironmentReading }
        node.environmentReaders = readersOfEnvironment
        guard !readersOfEnvironment.isEmpty else {
            node.environment = nil
            return
        }
        let values = environment(of: view)
        node.environment = values
        for reader in readersOfEnvironment { reader._setEnvironment(values) }
    }

    /// Follows the objects the view's properties hold.
    private func subscribe(_ node: ViewNode, to value: Any) {
        node.subscriptions.removeAll()
        let id = ObjectIdentifier(node)
        let invalidations = invalidations
        for child in Mirror(reflecting: value).children {
            guard let source = child.value as? any _ObjectWillChangeSource, let publisher = source._objectWillChange else { continue }
            node.subscriptions.append(publisher.observe { invalidations.invalidate(id) })
        }
    }

    private func environmentChanged(_ node: ViewNode, view: InspectableView) -> Bool {
        guard let old = node.environment, !node.environmentReaders.isEmpty else { return false }
        let new = environment(of: view)
        return node.environmentReaders.contains { $0._readsChange(from: old, to: new) }
    }

    /// The environment `view` is in: the root's, with the modifiers above it applied, whether it
    /// is focused, and what dismisses it (the presentation it is in, or the destination pushed).
    func environment(of view: InspectableView) -> EnvironmentValues {
        var values = view.environment(from: environment)
        values.isFocused = isInFocusedControl(view.structuralKeys.own)  // for `@Environment(\.isFocused)`
        if let place = view.presentationPlace {
            values.isPresented = true
            switch place.kind {
            case .presentation:
                values.dismiss = DismissAction(identity: AnyHashable(place.path)) { place.dismiss() }
            case .linkDestination:
                let goBack = onDismissLinkDestination
                values.dismiss = DismissAction(identity: AnyHashable("link " + place.path)) {
                    place.dismiss()
                    goBack?(place.path)
                }
            }
        }
        return values
    }

    // MARK: State tracking

    func stateDidRead(_ location: AnyObject) {
        guard let scope = readers.last, scope.countsHere else { return }
        let id = ObjectIdentifier(location), node = scope.node
        if scope.isBody {
            node.reads.insert(id)
            bodyReaders[id, default: []].insert(ObjectIdentifier(node))
        } else {
            // Read by the renderer (a control reading its binding): the subtree is built again when it changes.
            node.renderReads.insert(id)
            renderReaders[id, default: []].insert(ObjectIdentifier(node))
        }
    }

    func stateDidChange(_ location: AnyObject) {
        invalidations.locationChanged(ObjectIdentifier(location))
    }

    /// Forgets what the renderer read while building `node`'s subtree (it is built again).
    func forgetRenderReads(of node: ViewNode) {
        let id = ObjectIdentifier(node)
        for location in node.renderReads {
            renderReaders[location]?.remove(id)
            if renderReaders[location]?.isEmpty == true { renderReaders[location] = nil }
        }
        node.renderReads.removeAll()
    }

    private func forgetReads(of node: ViewNode) {
        let id = ObjectIdentifier(node)
        for location in node.reads {
            bodyReaders[location]?.remove(id)
            if bodyReaders[location]?.isEmpty == true { bodyReaders[location] = nil }
        }
        node.reads.removeAll()
    }
}

/// Evaluates the body of a view known only as `Any`.
enum ViewBody {
    static func of(_ value: Any) -> Any? {
        guard let view = value as? any View else { return nil }
        return body(of: view)
    }

    private static func body<V: View>(of view: V) -> Any? {
        V.Body.self == Never.self ? nil : onMainActor(view) { $0.body }
    }
}

/// Whether a view's new value is the same as its old one, so its body need not run again:
/// `Equatable` views compare with `==`; others field by field, where state and environment
/// properties count as the same (they are kept per position) and a field that cannot be
/// compared (a closure, a binding) counts as changed, as in SwiftUI.
enum ViewComparison {
    static func isSame(_ old: Any, _ new: Any) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if old is any Equatable { return ValueComparison.isSame(old, new) }
        return fieldsSame(old, new, depth: 0)
    }

    private static func fieldsSame(_ old: Any, _ new: Any, depth: Int) -> Bool {
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return false }
        for (a, b) in zip(oldFields, newFields) {
            if a.value is any _PositionalStorage || a.value is any _EnvironmentReading { continue }
            if ValueComparison.isSame(a.value, b.value) { continue }
            // A struct of comparable fields (not a closure, class or enum with payload) is compared inside, to a bound.
            let mirror = Mirror(reflecting: a.value)
            guard depth < 4, mirror.displayStyle == .struct || mirror.displayStyle == .tuple,
                  type(of: a.value) == type(of: b.value),
                  fieldsSame(a.value, b.value, depth: depth + 1)
            else { return false }
        }
        return true
    }
}

/// The node found for an inspection step, with the step's view (kept, so that
/// no other step takes its identity) and the frame it was last asked for in.
final class StepNode {
    let view: InspectableView
    let node: ViewNode
    let hasParent: Bool
    var frame: Int

    init(view: InspectableView, node: ViewNode, hasParent: Bool, frame: Int) {
        self.view = view
        self.node = node
        self.hasParent = hasParent
        self.frame = frame
    }
}
