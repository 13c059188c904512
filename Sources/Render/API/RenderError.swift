import Foundation

/// Why a tree could not be rendered.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The tree nests deeper than the renderer's bound.
    case nestingTooDeep(limit: Int, path: String)

    /// One line: what went wrong, and where.
    /// The description: the error is its own `localizedDescription`.
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case let .nestingTooDeep(limit, path):
            "cannot render \(path): views nest more than \(limit) levels deep"
        }
    }
}
