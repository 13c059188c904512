import Foundation
@testable import InspectCLI
import Testing
import Expectations

/// `inspect snapshot DIR`: every preview of the folder's files drawn into references under
/// `DIR/__Snapshots__`, and `--check` against them.
@MainActor @Suite struct SnapshotCommandTests {
    /// A folder of view files: two #Previews (one named), a provider in a subfolder, a file
    /// without previews, and files the command must not read (hidden, in `__Snapshots__`).
    func previewFolder() throws -> URL {
        let folder = try temporaryDirectory()
        let files = [
            "a.swift": """
                import SwiftUI

                struct Greeting: View {
                    var name: String
                    var body: some View { Text("Hello, \\(name)!") }
                }

                #Preview {
                    Greeting(name: "World")
                }

                #Preview("Dark") {
                    Greeting(name: "Night")
                }
                """,
            "b/c.swift": """
                import SwiftUI

                struct Badge: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("[new]")
                            Text("since today")
                        }
                    }
                }

                struct Badge_Previews: PreviewProvider {
                    static var previews: some View {
                        Badge()
                    }
                }
                """,
            "d.swift": "Text(\"Plain\")\n",
            ".hidden/e.swift": "this is not view code (",
            "__Snapshots__/f.swift": "this is not view code either (",
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func contents(_ folder: URL, _ reference: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent("__Snapshots__/\(reference)"), encoding: .utf8)
    }

    @Test func writesEveryPreviewsDrawingAndPrintsWhatItWrote() throws {
        let folder = try previewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dir = folder.path
        let result = run(["snapshot", dir])
        expectEqual(result.error, "")
        #expect(result.output == """
            recorded \(dir)/__Snapshots__/a/preview-1.txt
            recorded \(dir)/__Snapshots__/a/Dark.txt
            recorded \(dir)/__Snapshots__/b/c/Badge_Previews.txt
            recorded \(dir)/__Snapshots__/d/root.txt
            4 drawings: 4 recorded, 0 updated, 0 unchanged

            """)
        expectEqual(contents(folder, "a/preview-1.txt"), "Hello, World!\n")
        expectEqual(contents(folder, "a/Dark.txt"), "Hello, Night!\n")
        expectEqual(contents(folder, "b/c/Badge_Previews.txt"), "[new]\nsince today\n")
        expectEqual(contents(folder, "d/root.txt"), "Plain\n")
        // Nothing else: the hidden folder and the references' folder were not read.
        let written = FileManager.default.enumerator(atPath: folder.appendingPathComponent("__Snapshots__").path)?.allObjects as? [String]
        expectEqual(written?.filter { $0.hasSuffix(".txt") }.sorted(), ["a/Dark.txt", "a/preview-1.txt", "b/c/Badge_Previews.txt", "d/root.txt"])

        expectEqual(run(["snapshot", dir]).output, "4 drawings: 0 recorded, 0 updated, 4 unchanged\n")
        expectEqual(run(["snapshot", dir, "--check"]).output, "4 drawings match their references\n")
    }

    @Test func checkFailsOnADifferenceWithTheRowsThatDifferAndWritesNothing() throws {
        let folder = try previewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dir = folder.path
        _ = run(["snapshot", dir])
        let changed = folder.appendingPathComponent("__Snapshots__/b/c/Badge_Previews.txt")
        try "[new]\nsince yesterday\n".write(to: changed, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("__Snapshots__/d/root.txt"))

        let check = run(["snapshot", dir, "--check"])
        expectEqual(check.code, .failure)
        expectEqual(check.output, "")
        #expect(check.error == """
            inspect snapshot: \(dir)/b/c.swift, Badge_Previews: the drawing differs from \(dir)/__Snapshots__/b/c/Badge_Previews.txt:
            - 2 │since yesterday
            + 2 │since today
            inspect snapshot: \(dir)/d.swift, root: no reference \(dir)/__Snapshots__/d/root.txt
            inspect snapshot: drawings that differ from their references or have none: 2 of 4; run without --check to write them
            """)
        expectEqual(contents(folder, "b/c/Badge_Previews.txt"), "[new]\nsince yesterday\n")
        expectEqual(contents(folder, "d/root.txt"), nil)

        #expect(run(["snapshot", dir]).output == """
            updated \(dir)/__Snapshots__/b/c/Badge_Previews.txt
            recorded \(dir)/__Snapshots__/d/root.txt
            4 drawings: 1 recorded, 1 updated, 2 unchanged

            """)
        expectEqual(contents(folder, "b/c/Badge_Previews.txt"), "[new]\nsince today\n")
    }

    @Test func widthIsTheDrawingsWidth() throws {
        let folder = try previewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = run(["snapshot", folder.path, "--width", "7"])
        // "Hello, World!" does not fit in 7 columns: the text wraps at its space.
        expectEqual(contents(folder, "a/preview-1.txt"), "Hello,\nWorld!\n")
        expectEqual(run(["snapshot", folder.path, "--check"]).code, .failure)
        expectEqual(run(["snapshot", folder.path, "--check", "--width", "7"]).code, .success)
    }

    @Test func aFileThatDoesNotReadFailsTheRunWithTheReadersMessageAndNothingIsWritten() throws {
        let folder = try previewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dir = folder.path
        try "import SwiftUI\n\nText(\"unclosed\"\n".write(to: folder.appendingPathComponent("broken.swift"), atomically: true, encoding: .utf8)
        for arguments in [["snapshot", dir], ["snapshot", dir, "--check"]] {
            let result = run(arguments)
            expectEqual(result.code, .dataError)
            expectEqual(result.output, "")
            // The reader's message: FILE:LINE:COLUMN, the line (empty: the end of the file) and a caret.
            #expect(result.error == "\(dir)/broken.swift:4:1: error: expected ',' or ')' in the arguments, found the end of the file\n\n^")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/a").path))
    }

    @Test func aReferenceThatCannotBeReadIsLeftAsItIsAndFailsTheRun() throws {
        let folder = try previewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dir = folder.path
        let blocked = folder.appendingPathComponent("__Snapshots__/d/root.txt")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE]).write(to: folder.appendingPathComponent("__Snapshots__/a/Dark.txt").creatingFolder())
        let result = run(["snapshot", dir])
        expectEqual(result.code, .noInput)
        #expect(result.error == """
            inspect snapshot: the reference \(dir)/__Snapshots__/a/Dark.txt is not UTF-8 text; it is left as it is
            inspect snapshot: cannot read the reference \(dir)/__Snapshots__/d/root.txt (Is a directory); it is left as it is
            """)
        expectEqual(try Data(contentsOf: folder.appendingPathComponent("__Snapshots__/a/Dark.txt")), Data([0xFF, 0xFE]))
        #expect(contents(folder, "a/preview-1.txt") == nil, "nothing is written when a reference cannot be read")
    }

    @Test func theOperandIsOneFolder() throws {
        let folder = try previewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("d.swift").path
        let usage = Help.usage(of: SnapshotCommand.self)
        #expect(run(["snapshot", file]) == ("", .usage, "inspect snapshot: expected a folder DIR, found the file \(file)\n\(usage)"))
        #expect(run(["snapshot", folder.path, folder.path]) == ("", .usage, "inspect snapshot: expected one folder DIR, found 2 operands\n\(usage)"))
        #expect(run(["snapshot"]) == ("", .usage, "inspect snapshot: expected DIR, found none\n\(usage)"))
        #expect(run(["snapshot", "-"], stdin: "Text(\"x\")") == ("", .usage, "inspect snapshot: the view code must come from the files of a folder DIR, not standard input"))
        #expect(run(["snapshot", folder.path + "/missing"]) == ("", .noInput, "inspect snapshot: \(folder.path)/missing: no such folder"))
        expectEqual(run(["snapshot", folder.path, "--width", "0"]).error, "inspect snapshot: --width takes a number from 1 to 10000, found '0'")
    }

    @Test func oneDrawingIsCountedInTheSingular() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Text(\"Alone\")\n".write(to: folder.appendingPathComponent("only.swift"), atomically: true, encoding: .utf8)
        expectEqual(run(["snapshot", folder.path]).output, "recorded \(folder.path)/__Snapshots__/only/root.txt\n1 drawing: 1 recorded, 0 updated, 0 unchanged\n")
        expectEqual(run(["snapshot", folder.path, "--check"]).output, "1 drawing matches its reference\n")
    }

    @Test func helpNamesTheFolderAndTheOptions() {
        #expect(run(["snapshot", "--help"]).output.hasPrefix("usage: inspect snapshot DIR [--check] [--width N]\n"))
    }
}

extension URL {
    /// The URL, its folder made first.
    fileprivate func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
