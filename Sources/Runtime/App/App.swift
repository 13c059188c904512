import Builders
import Foundation
import Glibc

/// An app, as in SwiftUI: its ``body`` is its scenes; `@main` runs it full-screen in the terminal.
///
///     @main
///     struct CounterApp: App {
///         var body: some Scene {
///             WindowGroup { ContentView() }
///         }
///     }
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes; its first ``WindowGroup`` is what runs.
    @SceneBuilder var body: Body { get }
    /// Makes the app (`@main` calls it).
    init()
}

extension App {
    /// Runs the app in the terminal until the user quits, the terminal restored on every way out;
    /// an error is printed to standard error and ends the process with status 1.
    public static func main() {
        do {
            try runApp(Self())
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Runs `app`'s first window group in the terminal (what `main()` does), for code that makes the app itself.
/// Its scenes are made with the scene phase active; once the user quits, they are made again in
/// the background, and the scene's `onChange(of:)` actions of the values that changed run.
public func runApp<A: App>(_ app: A) throws {
    let scenes = AppScenePhase.scenes(of: app, in: .active)
    guard let runtime = SceneRoot.runtime(of: scenes, depth: 0) else {
        throw AppError.noWindowGroup(String(describing: A.self))
    }
    for watcher in AppScenePhase.watchers(of: scenes) { watcher.appear() }
    try TerminalRunner().run(runtime)
    if !AppScenePhase.watchers(of: scenes).isEmpty {
        AppScenePhase.changes(from: scenes, to: AppScenePhase.scenes(of: app, in: .background))
    }
}

/// Why an app could not run.
public enum AppError: Error, Equatable, CustomStringConvertible {
    /// The app's body has no ``WindowGroup`` to show.
    case noWindowGroup(String)

    /// One line: what went wrong.
    public var description: String {
        switch self {
        case .noWindowGroup(let app): "\(app) has no WindowGroup to show"
        }
    }
}

/// A part of an app's user interface, as in SwiftUI; ``WindowGroup`` is the one the terminal shows.
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// A primitive scene has no body; reading it is a programming error, as in SwiftUI.
    public var body: Never {
        sceneBodyAccessed(Self.self)
    }
}

/// The one place where reading the body of a primitive scene (a programming error, never input)
/// stops the program. Nothing in this package reads it.
func sceneBodyAccessed(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive scene and has no body")
}

/// Builds an app's scenes: one scene, or the first of several.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes: the terminal shows the first.
    public static func buildBlock<First: Scene, Second: Scene>(_ first: First, _ second: Second) -> First {
        first
    }
}

/// The scene that shows a view: in the terminal, full-screen.
public struct WindowGroup<Content: View>: Scene {
    /// The type of the scene's content: none, it is primitive.
    public typealias Body = Never
    /// The view shown.
    public let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title (not shown in a terminal) showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Finds the window group of an app's scenes.
enum SceneRoot {
    static func runtime(of scene: any Scene, depth: Int) -> ViewRuntime? {
        if let group = scene as? any WindowGroupContent { return group.makeRuntime() }
        guard depth < 64 else { return nil }
        if let watcher = scene as? any SceneValueWatcher { return runtime(of: watcher.wrappedScene, depth: depth + 1) }
        return body(of: scene, depth: depth)
    }

    private static func body<S: Scene>(of scene: S, depth: Int) -> ViewRuntime? {
        guard S.Body.self != Never.self else { return nil }
        return runtime(of: scene.body, depth: depth + 1)
    }
}

protocol WindowGroupContent {
    func makeRuntime() -> ViewRuntime
}

extension WindowGroup: WindowGroupContent {
    func makeRuntime() -> ViewRuntime {
        ViewRuntime(content)
    }
}
