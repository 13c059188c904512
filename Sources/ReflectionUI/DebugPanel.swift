import Builders
import Foundation
import Observation

/// Whether a ``DebugPanel`` is shown: a box the app and its key toggle share. It is
/// `Observable`, so a running app draws its screen again when it changes; safe from any thread.
public final class DebugPanelState: Observable, @unchecked Sendable {
    private let lock = NSLock()
    private var shown: Bool
    private let registrar = ObservationRegistrar()

    /// A state, hidden unless `isShown`.
    public init(isShown: Bool = false) {
        shown = isShown
    }

    /// Whether the panel is shown.
    public var isShown: Bool {
        get {
            registrar.access(self, keyPath: \.isShown)
            return lock.withLock { shown }
        }
        set {
            registrar.withMutation(of: self, keyPath: \.isShown) { lock.withLock { shown = newValue } }
        }
    }

    /// Shows the panel if hidden, hides it if shown.
    public func toggle() {
        isShown.toggle()
    }
}

/// An app's screen with a live ``MirrorView`` of an object beside it, shown while
/// ``DebugPanelState/isShown``: the app's own views on the left, a divider, the editor on the right.
///
///     run(ContentView().debugPanel(object: Settings.shared, state: panel))
///
/// In the terminal, `runWithDebugPanel` (the EditorRuntime module) toggles it with a key.
public struct DebugPanel<Content: View> {
    /// The app's screen.
    public let content: Content
    /// The object edited.
    public let object: AnyObject
    /// Whether the panel is shown.
    public let state: DebugPanelState
    /// The mappings the panel's editor uses.
    public let mapper: ViewMapper

    /// `content` with an editor of `object` beside it while `state` says so.
    public init(content: Content, object: AnyObject, state: DebugPanelState, mapper: ViewMapper = .shared) {
        self.content = content
        self.object = object
        self.state = state
        self.mapper = mapper
    }

    /// The content, with the editor beside it when shown.
    public var body: AnyView {
        guard state.isShown else { return AnyView(content) }
        return AnyView(HStack(alignment: .top) {
            content
            Divider()
            VStack(alignment: .leading) {
                Text(verbatim: "Debug: \(type(of: object))").bold()
                MirrorView(object: object, mapper: mapper)
            }
        })
    }
}

extension View {
    /// Shows a live editor of `object`'s marked properties beside this view while `state` is shown.
    public nonisolated func debugPanel(object: AnyObject, state: DebugPanelState, mapper: ViewMapper = .shared) -> DebugPanel<Self> {
        DebugPanel(content: self, object: object, state: state, mapper: mapper)
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DebugPanel: View {}
