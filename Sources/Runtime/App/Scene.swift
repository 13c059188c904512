import Builders

/// A part of an app's user interface, as in SwiftUI; the first ``WindowGroup`` is the one the
/// terminal shows.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// A primitive scene has no body; reading it is a programming error, as in SwiftUI.
    public nonisolated var body: Never {
        sceneBodyAccessed(Self.self)
    }
}

/// The one place where reading the body of a primitive scene (a programming error, never input)
/// stops the program. Nothing in this package reads it.
func sceneBodyAccessed(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive scene and has no body")
}

/// A scene that holds others (several scenes, a modified scene): where the search for the window
/// to show looks next.
protocol SceneContainer {
    /// The scenes it holds, in order.
    var containedScenes: [any Scene] { get }
}

/// Finds the window group of an app's scenes: the first, depth first, through scene containers
/// and custom scenes' bodies, to a bounded depth.
enum SceneRoot {
    static func runtime(of scene: any Scene, clock: MainLoop.Clock = .system, depth: Int) -> ViewRuntime? {
        if let group = scene as? any WindowGroupContent { return group.makeRuntime(clock: clock) }
        guard depth < 64 else { return nil }
        if let container = scene as? any SceneContainer {
            for inner in container.containedScenes {
                if let runtime = runtime(of: inner, clock: clock, depth: depth + 1) { return runtime }
            }
            return nil
        }
        return body(of: scene, clock: clock, depth: depth)
    }

    private static func body<S: Scene>(of scene: S, clock: MainLoop.Clock, depth: Int) -> ViewRuntime? {
        guard S.Body.self != Never.self else { return nil }
        return runtime(of: onMainActor(scene) { $0.body }, clock: clock, depth: depth + 1)
    }
}
