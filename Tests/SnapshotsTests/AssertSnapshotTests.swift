import Foundation
import Snapshots
import Testing
import Expectations

/// `assertSnapshot`: the issues it records, where it records them, and a match that records none.
/// The references are committed beside this file, in `__Snapshots__/AssertSnapshotTests`.
@MainActor @Suite struct AssertSnapshotTests {
    /// Text kept as it is, diffed by lines.
    static let text = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { $0 }

    /// The committed reference of `test`'s snapshot `name`.
    nonisolated static func reference(_ test: String, _ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertSnapshotTests/\(test).\(name).txt").path
    }

    @Test func aMatchRecordsNoIssue() {
        assertSnapshot(of: CounterScreen(), as: .lines(width: 40), named: "counter", record: .missing)
        assertSnapshot(of: CounterScreen(), as: .dump, named: "counter-tree", record: .missing)
    }

    @Test func aMismatchRecordsAnIssueWithTheDifferenceAtTheAssertion() {
        // The committed reference holds "expected": the assertion (its mode fixed, so that a run
        // recording every snapshot leaves the reference alone) records one issue, on its line.
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: "actual\n", as: Self.text, named: "mismatch", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                the snapshot differs from the reference \(Self.reference("aMismatchRecordsAnIssueWithTheDifferenceAtTheAssertion", "mismatch")):
                @@ -1,1 +1,1 @@
                -expected
                +actual
                (re-record it with SNAPSHOT_TESTING_RECORD=all)
                """]
                && issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
        }
        expectEqual((try? String(contentsOfFile: Self.reference("aMismatchRecordsAnIssueWithTheDifferenceAtTheAssertion", "mismatch"), encoding: .utf8)), "expected\n")
    }

    @Test(arguments: [1, 2])
    func anUnnamedSnapshotInAParameterizedTestRecordsAnIssue(number: Int) {
        withKnownIssue {
            assertSnapshot(of: "\(number)\n", as: Self.text)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["a snapshot in a parameterized test needs a name (named:): the cases would share its number"]
        }
    }
}
