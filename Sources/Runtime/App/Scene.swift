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
    /// The view the first window group of `scene` shows, or nil when it has none.
    static func content(of scene: any Scene, depth: Int) -> AnyView? {
        if let group = scene as? any WindowGroupContent { return group.windowContent }
        guard depth < 64 else { return nil }
        if let container = scene as? any SceneContainer {
            for inner in container.containedScenes {
                if let content = content(of: inner, depth: depth + 1) { return content }
            }
            return nil
        }
        return body(of: scene, depth: depth)
    }

    private static func body<S: Scene>(of scene: S, depth: Int) -> AnyView? {
        guard S.Body.self != Never.self else { return nil }
        return content(of: onMainActor(scene) { $0.body }, depth: depth + 1)
    }

    /// A runtime showing `app`'s first window group (``AppRoot``), on a loop telling the time by
    /// `clock`; nil when the app has no window group.
    static func runtime<A: App>(of app: A, clock: MainLoop.Clock = .system) -> ViewRuntime? {
        guard content(of: AppScenePhase.scenes(of: app, in: .active), depth: 0) != nil else { return nil }
        return ViewRuntime(AppRoot(app: app), width: 80, height: 24, environment: EnvironmentValues(), styled: false, clock: clock)
    }
}
