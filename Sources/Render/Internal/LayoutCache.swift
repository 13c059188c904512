import Inspect

/// Where a custom view's subtree stands, as a running app knows it (incremental frames):
/// two frames that give a custom view the same version lay it out the same, so its layout nodes
/// (and their sizes) built in the first are reused in the second.
package struct SubtreeVersion: Equatable {
    /// The view's position.
    package let key: StructuralKey
    /// Changes when a view above it changes (a body on its path evaluated again, the root replaced).
    package let path: Int
    /// Changes when the view or a view below it changes (a body evaluated, state read while
    /// building it written, a model it read changed).
    package let content: Int
    /// What the app keeps for the position (one object for as long as the position is in the
    /// tree), handed back in ``LayoutCache/takeMet()``.
    package let handle: AnyObject
    /// Changes when the view's own body may give other views (it was evaluated
    /// again, or something its content read while built changed). Not compared by `==`: with the
    /// same path and body, the views the body lists are the same, though views below them changed.
    package let body: Int

    package init(key: StructuralKey, path: Int, content: Int, handle: AnyObject, body: Int = -1) {
        self.key = key
        self.path = path
        self.content = content
        self.handle = handle
        self.body = body
    }

    package static func == (lhs: SubtreeVersion, rhs: SubtreeVersion) -> Bool {
        lhs.path == rhs.path && lhs.content == rhs.content && lhs.handle === rhs.handle
    }
}

/// What the renderer asks a running app about custom views (the `Runtime` module answers) while
/// it lays a frame out: their versions, and a scope in which what is read counts for one of them.
/// What a frame met without asking is recorded instead (``LayoutCache/takeMet()``).
package protocol SubtreeVersions: AnyObject {
    /// The version of `view`'s subtree now, or nil when it has none yet (never built, or changed
    /// in a way that needs it built again).
    func subtreeVersion(of view: InspectableView) -> SubtreeVersion?
    /// Builds `view`'s subtree with `build`, counting the state and models read while building
    /// as read by `view`; returns what was built and the subtree's version after it. With
    /// `keepingReads`, `build` does not list the views of `view`'s body again
    /// (it has them from before): what listing them read stays read, and `view` is in the tree.
    func building<T>(_ view: InspectableView, keepingReads: Bool, _ build: () throws -> T) throws -> (T, SubtreeVersion?)
}

