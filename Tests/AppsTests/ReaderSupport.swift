import Foundation
import Inspect
import Runtime
import Script
import SwiftUI
import Terminal
import Testing

// What the apps' reader tests share: an app's folder read by the reader (as `inspect` reads it,
// without compiling), compared with the same app compiled, by its tree and by its screens.

/// The package's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder of `Apps/<app>`.
func appFolder(_ app: String) -> URL {
    packageRoot.appendingPathComponent("Apps/\(app)")
}

/// Where the reader's `Bundle.main` looks for an app's resources in these tests: a folder with
/// none. The compiled app in this process is not installed (the test runner's folder, its
/// `Bundle.main`, holds none of the app's files), so the reader is given no resources either.
/// `OwnAppsTmuxTests` runs each app installed, with its resources beside it, next to `inspect run`
/// on its folder.
let uninstalledBundle = FileManager.default.temporaryDirectory.appendingPathComponent("uninstalled-app-without-resources").path

/// The Swift files of `Apps/<app>`, in name order, as the reader takes them.
func appSources(_ app: String) throws -> [ViewFile.Source] {
    let folder = appFolder(app)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { name in
        ViewFile.Source(name: "Apps/\(app)/\(name)", text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
}

/// `text` with every UUID written as `UUID` (the reader's and the compiled code's differ), and
/// without the module that qualifies the compiled types' names (`Lumen.Appearance.system`).
func normalized(_ text: String, app: String) -> String {
    text.replacing(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/, with: "UUID")
        .replacingOccurrences(of: "\(app).", with: "")
}

/// Expects the tree the reader builds from the app's folder, with `root` (the app's window
/// content, written as the App writes it), to dump as the compiled `compiled` does: custom views
/// by name, texts, tags, ids and modifiers at every depth.
@MainActor func expectReadsLikeCompiled(_ app: String, root: String, compiled: any View, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let read = try ViewFile.build(files: try appSources(app), options: ViewFile.Options(root: root, folder: uninstalledBundle))
    let readTree = try inspect(read).treeDump()
    let compiledTree = try inspect(compiled).treeDump()
    #expect(normalized(readTree, app: app) == normalized(compiledTree, app: app), "\(app)", sourceLocation: sourceLocation)
}

/// Keys that reach every control: focus moves, presses, typing, arrows, +/-.
let readerKeys: [Key] = [
    .enter, .space, .tab, .enter, .space, .character("a"), .right, .left, .tab, .space, .enter,
    .tab, .character("+"), .character("-"), .right, .enter, .tab, .space, .backTab, .enter, .tab, .tab, .enter,
]

/// Expects the app's folder run live by the reader (`inspect run`'s engine), with `root`, and the
/// compiled `compiled` to show the same screen at the start and after each of `keys`, and the
/// live run to meet no error.
@MainActor func expectRunsLikeCompiled(
    _ app: String, root: String, compiled: any View, keys: [Key] = readerKeys, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let reading = try ViewFile.live(files: try appSources(app), options: ViewFile.Options(root: root, folder: uninstalledBundle))
    func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 70, height: 30) }
    let live = open(reading.view)
    let driven = open(compiled)
    #expect(live.text == driven.text, "\(app) at the start:\n\(live.text)\n--- compiled:\n\(driven.text)", sourceLocation: sourceLocation)
    for (index, key) in keys.enumerated() {
        driven.press(key)
        live.press(key)
        guard live.text == driven.text else {
            Issue.record("\(app) after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(driven.text)\n--- errors: \(reading.session.errors)", sourceLocation: sourceLocation)
            return
        }
    }
    #expect(reading.session.errors.isEmpty, "\(reading.session.errors)", sourceLocation: sourceLocation)
}

/// One step of a user of an app: a key, or time passing on the app's clock.
enum AppStep {
    case key(Key)
    case wait(TimeInterval)
}

/// Expects the app's folder run live by the reader from its own `@main` App (as `inspect run
/// FOLDER` runs it) and the compiled app, driven by `compiled`, to show the same screen at the
/// start and after each of `steps`, and the live run to meet no error.
@MainActor func expectAppRunsLikeCompiled(
    _ app: String, compiled: HeadlessDriver, steps: [AppStep], width: Int = 70, height: Int = 30,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let reading = try ViewFile.live(files: try appSources(app), options: ViewFile.Options(folder: uninstalledBundle))
    func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: width, height: height) }
    let live = open(reading.view)
    #expect(live.text == compiled.text, "\(app) at the start:\n\(live.text)\n--- compiled:\n\(compiled.text)", sourceLocation: sourceLocation)
    for (index, step) in steps.enumerated() {
        for driver in [compiled, live] {
            switch step {
            case .key(let key): driver.press(key)
            case .wait(let seconds): driver.advance(by: seconds)
            }
        }
        guard live.text == compiled.text else {
            Issue.record("\(app) after step \(index) (\(step)):\n\(live.text)\n--- compiled:\n\(compiled.text)\n--- errors: \(reading.session.errors)", sourceLocation: sourceLocation)
            return
        }
    }
    #expect(reading.session.errors.isEmpty, "\(reading.session.errors)", sourceLocation: sourceLocation)
}
