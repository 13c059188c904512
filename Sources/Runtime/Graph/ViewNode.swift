import Builders
import Inspect

/// What a running app keeps for one custom view at one position in the tree: its state
/// storage, its last value and body, what its body read, and its subscriptions.
final class ViewNode {
    let key: StructuralKey
    /// The view's value when its body was last evaluated (or found unchanged).
    var value: Any
    /// The body last evaluated.
    var body: Any?
    /// Whether something its body read changed since.
    var isDirty = true
    /// The storage of each `@State` / `@StateObject` property, by label.
    var storage: [String: AnyObject] = [:]
    /// The state boxes the body read.
    var reads: Set<ObjectIdentifier> = []
    /// The environment the body saw, and the properties that read it.
    var environment: EnvironmentValues?
    var environmentReaders: [any _EnvironmentReading] = []
    /// Subscriptions to the objects the view follows.
    var subscriptions: [AnyCancellable] = []
    /// The last frame in which the view was in the tree.
    var lastSeenFrame = 0

    // MARK: Generations: whether a body, or a layout, must be made again
    /// Counts the evaluations of the body; a child compares it with ``parentGeneration``.
    var bodyGeneration = 0
    /// The ``childGeneration`` of the custom view containing this one when this one's value was
    /// last taken (the value is the same while it is).
    var parentGeneration = -1
    /// Counts the changes to what the renderer read while building this view's subtree: the
    /// views inside it may have new values (a ForEach's content closure runs as it is built).
    var renderGeneration = 0

    // MARK: Versions the renderer's layout cache compares (incremental frames)
    /// The custom view containing this one, and those this one contains.
    weak var parent: ViewNode?
    var children: [ObjectIdentifier: ViewNode] = [:]
    /// Changes when a view above changes: see ``ViewGraph/updatePath(of:parent:)``.
    var pathVersion = 0
    /// What ``pathVersion`` was computed from.
    var pathSource = PathSource.none
    /// Changes when this view or one below it changes (a body evaluated, a read value written).
    var contentVersion = 0
    /// The state boxes read while the renderer built this view's subtree (bindings read by controls).
    var renderReads: Set<ObjectIdentifier> = []

    // MARK: Custom modifiers' state
    /// Whether this is the position of a custom modifier's state, not of a view.
    var isModifier = false

    /// Whether the body was evaluated at least once.
    var isEvaluated: Bool { bodyGeneration > 0 }

    /// What the views directly inside this one compare with their ``parentGeneration``.
    var childGeneration: Int { bodyGeneration &+ renderGeneration }

    init(key: StructuralKey, value: Any) {
        self.key = key
        self.value = value
    }

    /// What a path version was computed from: the root's generation (a view at the top), or the
    /// parent's path version and child generation.
    enum PathSource: Equatable {
        case none
        case root(generation: Int)
        case parent(path: Int, children: Int)
    }
}
