import Builders
import Foundation
import Inspect
import Script
import Testing

/// A SwiftUI-style view file written twice in one: compiled (its types nested in the
/// conforming enum) and read (the text between the `// reader:begin` and `// reader:end`
/// lines of the Swift file at ``path``, with a `#Preview { preview }` added).
protocol AppFile {
    /// `#filePath` of the file that declares the app.
    static var path: String { get }
    /// The preview's body: `SettingsView()`.
    static var preview: String { get }
    /// The same root, compiled.
    @MainActor static var compiled: any View { get }
}

extension AppFile {
    /// The app's view code as a file: the declarations between each pair of markers (the
    /// types in the namespace, extensions at file scope) and a `#Preview`.
    static func source() throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var code = "import SwiftUI\n\n"
        var rest = text[...]
        while let begin = rest.range(of: "// reader:begin\n") {
            guard let end = rest.range(of: "// reader:end", range: begin.upperBound..<rest.endIndex) else { throw AppFileError.noMarkers(path) }
            code += rest[begin.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
        }
        guard code.count > 20 else { throw AppFileError.noMarkers(path) }
        return code + "\n#Preview {\n    \(preview)\n}\n"
    }

    /// The file's name, for messages.
    static var fileName: String { URL(fileURLWithPath: path).lastPathComponent }
}

enum AppFileError: Error {
    case noMarkers(String)
}

/// The body of a composite view (a `DefinedView` stand-in or a compiled struct).
@MainActor func body(of view: any View) -> any View {
    func open<V: View>(_ view: V) -> any View { view.body }
    return open(view)
}

/// `text` with every UUID written as `UUID` (the reader's and the compiled code's differ), and
/// without the module and namespace that qualify the compiled types' names (`ScriptTests.App.`).
func normalized(_ text: String) -> String {
    text.replacing(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/, with: "UUID")
        // A timer's label (`ProgressView(timerInterval:)`) counts the seconds to now, which may
        // tick between reading the file and building the compiled twin.
        .replacing(/"[0-9]+:[0-9]{2}:[0-9]{2}"/, with: "\"TIMER\"")
        .replacing(/ScriptTests\.[A-Za-z]+App\./, with: "")
}

/// What "reads like the compiled code" means for a view file (the README's reader section):
/// the root is a `DefinedView` where compiled code has the struct, so the comparison is of
/// what the struct's body builds:
/// - the inspector's tree dump of the read root equals the compiled root's (custom views by
///   name, texts, tags, ids and modifiers at every depth);
/// - when the body holds no stand-in (no nested view struct of the file, no value of a type
///   the file declares), the body's type name and Mirror dump equal the compiled body's.
/// UUIDs (made anew by each `UUID()`) are compared as `UUID`, a timer's `h:mm:ss` as `TIMER`,
/// and names as written in the file (`Theme.light`, where the compiled name is
/// `ScriptTests.SettingsFormApp.Theme.light`).
@MainActor func expectReadsLikeCompiled(_ app: any AppFile.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let read = try ViewFile.build(source: try app.source(), file: app.fileName)
    let compiled = app.compiled
    let readTree = try inspect(read).treeDump()
    let compiledTree = try inspect(compiled).treeDump()
    #expect(normalized(readTree) == normalized(compiledTree), "\(app.fileName)", sourceLocation: sourceLocation)
    let readBody = body(of: read), compiledBody = body(of: compiled)
    if !typeName(readBody).contains("DefinedView"), !typeName(readBody).contains("DefinedValue"), !typeName(readBody).contains("DefinedModifier"),
       !["DefinedButtonStyle", "DefinedPrimitiveButtonStyle", "DefinedToggleStyle", "DefinedLabelStyle"].contains(where: typeName(readBody).contains) { // or a style struct's stand-in
        #expect(typeName(readBody) == typeName(compiledBody), "\(app.fileName)", sourceLocation: sourceLocation)
        #expect(normalized(MirrorDump.string(of: readBody)) == normalized(standardDump(compiledBody)), "\(app.fileName)", sourceLocation: sourceLocation)
    }
}
