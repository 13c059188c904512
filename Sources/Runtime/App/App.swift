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
@MainActor @preconcurrency
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
    guard let runtime = SceneRoot.runtime(of: app) else {
        throw AppError.noWindowGroup(String(describing: A.self))
    }
    for watcher in AppScenePhase.watchers(of: scenes) { watcher.appear() }
    try TerminalRunner().run(runtime)
    if !AppScenePhase.watchers(of: scenes).isEmpty {
        AppScenePhase.changes(from: scenes, to: AppScenePhase.scenes(of: app, in: .background))
    }
}

/// Why an app could not run.
public enum AppError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The app's body has no ``WindowGroup`` to show.
    case noWindowGroup(String)

    /// One line: what went wrong.
    public var description: String {
        switch self {
        case .noWindowGroup(let app): "\(app) has no WindowGroup to show"
        }
    }

    /// The description: the error is its own `localizedDescription`.
    public var errorDescription: String? { description }
}
