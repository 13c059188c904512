import Foundation
import SnapshotReferences

/// Where a snapshot's reference file is: `__Snapshots__/<TestFileName>/<testName>.<name or number>.<extension>`
/// beside the test file (or in the folder a test gives), numbered from 1 in the order a test's
/// unnamed snapshots are taken.
enum ReferenceLocation {
    /// The numbers given to unnamed snapshots so far, by folder and test.
    private static let counter = SnapshotCounter()

    /// The reference file of the snapshot `name` (the next number when nil) of the test
    /// `function` in the test file `filePath`, with the extension `pathExtension`.
    static func path(filePath: String, function: String, name: String?, pathExtension: String, directory: String?) -> String {
        let file = URL(fileURLWithPath: filePath)
        let folder = directory ?? file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
        let test = testName(function)
        let label = name.flatMap(ReferenceName.sanitized) ?? String(counter.next(for: folder + "/" + test))
        return folder + "/" + test + "." + label + (pathExtension.isEmpty ? "" : "." + pathExtension)
    }

    /// A test function's name as `#function` gives it (`counterScreen()`), without its
    /// parameters, made safe for a file name.
    static func testName(_ function: String) -> String {
        let bare = function.prefix { $0 != "(" }
        return ReferenceName.sanitized(String(bare)) ?? "snapshot"
    }
}
