import Builders
import Foundation
@testable import InspectCLI
import Inspect
import Render
import Script
import Testing
import Expectations

/// Regression tests for inputs found in review to crash or hang the command:
/// each renders, or fails with a message and status 65.
@MainActor @Suite struct HostileInputTests {
    @Test(arguments: [
        #"Text("a").padding(.infinity)"#,
        #"Text("a").frame(width: .infinity).border(Color.red)"#,
        #"HStack(spacing: .infinity) { Text("a"); Text("b") }"#,
        #"VStack(spacing: 1.0 / 0.0) { Text("a"); Text("b") }"#,
        #"HStack { Spacer(minLength: .infinity); Spacer(minLength: .infinity) }"#,
        #"HStack { HStack { Text("a").frame(width: .infinity); Text("b").frame(width: .infinity) } }"#,
        #"Text("a").frame(height: 100000000.0)"#,
    ])
    func infiniteAndHugeLengthsRender(source: String) {
        let result = run(["render", "-", "--width", "10000"], stdin: source)
        #expect(result.code == .success, "\(result.error)")
    }

    @Test func renderingIsBoundedInCells() throws {
        let screen = try Renderer.render(try ViewFile.build(source: #"Text("a").frame(height: 100000000.0)"#, file: "f"), width: 10_000)
        #expect(screen.canvas.width * screen.canvas.height <= Renderer.cellLimit)
    }

    @Test func deeplyNestedStacksRenderInReasonableTime() {
        let source = String(repeating: "HStack { VStack { ", count: 15) + "Text(\"a\")" + String(repeating: " } }", count: 15)
        expectEqual(run(["render", "-", "--width", "80"], stdin: source).code, .success)
    }

    @Test func nonFiniteColourComponentsAreBadInput() {
        let result = run(["render", "-"], stdin: "Color(red: 0.0 / 0.0, green: 0, blue: 0)")
        expectEqual(result.code, .dataError)
        // The argument `red:` starts at column 7; 0.0 / 0.0 prints as -nan.
        #expect(result.error.hasPrefix("-:1:7: error: expected a finite colour component, found -nan"))
    }

    @Test func forEachOverAHugeRangeOrArrayIsBadInput() {
        let range = run(["check", "-"], stdin: "ForEach(-9223372036854775807..<9223372036854775807) { i in Text(\"a\") }")
        expectEqual(range.code, .dataError)
        expectContains(range.error, "error: a ForEach over more than 100000 elements")
        let array = "ForEach([" + Array(repeating: "1", count: 100_001).joined(separator: ",") + "], id: \\.self) { n in Text(\"a\") }"
        #expect(run(["check", "-"], stdin: array).error.contains("error: a ForEach over more than 100000 elements"))
    }

    @Test func longOperatorChainsAreBounded() {
        let chain = "let x = " + Array(repeating: "1", count: 100_000).joined(separator: "+") + "\nText(\"a\")"
        let result = run(["check", "-"], stdin: chain)
        expectEqual(result.code, .dataError)
        expectContains(result.error, "error: an expression of more than 200 operators")
    }

    @Test func oversizedInputIsBadInputWithoutBeingBuilt() {
        let result = run(["check", "-"], stdin: String(repeating: " ", count: ViewFile.sizeLimit + 1))
        expectEqual(result.code, .dataError)
        expectEqual(result.error, "inspect: -: the file is larger than 16 MB")
    }

    @Test func oneLongLabelDoesNotPadEveryLine() throws {
        let source = "VStack { Text(\"" + String(repeating: "x", count: 500) + "\").tag(0); Text(\"a\").tag(1) }"
        let dump = run(["dump", "-"], stdin: source).output
        expectContains(dump, "└─ Text \"a\"" + String(repeating: " ", count: 40 - 8) + " tag: 1\n")
        let tags = run(["tags", "-"], stdin: source).output
        // The text column is capped at 40: "a" and 39 spaces, then the 2-space gap, then the tag column.
        #expect(tags.hasSuffix("1  a" + String(repeating: " ", count: 39 + 2) + "1    Int\n"))
    }

    @Test func hugePositionalFormatSpecifiersStayText() throws {
        let text = Text("\(1, specifier: "%9223372036854775807$d %d")")
        expectEqual(try text.inspect().string(), "%9223372036854775807$d 1")
    }

    @Test func aFailedWriteExitsSeventyFour() throws {
        let directory = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "").deletingLastPathComponent()
        let inspect = directory.appendingPathComponent("inspect")
        try #require(FileManager.default.isExecutableFile(atPath: inspect.path), "inspect was not built next to the tests")
        let process = Process()
        process.executableURL = inspect
        process.arguments = ["--version"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 74)
    }
}