/// The layout of custom views' subtrees kept between the frames of a running app: a view whose
/// version did not change is not inspected, built or sized again, and the lifecycle modifiers
/// met inside it are reported again as they were.
package final class LayoutCache {
    /// A custom view's items as built, with what was reported while building them.
    struct Entry {
        var version: SubtreeVersion
        var root: ObjectIdentifier
        var nodes: [LayoutNode]
        var visits: [Visit]
        /// The views listed while building it (its body's, a stack's…), by the
        /// step of the view listed (kept with them, so that no other step takes its identity).
        var lists: [ObjectIdentifier: Listing] = [:]
    }

    /// A view, and the views listed in it.
    struct Listing {
        let view: InspectableView
        let items: [InspectableView]
        /// The custom views whose bodies listing opened (a Form's rows open custom
        /// views to find their sections), as they were then; nil when one had no version.
        let opened: [(view: InspectableView, version: SubtreeVersion)]?
    }

    typealias Visit = (view: InspectableView, modifiers: [InspectedModifier])

    package let versions: any SubtreeVersions
    /// By the app's object for the position (the entry keeps it, so its identity is not reused).
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The views reported to the visitor in the frame being built, so that an entry keeps its own.
    private var visitLog: [Visit] = []
    /// For each custom view being built, innermost last, the views listed
    /// before that may be listed again without listing them, and those listed now.
    private var listings: [(reusable: [ObjectIdentifier: Listing], listed: [ObjectIdentifier: Listing])] = []

    /// How many custom views were reused, and how many built, since the cache was made.
    package private(set) var hits = 0
    package private(set) var misses = 0
    // MARK: Lazy containers
    /// How many lazy containers were built: a subtree holding one makes its rows while drawing,
    /// after its build, so it is built again every frame rather than kept.
    var lazyContainers = 0
    /// The row height of each lazy container's rows, by its ForEach's position, as last drawn:
    /// a frame scrolled far down need not make the first row to measure it.
    var rowHeights: [StructuralKey: (width: Int?, height: Int)] = [:]

    // MARK: Views met
    /// The custom views met without being built since ``takeMet()`` was last called.
    private var met: [MetView] = []

    /// A custom view a frame met without building it: what the app keeps for its position, and
    /// whether the views below it were met with it (its layout kept whole) or are met as they
    /// are built (a listing of its body reused).
    package struct MetView {
        package let handle: AnyObject
        package let withSubtree: Bool
    }

    package init(versions: any SubtreeVersions) {
        self.versions = versions
    }

    /// Forgets the layout of the view whose position `handle` stands for (it left the tree).
    package func forget(_ handle: AnyObject) {
        entries[ObjectIdentifier(handle)] = nil
    }

    /// Forgets every layout (something the app cannot track changed).
    package func removeAll() {
        entries.removeAll()
    }

    /// The custom views met without being built since the last call (their layouts kept, their
    /// listings reused): a running app marks them as still in the tree once its frame is drawn.
    package func takeMet() -> [MetView] {
        defer { met.removeAll(keepingCapacity: true) }
        return met
    }

    /// Starts a frame.
    func beginFrame() {
        visitLog.removeAll(keepingCapacity: true)
    }

    func log(_ view: InspectableView, _ modifiers: [InspectedModifier]) {
        visitLog.append((view, modifiers))
    }

    /// The items of the custom view `view`: those built for the same version before, or those
    /// `build` makes now.
    func items(
        of view: InspectableView, visitor: ((InspectableView, [InspectedModifier]) -> Void)?, build: () throws -> [LayoutNode]
    ) throws -> [LayoutNode] {
        let current = versions.subtreeVersion(of: view)
        let entry = current.flatMap { entries[ObjectIdentifier($0.handle)] }
        if let version = current, let entry, entry.version == version, entry.root == view.rootIdentity {
            for visit in entry.visits {
                visitor?(visit.view, visit.modifiers)
                visitLog.append(visit)
            }
            met.append(MetView(handle: version.handle, withSubtree: true))
            hits += 1
            return entry.nodes
        }
        let start = visitLog.count
        // The views listed before are listed the same while the view's
        // path and body are the same (only views below them changed).
        let reusable = entry.flatMap { entry in
            current.map { $0.path == entry.version.path && $0.body == entry.version.body && $0.body >= 0 } == true
                && entry.root == view.rootIdentity && !entry.lists.isEmpty ? entry.lists : nil
        }
        listings.append((reusable ?? [:], [:]))
        let lazyBefore = lazyContainers
        let built: ([LayoutNode], SubtreeVersion?)
        do {
            built = try versions.building(view, keepingReads: reusable != nil, build)
        } catch {
            listings.removeLast()
            throw error
        }
        let lists = listings.removeLast().listed
        let (nodes, version) = built
        misses += 1
        if let version, lazyContainers == lazyBefore {
            // What a kept layout paints may be kept too.
            for node in nodes { node.isReusable = true }
            entries[ObjectIdentifier(version.handle)] = Entry(
                version: version, root: view.rootIdentity, nodes: nodes, visits: Array(visitLog[start...]), lists: lists)
        }
        return nodes
    }

    /// The views listed in `view` (as `viewList(keepingWhole:)` lists them): those listed before
    /// for the very same step, when the custom view being built may reuse them.
    func list(of view: InspectableView, keepingWhole: @escaping (InspectableView) -> Bool) throws -> [InspectableView] {
        guard !listings.isEmpty else { return try view.viewList(keepingWhole: keepingWhole) }
        let step = view.stepIdentity
        if let before = listings[listings.count - 1].reusable[step], let opened = before.opened,
           opened.allSatisfy(isUnchanged) {
            for (_, version) in opened { met.append(MetView(handle: version.handle, withSubtree: false)) }
            listings[listings.count - 1].listed[step] = before
            return before.items
        }
        // The custom views opened while listing: the listing is the same while their bodies are.
        var openedViews: [InspectableView] = []
        let items = try view.viewList { item in
            let kept = keepingWhole(item)
            if !kept, item.kind == .custom { openedViews.append(item) }
            return kept
        }
        var opened: [(view: InspectableView, version: SubtreeVersion)]? = []
        for openedView in openedViews {
            guard let version = versions.subtreeVersion(of: openedView) else {
                opened = nil
                break
            }
            opened?.append((openedView, version))
        }
        listings[listings.count - 1].listed[step] = Listing(view: view, items: items, opened: opened)
        return items
    }

    /// Whether the custom view `opened` is where it was, with the same body.
    private func isUnchanged(_ opened: (view: InspectableView, version: SubtreeVersion)) -> Bool {
        let version = opened.version
        guard let now = versions.subtreeVersion(of: opened.view) else { return false }
        return now.handle === version.handle && now.path == version.path && now.body == version.body
    }
}
