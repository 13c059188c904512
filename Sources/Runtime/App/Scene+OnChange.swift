import Builders

/// A scene whose action runs when a value changes, as `WindowGroup { … }.onChange(of: scenePhase) { … }`
/// makes: the scene, the value watched, and the action (given the old and the new value).
///
/// An app's scenes are made once, while the app's scene is active; when the app ends (the user
/// quits), they are made again with the scene in the background, and the actions of the values
/// that changed run, so an app that saves its data when it leaves the foreground saves it on quit.
public struct _SceneValueChange<Content: Scene, Value: Equatable> {
    /// A primitive scene.
    public typealias Body = Never
    /// The scene.
    public let content: Content
    /// The value watched.
    public let value: Value
    /// Whether the action also runs when the scene first appears.
    public let initial: Bool
    /// Runs for a change from the old value to the new one.
    public let action: (Value, Value) -> Void
}

extension Scene {
    /// Runs `action` with the new value when `value` changes (deprecated in SwiftUI for the two-value form).
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> _SceneValueChange<Self, V> {
        _SceneValueChange(content: self, value: value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` with the old and the new value when `value` changes (and, when `initial`, as the scene appears).
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> _SceneValueChange<Self, V> {
        _SceneValueChange(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes (and, when `initial`, as the scene appears).
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _SceneValueChange<Self, V> {
        _SceneValueChange(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

/// A scene that wraps another with an action, seen without its types.
package protocol SceneValueWatcher {
    /// The scene wrapped.
    var wrappedScene: any Scene { get }
    /// Runs the action as the scene first appears, if it asks to.
    func appear()
    /// Runs the action if the value watched differs in `later`, the same scene made again.
    func change(to later: any SceneValueWatcher)
}

extension _SceneValueChange: SceneValueWatcher {
    package var wrappedScene: any Scene { content }

    package func appear() {
        if initial { action(value, value) }
    }

    package func change(to later: any SceneValueWatcher) {
        guard let later = later as? Self, later.value != value else { return }
        later.action(value, later.value)
    }
}

/// The scene phase of a running app as its scenes see it: active while it runs, in the
/// background once it ends, handed to the app's `@Environment` properties before its scenes are made.
package enum AppScenePhase {
    /// Makes `app`'s scenes with its environment's scene phase at `phase`.
    package static func scenes<A: App>(of app: A, in phase: ScenePhase) -> A.Body {
        var values = EnvironmentValues()
        values.scenePhase = phase
        for reader in Mirror(reflecting: app).children.compactMap({ $0.value as? any _EnvironmentReading }) {
            reader._setEnvironment(values)
        }
        return onMainActor(app) { $0.body }
    }

    /// The actions of `scene`'s watchers, outermost first, down to the window group.
    package static func watchers(of scene: any Scene) -> [any SceneValueWatcher] {
        var found: [any SceneValueWatcher] = []
        var current: any Scene = scene
        for _ in 0..<64 {
            if let watcher = current as? any SceneValueWatcher {
                found.append(watcher)
                current = watcher.wrappedScene
            } else if let modified = current as? any SceneContainer, modified.containedScenes.count == 1,
                      let inner = modified.containedScenes.first {
                // Through the scene modifiers between them (`defaultSize`, `commands`…).
                current = inner
            } else {
                break
            }
        }
        return found
    }

    /// Runs the actions of the values that changed between `before` and `after`, the same scenes
    /// made twice.
    package static func changes(from before: any Scene, to after: any Scene) {
        for (old, new) in zip(watchers(of: before), watchers(of: after)) {
            old.change(to: new)
        }
    }
}

extension _SceneValueChange: SceneContainer {
    var containedScenes: [any Scene] { [content] }
}

// The scenes' conformances are declared apart from their types, so that the types are not isolated
// to the main actor as `Scene` is: the runtime reads them from code that is not isolated.
extension _SceneValueChange: Scene {}
