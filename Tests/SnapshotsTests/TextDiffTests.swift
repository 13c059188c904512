@testable import Snapshots
import SnapshotReferences
import Testing
import Expectations

/// The differences people read: a screen's rows, lines in groups with context, the final
/// newline; and JSON laid out one member a line.
@Suite struct TextDiffTests {
    @Test func rowsShowsEachDifferingRowByNumberAndTheHeights() {
        let reference = (1...10).map { "row \($0)" }.joined(separator: "\n") + "\n"
        var rows = (1...11).map { "row \($0)" }
        rows[1] = "  row two"
        let snapshot = rows.joined(separator: "\n") + "\n"
        #expect(TextDiff.rows(reference: reference, snapshot: snapshot) == """
            the reference has 10 rows, the snapshot 11
            -  2 │row 2
            +  2 │  row two
            + 11 │row 11
            """)
        expectEqual(TextDiff.rows(reference: reference, snapshot: reference), nil)
    }

    @Test func onlyTheFinalNewlineIsSaidToDiffer() {
        expectEqual(TextDiff.rows(reference: "a\n", snapshot: "a"), "only the final newline differs: the reference ends with one, the snapshot does not")
        expectEqual(TextDiff.lines(reference: "a", snapshot: "a\n"), "only the final newline differs: the snapshot ends with one, the reference does not")
    }

    @Test func linesShowsAdditionsAtTheEndAndIntoAnEmptyText() {
        expectEqual(TextDiff.lines(reference: "a\nb\n", snapshot: "a\nb\nc\n"), "@@ -1,2 +1,3 @@\n a\n b\n+c")
        expectEqual(TextDiff.lines(reference: "", snapshot: "x\n"), "@@ -0,0 +1,1 @@\n+x")
        expectEqual(TextDiff.lines(reference: "x\ny\n", snapshot: ""), "@@ -1,2 +0,0 @@\n-x\n-y")
    }

    @Test func manyChangesAreCountedPastTheLimit() {
        let reference = (0..<300).map { "old \($0)" }.joined(separator: "\n")
        let snapshot = (0..<300).map { "new \($0)" }.joined(separator: "\n")
        let rows = TextDiff.rows(reference: reference, snapshot: snapshot) ?? ""
        expectEqual(rows.split(separator: "\n").count, 2 * TextDiff.shownLimit + 1)
        #expect(rows.hasSuffix("\n… and 100 more rows differ"))
        let lines = TextDiff.lines(reference: reference, snapshot: snapshot) ?? ""
        #expect(lines.hasSuffix("\n… and 400 more changed lines"))
    }

    @Test func jsonIsLaidOutOneMemberALineInItsOrder() {
        #expect(JSONLayout.indented(#"{"b":"x{,}\"y: [","a":[],"c":{},"d":[1,{"e":null}]}"#) == #"""
            {
              "b": "x{,}\"y: [",
              "a": [],
              "c": {},
              "d": [
                1,
                {
                  "e": null
                }
              ]
            }

            """#)
    }
}
