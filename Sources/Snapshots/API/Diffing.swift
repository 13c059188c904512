import Foundation
import SnapshotReferences

/// How snapshots of one format are stored in reference files and compared: their bytes both
/// ways, and the difference between a reference and a new snapshot, written for people.
public struct Diffing<Format>: Sendable {
    /// The bytes of a reference file holding `format`.
    public var toData: @Sendable (Format) -> Data
    /// The snapshot a reference file's bytes hold; nil when they hold none of this format.
    public var fromData: @Sendable (Data) -> Format?
    /// How `snapshot` differs from `reference`; nil when they are the same.
    public var diff: @Sendable (_ reference: Format, _ snapshot: Format) -> String?

    /// A diffing made of its three parts.
    public init(
        toData: @escaping @Sendable (Format) -> Data, fromData: @escaping @Sendable (Data) -> Format?,
        diff: @escaping @Sendable (_ reference: Format, _ snapshot: Format) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Format == String {
    /// UTF-8 text compared line by line: a unified diff (`-` lines of the reference, `+` lines
    /// of the snapshot, two lines of context, `@@ -3,2 +3,2 @@` before each group of changes).
    public static var lines: Diffing<String> {
        text { reference, snapshot in TextDiff.lines(reference: reference, snapshot: snapshot) }
    }

    /// UTF-8 text of a drawn screen, compared row by row: each row that differs, numbered from
    /// 1, as `- 3 │…` (the reference's) and `+ 3 │…` (the snapshot's), after the two heights
    /// when they differ.
    public static var rows: Diffing<String> {
        text { reference, snapshot in TextDiff.rows(reference: reference, snapshot: snapshot) }
    }

    /// UTF-8 text compared by `diff`.
    private static func text(_ diff: @escaping @Sendable (String, String) -> String?) -> Diffing<String> {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(validating: $0, as: UTF8.self) }, diff: diff)
    }
}
