import Foundation
@testable import InspectCLI
import Testing
import Expectations

/// `--preview`, `--root` and several FILEs, on files written to a temporary directory.
@MainActor @Suite struct ReaderOptionTests {
    static let model = "struct Person {\n    let name: String\n}\n"
    static let view = """
        struct Hello: View {
            let person: Person
            var body: some View { Text("Hi \\(person.name)").tag(1) }
        }
        #Preview("Ada") { Hello(person: Person(name: "Ada")) }
        #Preview("Grace") { Hello(person: Person(name: "Grace")) }
        """

    func withFiles(_ body: (String, String) throws -> Void) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = directory.appendingPathComponent("Model.swift"), view = directory.appendingPathComponent("Hello.swift")
        try Self.model.write(to: model, atomically: true, encoding: .utf8)
        try Self.view.write(to: view, atomically: true, encoding: .utf8)
        try body(model.path, view.path)
    }

    @Test func severalFilesAreReadTogetherAndPreviewsPickedByNameOrIndex() throws {
        try withFiles { model, view in
            expectEqual(run(["tags", model, view]).output, "#  text    tag  type\n0  Hi Ada  1    Int\n")
            expectEqual(run(["tags", model, view, "--preview", "Grace"]).output, "#  text      tag  type\n0  Hi Grace  1    Int\n")
            expectEqual(run(["tags", model, view, "--preview", "2"]).output, "#  text      tag  type\n0  Hi Grace  1    Int\n")
            expectEqual(run(["check", model, view]).output, "\(model): ok\n\(view): ok\n")
        }
    }

    @Test func rootOverridesThePreviews() throws {
        try withFiles { model, view in
            let result = run(["dump", model, view, "--root", #"Hello(person: Person(name: "Linus"))"#])
            expectEqual(result.output, "Hello\n└─ Text \"Hi Linus\" tag: 1\n")
        }
    }

    @Test func aFileAloneMissesTheOthersTypes() throws {
        try withFiles { _, view in
            let result = run(["dump", view])
            expectEqual(result.code, .dataError)
            #expect(result.error.hasPrefix("\(view):5:"))
        }
    }

    @Test func previewTakesANameOrANumberFromOne() throws {
        try withFiles { model, view in
            expectEqual(run(["dump", model, view, "--preview", "0"]).error, "inspect dump: --preview takes a name or a number from 1, found '0'")
            expectEqual(run(["dump", model, view, "--preview", "0"]).code, .usage)
        }
    }
}
