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
public func runApp<A: App>(_ app: A) throws {
    guard let runtime = SceneRoot.runtime(of: app.body, depth: 0) else {
        throw AppError.noWindowGroup(String(describing: A.self))
    }
    try TerminalRunner().run(runtime)
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
