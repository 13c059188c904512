import Builders

/// Reads view code — the result-builder subset of Swift — and builds the same
/// typed tree compiled code builds.
///
///     let view = try ViewFile.build(source: "Text(\"First\").tag(0)", file: "picker.swift")
///
/// The root is the file's last top-level view expression, so a file can define
/// `struct Name: View { var body: some View { … } }` views and `let`s first.
/// A struct becomes a ``DefinedView`` stand-in that keeps its name and body.
public enum ViewFile {
    /// The largest file read, in bytes.
    public static let sizeLimit = 16 << 20

    /// The root view of the UTF-8 text `bytes`, as a file's contents: checks the size before
    /// the encoding, so a larger input cut at one byte past the limit is reported as too large
    /// even when the cut splits a character. Throws a ``ScriptError`` whose ``ScriptError/kind``
    /// tells a whole-file problem (too large, not UTF-8) from a problem in the code.
    public static func build(utf8 bytes: some Collection<UInt8>, file: String) throws -> any View {
        try checkSize(bytes.count, file: file)
        guard let source = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: file, location: SourceLocation(line: 1, column: 1), message: "the file is not UTF-8 text", lineText: "", kind: .notUTF8)
        }
        return try build(source: source, file: file)
    }

    /// The root view of `source`; throws a ``ScriptError`` naming FILE:LINE:COLUMN.
    public static func build(source: String, file: String) throws -> any View {
        try checkSize(source.utf8.count, file: file)
        do {
            // Parsing and evaluating recurse as deep as the code nests (bounded): give them room.
            return try LargeStack.run {
                let declarations = try Parser.parse(source)
                return try Evaluator().root(of: declarations)
            }
        } catch let diagnostic as Diagnostic {
            throw ScriptError(file: file, location: diagnostic.location, message: diagnostic.message, lineText: line(diagnostic.location.line, of: source))
        }
    }

    /// Throws the too-large error when `count` bytes are more than ``sizeLimit``: the one place the limit is checked.
    private static func checkSize(_ count: Int, file: String) throws {
        guard count <= sizeLimit else {
            throw ScriptError(file: file, location: SourceLocation(line: 1, column: 1), message: "the file is larger than \(sizeLimit >> 20) MB", lineText: "", kind: .tooLarge)
        }
    }

    private static func line(_ number: Int, of source: String) -> String {
        var current = 1
        var line = Substring()
        var start = source.startIndex
        for index in source.indices where source[index].isNewline {
            if current == number {
                line = source[start..<index]
                return String(line)
            }
            current += 1
            start = source.index(after: index)
        }
        return current == number ? String(source[start...]) : ""
    }
}
