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

    /// The root view of `source`; throws a ``ScriptError`` naming FILE:LINE:COLUMN.
    public static func build(source: String, file: String) throws -> any View {
        do {
            guard source.utf8.count <= sizeLimit else {
                throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: "the file is larger than \(sizeLimit >> 20) MB")
            }
            // Parsing and evaluating recurse as deep as the code nests (bounded): give them room.
            return try LargeStack.run {
                let declarations = try Parser.parse(source)
                return try Evaluator().root(of: declarations)
            }
        } catch let diagnostic as Diagnostic {
            throw ScriptError(file: file, location: diagnostic.location, message: diagnostic.message, lineText: line(diagnostic.location.line, of: source))
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
