import Builders
import Foundation
import Inspect
import Script
import Testing

/// The package's root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The source of an example file.
func example(_ name: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
}

/// The tree the reader builds from `source`.
func read(_ source: String, file: String = "test.swift") throws -> any View {
    try ViewFile.build(source: source, file: file)
}

func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
}

/// `dump(_:)` of a value, as the standard library writes it.
func standardDump(_ value: Any) -> String {
    var output = ""
    dump(value, to: &output)
    return output
}

/// The error `body` throws, as a ScriptError.
func scriptError(_ body: () throws -> Any) -> ScriptError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? ScriptError
    }
}

/// Expects `source`, read, to build the type and tree `compiled` builds.
@MainActor func expectReadsAsCompiled(_ source: String, _ compiled: any View, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let read = try read(source)
    let (readType, compiledType) = (typeName(read), typeName(compiled))
    let (readTree, compiledTree) = (try inspect(read).treeDump(), try compiled.inspect().treeDump())
    #expect(readType == compiledType, "\(source)", sourceLocation: sourceLocation)
    #expect(readTree == compiledTree, "\(source)", sourceLocation: sourceLocation)
}
