import Foundation
import ScriptSyntax

/// Why a view file could not be read or built: what was expected, what was
/// found, and where, shown with the line and a caret under the spot.
///
///     picker.swift:3:5: error: unknown view 'Txt'; did you mean 'Text'?
///         Txt("First")
///         ^
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file's name as given (`-` for standard input).
    public var file: String
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong: what was expected and what was found.
    public var message: String
    /// The text of the line, for the caret display.
    public var lineText: String
    /// Whether the problem is in the code, or with the whole file.
    public var kind: Kind

    /// What an error is about.
    public enum Kind: Equatable, Sendable {
        /// A problem in the code, at ``ScriptError/location``.
        case code
        /// The file is larger than ``ViewFile/sizeLimit``; it was not read.
        case tooLarge
        /// The file is not UTF-8 text.
        case notUTF8
    }

    /// Creates an error.
    public init(file: String, location: SourceLocation, message: String, lineText: String, kind: Kind = .code) {
        self.file = file
        self.location = location
        self.message = message
        self.lineText = lineText
        self.kind = kind
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, then the line and a caret under the column.
    /// The description: the error is its own `localizedDescription`.
    public var errorDescription: String? { description }

    public var description: String {
        // Long lines are shown around the spot, so a 1 MB line prints a short excerpt.
        let characters = Array(lineText)
        let start = max(0, location.column - 1 - 60)
        let end = min(characters.count, location.column - 1 + 60)
        let excerpt = start < end ? String(characters[start..<end]) : ""
        let prefix = start > 0 ? "…" : ""
        let caretColumn = location.column - 1 - start + prefix.count
        let caret = String(repeating: " ", count: max(0, caretColumn)) + "^"
        return "\(file):\(location): error: \(message)\n\(prefix)\(excerpt)\n\(caret)"
    }
}
