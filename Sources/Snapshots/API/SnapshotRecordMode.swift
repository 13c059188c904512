/// When a snapshot is written to its reference file rather than compared with it. The
/// environment variable `SNAPSHOT_TESTING_RECORD` gives it (`all`, `missing` or `never`;
/// `missing` when unset); the `record` argument of ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)`` overrides it.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Every snapshot is written, and each assertion records an issue saying so, so that a run
    /// that records never passes.
    case all
    /// A snapshot without a reference is written, with an issue saying so (a missing reference
    /// fails, in CI too); the others are compared.
    case missing
    /// Nothing is written: a snapshot without a reference fails.
    case never

    /// The environment variable that gives the mode.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode `environment` gives: ``missing`` when the variable is unset or empty; throws
    /// ``SnapshotFailure/invalidRecordMode(_:)`` for any other value than the modes' names.
    public init(environment: [String: String]) throws(SnapshotFailure) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = .missing
            return
        }
        guard let mode = SnapshotRecordMode(rawValue: value) else { throw .invalidRecordMode(value) }
        self = mode
    }
}
