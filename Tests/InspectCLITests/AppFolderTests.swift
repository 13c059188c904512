import Foundation
@testable import InspectCLI
import Testing
import Expectations

/// A folder given as FILE is an app's sources: its Swift files read as one module, the files of
/// tests, hidden and build folders and the manifest left out.
@MainActor @Suite struct AppFolderTests {
    /// Writes `files` (path → text) under a new folder; returns the folder.
    func folder(_ files: [String: String]) throws -> URL {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let app: [String: String] = [
        "Sources/CounterApp.swift": """
            import SwiftUI

            @main
            struct CounterApp: App {
                var body: some Scene {
                    WindowGroup { CounterView(start: 3) }
                }
            }
            """,
        "Sources/Views/CounterView.swift": """
            import SwiftUI

            struct CounterView: View {
                let start: Int
                var body: some View { Text("Count \\(start)") }
            }
            """,
        // Not the app's: each would fail to read.
        "CounterTests/CounterTests.swift": "import XCTest\nfinal class CounterTests: XCTestCase { func test() { XCTAssert(true) } }",
        "Sources/CounterViewTests.swift": "this is not Swift the reader reads",
        ".build/checkouts/Other.swift": "struct Broken {",
        "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Counter\")",
    ]

    @Test func aFolderIsReadAsOneModuleWithoutItsTestsBuildFoldersAndManifest() throws {
        let root = try folder(Self.app)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["dump", root.path])
        expectEqual(result.error, "")
        expectContains(result.output, "\"Count 3\"")
        expectEqual(try AppFolder.swiftFiles(in: root.path), [root.path + "/Sources/CounterApp.swift", root.path + "/Sources/Views/CounterView.swift"])
    }

    @Test func aFolderWithoutSwiftFilesIsNoInput() throws {
        let root = try folder(["README.md": "# Nothing here", "AppTests/AppTests.swift": "import XCTest"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["render", root.path])
        expectEqual(result.code, .noInput)
        expectEqual(result.output, "")
        expectEqual(result.error, "inspect: \(root.path): no Swift files in the folder (tests, hidden and build folders skipped)")
    }

    @Test func theFolderGivenHoldsTheResourcesBundleMainFinds() throws {
        let root = try folder([
            "Sources/LoaderApp.swift": """
                import SwiftUI

                @main
                struct LoaderApp: App {
                    var body: some Scene {
                        WindowGroup {
                            Text(Bundle.main.url(forResource: "words", withExtension: "txt").flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "none")
                        }
                    }
                }
                """,
            "Resources/words.txt": "alpha",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["dump", root.path])
        expectEqual(result.error, "")
        #expect(result.output.contains("\"alpha\""), "\(result.output)")
        expectEqual(AppFolder.folder(of: [root.path]), root.path)
        expectEqual(AppFolder.folder(of: [root.appendingPathComponent("Sources/LoaderApp.swift").path]), nil)
    }

    @Test func filesGivenByNameAreReadAsGivenBesideAFolder() throws {
        let root = try folder(Self.app)
        defer { try? FileManager.default.removeItem(at: root) }
        let views = root.appendingPathComponent("Sources/Views").path
        let app = root.appendingPathComponent("Sources/CounterApp.swift").path
        let result = run(["tags", app, views])
        expectEqual(result.error, "")
        expectEqual(try AppFolder.expand([app, views, "-"]), [app, views + "/CounterView.swift", "-"])
    }
}
