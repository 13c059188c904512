import Builders
import Foundation
import Snapshots
import Testing
import Expectations

/// `verifySnapshot`: the comparison and recording behind `assertSnapshot`, whose outcome a test
/// reads instead of an issue. Each test keeps its references in a folder of its own and gives
/// the environment it means, so that none depends on the process's `SNAPSHOT_TESTING_RECORD`.
@MainActor @Suite struct VerifySnapshotTests {
    /// Text kept as it is, diffed by lines.
    static let text = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { $0 }

    /// A fresh folder for references, removed by the caller.
    func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func verify(_ value: String, named name: String? = "screen", record: SnapshotRecordMode? = nil, environment: [String: String] = [:], in folder: String) -> SnapshotFailure? {
        verifySnapshot(of: value, as: Self.text, named: name, record: record, environment: environment, snapshotDirectory: folder, function: "example()")
    }

    func contents(_ path: String) -> String? {
        try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    }

    @Test func aMissingReferenceIsRecordedAndReportedThenMatches() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/example.screen.txt"
        let failure = verify("one\ntwo\n", in: folder)
        expectEqual(failure, .recorded(reference: reference, mode: .missing))
        expectEqual(failure?.localizedDescription, "no reference was found: recorded the snapshot in \(reference); check it and run the test again")
        expectEqual(contents(reference), "one\ntwo\n")
        expectEqual(verify("one\ntwo\n", in: folder), nil)
    }

    @Test func aSnapshotIsTakenAtAFixedTimeInUTC() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An hour after 2001-01-01 00:00 UTC, the fixed time: drawn an hour from now, at 1:00 AM.
        let hourLater = Date(timeIntervalSinceReferenceDate: 3_600)
        let view = VStack(alignment: .leading) { Text(hourLater, style: .relative); Text(hourLater, style: .time) }
        let failure = verifySnapshot(of: view, as: .lines(width: 20), named: "clock", environment: [:], snapshotDirectory: folder, function: "clock()")
        expectEqual(failure, .recorded(reference: folder + "/clock.clock.txt", mode: .missing))
        expectEqual(contents(folder + "/clock.clock.txt"), "1 hour\n1:00 AM\n")
    }

    @Test func aMismatchIsReportedWithADiffOfLinesAndTheReferenceIsKept() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/example.screen.txt"
        let lines = (1...12).map { "line \($0)" }
        _ = verify(lines.joined(separator: "\n") + "\n", in: folder)
        var changed = lines
        changed[2] = "line three"
        changed.insert("line 9½", at: 9)
        let failure = verify(changed.joined(separator: "\n") + "\n", in: folder)
        // Two groups of changes, two lines of context around each, numbered in each text.
        let difference = """
            @@ -1,5 +1,5 @@
             line 1
             line 2
            -line 3
            +line three
             line 4
             line 5
            @@ -8,4 +8,5 @@
             line 8
             line 9
            +line 9½
             line 10
             line 11
            """
        expectEqual(failure, .mismatch(reference: reference, difference: difference))
        #expect(failure?.localizedDescription == """
            the snapshot differs from the reference \(reference):
            \(difference)
            (re-record it with SNAPSHOT_TESTING_RECORD=all)
            """)
        expectEqual(contents(reference), lines.joined(separator: "\n") + "\n")
    }

    @Test func recordModeAllFromTheEnvironmentWritesAgainAndSaysSo() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/example.screen.txt"
        _ = verify("old\n", in: folder)
        let failure = verify("new\n", environment: ["SNAPSHOT_TESTING_RECORD": "all"], in: folder)
        expectEqual(failure, .recorded(reference: reference, mode: .all))
        expectEqual(failure?.localizedDescription, "recorded the snapshot in \(reference) (record mode all); check it, then run again without SNAPSHOT_TESTING_RECORD=all")
        expectEqual(contents(reference), "new\n")
        // Recording fails even when nothing changed, so that a run that records never passes.
        expectEqual(verify("new\n", environment: ["SNAPSHOT_TESTING_RECORD": "all"], in: folder), .recorded(reference: reference, mode: .all))
        expectEqual(verify("new\n", environment: ["SNAPSHOT_TESTING_RECORD": "missing"], in: folder), nil)
    }

    @Test func recordModeNeverFailsOnAMissingReferenceAndWritesNothing() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/example.screen.txt"
        let failure = verify("text\n", environment: ["SNAPSHOT_TESTING_RECORD": "never"], in: folder)
        expectEqual(failure, .missingReference(reference))
        expectEqual(failure?.localizedDescription, "no reference at \(reference), and record mode never writes one")
        #expect(!FileManager.default.fileExists(atPath: reference))
    }

    @Test func theRecordArgumentOverridesTheEnvironment() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/example.screen.txt"
        expectEqual(verify("text\n", record: .never, environment: ["SNAPSHOT_TESTING_RECORD": "all"], in: folder), .missingReference(reference))
        expectEqual(verify("text\n", record: .missing, environment: ["SNAPSHOT_TESTING_RECORD": "bogus"], in: folder), .recorded(reference: reference, mode: .missing))
    }

    @Test func anUnknownRecordModeIsReported() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = verify("text\n", environment: ["SNAPSHOT_TESTING_RECORD": "yes"], in: folder)
        expectEqual(failure, .invalidRecordMode("yes"))
        expectEqual(failure?.localizedDescription, "SNAPSHOT_TESTING_RECORD takes all, missing or never, found 'yes'")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        // Unset or empty: missing.
        expectEqual(try SnapshotRecordMode(environment: [:]), .missing)
        expectEqual(try SnapshotRecordMode(environment: ["SNAPSHOT_TESTING_RECORD": ""]), .missing)
    }

    @Test(arguments: [SnapshotRecordMode.missing, .all])
    func aReferenceThatCannotBeReadIsLeftAsItIs(mode: SnapshotRecordMode) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/example.screen.txt"
        try Data([0x66, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: reference))
        let failure = verify("text\n", record: mode, in: folder)
        expectEqual(failure, .unreadableReference(reference, reason: "it holds no .txt snapshot of this strategy"))
        expectEqual(failure?.localizedDescription, "cannot read the reference \(reference) (it holds no .txt snapshot of this strategy); it is left as it is")
        expectEqual(try Data(contentsOf: URL(fileURLWithPath: reference)), Data([0x66, 0xFF, 0x0A]))

        let other = folder + "/example.folder.txt"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
        expectEqual(verify("text\n", named: "folder", record: mode, in: folder), .unreadableReference(other, reason: "Is a directory"))
    }

    @Test func unnamedSnapshotsAreNumberedInTheOrderTheyAreTaken() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectEqual(verify("first\n", named: nil, in: folder), .recorded(reference: folder + "/example.1.txt", mode: .missing))
        expectEqual(verify("named\n", named: "a name/with ../ odd parts", in: folder), .recorded(reference: folder + "/example.a-name-with-..-odd-parts.txt", mode: .missing))
        expectEqual(verify("second\n", named: nil, in: folder), .recorded(reference: folder + "/example.2.txt", mode: .missing))
    }

    @Test func referencesAreKeptBesideTheTestFileByDefault() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = verifySnapshot(
            of: "text\n", as: Self.text, named: "shown", environment: [:], filePath: folder + "/CounterTests.swift", function: "counterScreen()")
        let reference = folder + "/__Snapshots__/CounterTests/counterScreen.shown.txt"
        expectEqual(failure, .recorded(reference: reference, mode: .missing))
        expectEqual(contents(reference), "text\n")
    }

    @Test func aValueThatCannotBeMadeIsReported() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        struct Unavailable: Error, LocalizedError {
            var errorDescription: String? { "the model is not loaded" }
        }
        func model() throws -> String { throw Unavailable() }
        let failure = verifySnapshot(of: try model(), as: Self.text, named: "x", environment: [:], snapshotDirectory: folder)
        expectEqual(failure, .snapshotFailed("the model is not loaded"))
        expectEqual(failure?.localizedDescription, "could not take the snapshot: the model is not loaded")
    }
}
