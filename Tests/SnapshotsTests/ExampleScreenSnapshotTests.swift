import Foundation
import Inspect
import Script
import Snapshots
import Testing

/// The package's own screens, read by the view-code reader as `inspect` reads them and snapshot
/// with `assertSnapshot`: the example files of `Examples/`, the compiled examples' sources
/// (`Sources/Examples`), and two of the apps of `Apps/`. Their references are committed in
/// `__Snapshots__/ExampleScreenSnapshotTests`; a snapshot is taken at a fixed time in UTC, so the
/// screens with dates (a date picker) are the same on every machine.
@MainActor @Suite struct ExampleScreenSnapshotTests {
    /// The package's root, found from this file's path.
    nonisolated static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The view files of `Examples/`.
    nonisolated static let exampleFiles = ["card-grid", "classic-picker", "custom-view", "mail-list", "nested", "settings", "settings-form", "settings-live"]

    /// The root of the files at `paths` (from the package's root) read as one module, as `inspect`
    /// reads them; `Bundle.main` finds no resources.
    func read(_ paths: [String]) throws -> InspectableView {
        let sources = try paths.map { path in
            ViewFile.Source(name: path, text: try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8))
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-without-resources").path
        return inspect(try ViewFile.build(files: sources, options: ViewFile.Options(folder: empty)))
    }

    @Test(arguments: exampleFiles)
    func exampleFile(name: String) throws {
        assertSnapshot(of: try read(["Examples/\(name).swift"]), as: .lines(), named: name)
    }

    @Test func settingsPicture() throws {
        assertSnapshot(of: try read(["Examples/settings.swift"]), as: .svg(width: 60))
    }

    @Test func counterExample() throws {
        let counter = try read(["Sources/Examples/Counter/CounterApp.swift"])
        assertSnapshot(of: counter, as: .lines(width: 60))
        assertSnapshot(of: counter, as: .styledLines(width: 60))
        assertSnapshot(of: counter, as: .dump)
    }

    @Test func todoExample() throws {
        assertSnapshot(of: try read(["Sources/Examples/Todo/TodoApp.swift"]), as: .lines(width: 60))
    }

    @Test(arguments: ["Checklist", "QuizNight"])
    func ownApp(name: String) throws {
        let folder = Self.packageRoot.appendingPathComponent("Apps/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        assertSnapshot(of: try read(files.map { "Apps/\(name)/\($0)" }), as: .lines(), named: name)
    }
}
