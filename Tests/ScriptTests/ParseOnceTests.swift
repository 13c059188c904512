import Foundation
import Script
import ScriptSyntax
import Testing
import Expectations

/// A reading parses each file's text once: a live reading checks the whole program statically
/// and makes its running root from the same parsed module.
@MainActor @Suite struct ParseOnceTests {
    /// A view file with a text no other test parses, so that its parses can be counted.
    static func uniqueFile(_ body: String) -> String {
        "// \(UUID().uuidString)\n" + body
    }

    /// How many times each of `texts` is parsed while `body` runs.
    static func parses(of texts: [String], _ body: () throws -> Void) rethrows -> [Int?] {
        for text in texts { ParseCount.watch(text) }
        defer { for text in texts { ParseCount.unwatch(text) } }
        try body()
        return texts.map { ParseCount.count(of: $0) }
    }

    @Test func aLiveReadingParsesEachFileOnce() throws {
        let model = Self.uniqueFile("""
            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Add \\(count)") { count += 1 } }
            }
            """)
        let preview = Self.uniqueFile("#Preview { Counter() }")
        let counts = try Self.parses(of: [model, preview]) {
            _ = try ViewFile.live(files: [ViewFile.Source(name: "a.swift", text: model), ViewFile.Source(name: "b.swift", text: preview)])
        }
        expectEqual(counts, [1, 1])
    }

    @Test func aLiveReadingStillReportsAnActionsErrorFromTheOneParse() throws {
        let source = Self.uniqueFile("""
            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Add") { cont += 1 } }
            }
            #Preview { Counter() }
            """)
        var message = ""
        let counts = Self.parses(of: [source]) {
            do {
                _ = try ViewFile.live(files: [ViewFile.Source(name: "c.swift", text: source)])
            } catch {
                message = "\(error)"
            }
        }
        expectEqual(counts, [1])
        #expect(message == """
            c.swift:4:43: error: unknown name 'cont' in the action; did you mean 'count'?
                var body: some View { Button("Add") { cont += 1 } }
                                                      ^
            """)
    }

    @Test func aStaticReadingParsesEachFileOnce() throws {
        let source = Self.uniqueFile("Text(\"once\")")
        let counts = try Self.parses(of: [source]) {
            _ = try ViewFile.read(files: [ViewFile.Source(name: "t.swift", text: source)])
        }
        expectEqual(counts, [1])
    }
}
