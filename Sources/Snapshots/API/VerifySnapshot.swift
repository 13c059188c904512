import Builders
import Foundation
import SnapshotReferences

/// Takes a snapshot of `value` with `strategy` and compares it with its reference file, or
/// writes it there, as the record mode says; returns why it failed or recorded, nil when it
/// matched. What ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``
/// does, without recording an issue, so that a test can read the outcome.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to snapshot it.
///   - name: The snapshot's name in its file's name; nil numbers it among the test's unnamed ones.
///   - record: The record mode; nil for the one `environment` gives (``SnapshotRecordMode/init(environment:)``).
///   - environment: Where `SNAPSHOT_TESTING_RECORD` is read: the process's, unless a test gives its own.
///   - snapshotDirectory: The folder of the reference files; nil for `__Snapshots__/<TestFileName>` beside the test file.
///   - filePath: The test file's path.
///   - function: The test function, whose name begins the reference file's name.
/// - Returns: Nil when the snapshot matched its reference; else what happened.
///
/// A reference that cannot be read is left untouched, whatever the mode. Writes are atomic:
/// a temporary file beside the reference, flushed to disk and renamed over it.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    snapshotDirectory: String? = nil,
    filePath: String = #filePath,
    function: String = #function
) -> SnapshotFailure? {
    let mode: SnapshotRecordMode
    if let record {
        mode = record
    } else {
        do throws(SnapshotFailure) {
            mode = try SnapshotRecordMode(environment: environment)
        } catch {
            return error
        }
    }
    let snapshot: Format
    do {
        // At a fixed time, in a fixed time zone: the same snapshot at every run, on every machine.
        snapshot = try DrawingClock.fixed { try strategy.snapshot(try value()) }
    } catch {
        return .snapshotFailed((error as? LocalizedError)?.errorDescription ?? "\(error)")
    }
    let path = ReferenceLocation.path(
        filePath: filePath, function: function, name: name, pathExtension: strategy.pathExtension, directory: snapshotDirectory)
    let bytes = [UInt8](strategy.diffing.toData(snapshot))
    let stored: [UInt8]?
    do throws(ReferenceFileError) {
        stored = try ReferenceFile.read(path)
    } catch {
        return .unreadableReference(path, reason: error.reason)
    }
    if let stored {
        guard let reference = strategy.diffing.fromData(Data(stored)) else {
            return .unreadableReference(path, reason: "it holds no .\(strategy.pathExtension) snapshot of this strategy")
        }
        if mode == .all {
            if stored != bytes, let failure = write(bytes, to: path) { return failure }
            return .recorded(reference: path, mode: .all)
        }
        return strategy.diffing.diff(reference, snapshot).map { .mismatch(reference: path, difference: $0) }
    }
    if mode == .never { return .missingReference(path) }
    return write(bytes, to: path) ?? .recorded(reference: path, mode: mode)
}

/// Writes a reference; the failure, if it could not.
private func write(_ bytes: [UInt8], to path: String) -> SnapshotFailure? {
    do throws(ReferenceFileError) {
        try ReferenceFile.write(bytes, to: path)
        return nil
    } catch {
        return .unwritableReference(path, reason: error.reason)
    }
}
