import Builders
import Foundation
import Inspect
import Script

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
