import Foundation

/// Why a snapshot assertion failed, or recorded: what was expected, what was found and where.
/// Its ``errorDescription`` is the issue ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)`` records.
public enum SnapshotFailure: Error, Equatable, Sendable, LocalizedError {
    /// The snapshot was written to `reference`: it had none (record mode ``SnapshotRecordMode/missing``),
    /// or every snapshot is written (``SnapshotRecordMode/all``).
    case recorded(reference: String, mode: SnapshotRecordMode)
    /// The snapshot differs from the one in `reference`, as `difference` shows.
    case mismatch(reference: String, difference: String)
    /// `reference` does not exist, and record mode ``SnapshotRecordMode/never`` writes none.
    case missingReference(String)
    /// `reference` exists but cannot be read, or holds no snapshot of the strategy's format; it is left as it is.
    case unreadableReference(String, reason: String)
    /// The snapshot could not be written to `reference`; the file is as it was.
    case unwritableReference(String, reason: String)
    /// The value, or its snapshot, could not be made: the error's message.
    case snapshotFailed(String)
    /// `SNAPSHOT_TESTING_RECORD` holds something other than a mode's name.
    case invalidRecordMode(String)
    /// An unnamed snapshot in a parameterized test, whose cases would share its number.
    case unnamedInParameterizedTest

    /// The message.
    public var errorDescription: String? {
        switch self {
        case .recorded(let reference, .all):
            "recorded the snapshot in \(reference) (record mode all); check it, then run again without \(SnapshotRecordMode.environmentVariable)=all"
        case .recorded(let reference, _):
            "no reference was found: recorded the snapshot in \(reference); check it and run the test again"
        case .mismatch(let reference, let difference):
            "the snapshot differs from the reference \(reference):\n\(difference)\n(re-record it with \(SnapshotRecordMode.environmentVariable)=all)"
        case .missingReference(let reference):
            "no reference at \(reference), and record mode never writes one"
        case .unreadableReference(let reference, let reason):
            "cannot read the reference \(reference) (\(reason)); it is left as it is"
        case .unwritableReference(let reference, let reason):
            "cannot write the reference \(reference) (\(reason)); it is as it was"
        case .snapshotFailed(let message):
            "could not take the snapshot: \(message)"
        case .invalidRecordMode(let found):
            "\(SnapshotRecordMode.environmentVariable) takes all, missing or never, found '\(found)'"
        case .unnamedInParameterizedTest:
            "a snapshot in a parameterized test needs a name (named:): the cases would share its number"
        }
    }
}
