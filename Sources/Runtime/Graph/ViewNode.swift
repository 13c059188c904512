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
    /// Counts the evaluations of the body; a child compares it with ``parentGeneration``.
    var bodyGeneration = 0
    /// The body generation of the custom view containing this one when this one's value was last taken.
    var parentGeneration = -1
    /// The last frame in which the view was in the tree.
    var lastSeenFrame = 0
    /// The storage of each `@State` / `@StateObject` property, by label.
    var storage: [String: AnyObject] = [:]
    /// The state boxes the body read.
    var reads: Set<ObjectIdentifier> = []
    /// The environment the body saw, and the properties that read it.
    var environment: EnvironmentValues?
    var environmentReaders: [any _EnvironmentReading] = []
    /// Subscriptions to the objects the view follows.
    var subscriptions: [AnyCancellable] = []
    /// How many times the body was evaluated.
    var evaluations = 0
    /// Whether the view's arrival in the tree was announced (`onAppear`).
    var announced = false

    // Incremental frames: what the renderer's layout cache compares.
    /// The custom view containing this one, and those this one contains.
    weak var parent: ViewNode?
    var children: [ObjectIdentifier: ViewNode] = [:]
    /// Changes when a view above changes: see ``ViewGraph/updatePath(of:parent:)``.
    var pathVersion = 0
    /// What ``pathVersion`` was computed from: the parent's path version and body generation.
    var pathInput: [Int] = []
    /// Changes when this view or one below it changes (a body evaluated, a read value written).
    var contentVersion = 0
    /// The state boxes read while the renderer built this view's subtree (bindings read by controls).
    var renderReads: Set<ObjectIdentifier> = []
    /// Counts the changes to what the renderer read while building this view's subtree: the
    /// views inside it may have new values (a ForEach's content closure runs as it is built).
    var renderGeneration = 0

    // MARK: Custom modifiers' state
    /// Whether this is the position of a custom modifier's state, not of a view.
    var isModifier = false

    /// What the views directly inside this one compare with their ``parentGeneration``.
    var childGeneration: Int { bodyGeneration &+ renderGeneration }

    init(key: StructuralKey, value: Any) {
        self.key = key
        self.value = value
    }
}
