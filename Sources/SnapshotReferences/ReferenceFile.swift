import Foundation
import ViewTree

/// A reference file of a snapshot: read without ever being changed, and written whole or not at
/// all (``DurableFile``: a temporary file beside it, flushed, renamed over it), its folders made
/// first. Snapshot tests and `inspect snapshot` keep their references through it.
package enum ReferenceFile {
    /// The file's bytes, or nil when there is no file at `path`; throws
    /// ``ReferenceFileError/unreadable(path:reason:)`` when it exists but cannot be read.
    package static func read(_ path: String) throws(ReferenceFileError) -> [UInt8]? {
        do {
            return try DurableFile.read(path)
        } catch {
            switch error {
            case .unreadable(_, let reason), .saveFailed(_, _, let reason):
                throw .unreadable(path: path, reason: reason)
            }
        }
    }

    /// The file's text, or nil when there is no file at `path`; throws when it exists but cannot
    /// be read, or is not UTF-8 text (``ReferenceFileError/notText(path:)``).
    package static func readText(_ path: String) throws(ReferenceFileError) -> String? {
        guard let bytes = try read(path) else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(path: path) }
        return text
    }

    /// Replaces the file at `path` with `bytes`, making its folders first; on any failure the
    /// file is as it was.
    package static func write(_ bytes: [UInt8], to path: String) throws(ReferenceFileError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "cannot make the folder \(folder.path)")
        }
        do {
            try DurableFile.replace(path, with: bytes)
        } catch {
            switch error {
            case .saveFailed(_, let step, let reason): throw .unwritable(path: path, reason: "\(step): \(reason)")
            case .unreadable(_, let reason): throw .unwritable(path: path, reason: reason)
            }
        }
    }
}
