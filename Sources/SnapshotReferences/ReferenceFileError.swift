import Foundation

/// Why a reference file could not be read or written: the file, and what went wrong. A file
/// that cannot be read is never written.
package enum ReferenceFileError: Error, Equatable, LocalizedError {
    /// The file exists but cannot be read (a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The file is not UTF-8 text.
    case notText(path: String)
    /// The file could not be written; it is as it was.
    case unwritable(path: String, reason: String)

    /// What went wrong, without the file.
    package var reason: String {
        switch self {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        case .notText: "not UTF-8 text"
        }
    }

    /// The message: the file, and what went wrong.
    package var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason): "cannot read the reference \(path) (\(reason)); it is left as it is"
        case .notText(let path): "the reference \(path) is not UTF-8 text; it is left as it is"
        case .unwritable(let path, let reason): "cannot write the reference \(path) (\(reason)); it is as it was"
        }
    }
}
