import Foundation
import Testing

/// Asserts that a snapshot of `value`, taken with `strategy`, matches its reference file,
/// recording a Swift Testing issue when it does not:
///
///     @Test @MainActor func counterScreen() {
///         assertSnapshot(of: CounterView(), as: .lines(width: 40))
///     }
///
/// The reference is `__Snapshots__/<TestFileName>/<testName>.<name or number>.<extension>`
/// beside the test file (`__Snapshots__/CounterTests/counterScreen.1.txt`). A first run without
/// one writes it and records an issue saying so, so that a missing reference fails (in CI too);
/// a snapshot that differs records an issue with the difference. `SNAPSHOT_TESTING_RECORD=all`
/// writes every snapshot again, `never` writes none (``SnapshotRecordMode``).
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How to snapshot it: `.dump`, `.json`, `.lines(width:height:)`, `.styledLines(width:height:)`, or one of your own.
///   - name: The snapshot's name in its file's name; nil numbers it among the test's unnamed ones
///     (a parameterized test's snapshots need names, since its cases would share the numbers).
///   - record: The record mode; nil for the one `SNAPSHOT_TESTING_RECORD` gives.
///   - fileID: Where the issue is reported: the test file's ID.
///   - filePath: The test file's path, beside which the references are kept.
///   - function: The test function, whose name begins the reference file's name.
///   - line: Where the issue is reported: the line.
///   - column: Where the issue is reported: the column.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    column: Int = #column
) {
    let failure: SnapshotFailure?
    if name == nil, Test.Case.current?.isParameterized == true {
        failure = .unnamedInParameterizedTest
    } else {
        failure = verifySnapshot(of: try value(), as: strategy, named: name, record: record, filePath: filePath, function: function)
    }
    guard let failure else { return }
    Issue.record(
        Comment(rawValue: failure.localizedDescription),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
