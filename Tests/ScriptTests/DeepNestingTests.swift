import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// Code nested to the reader's limits builds on any thread, whatever its stack: parsing and
/// evaluating run on a thread of their own with a large stack. (Found by the test suite under
/// AddressSanitizer, whose larger frames overflowed the main thread's 8 MB at 360 levels.)
@MainActor @Suite struct DeepNestingTests {
    /// `count` custom views, each `depth` stacks deep around the next, the innermost around a
    /// Text; the root tags the outermost one 1, beside a Text tagged 0.
    static func nestedViews(count: Int, depth: Int) -> String {
        var code = ""
        var inner = "Text(\"deep\")"
        for index in 0..<count {
            code += "struct Deep\(index): View {\n    var body: some View {\n"
            code += String(repeating: "VStack {\n", count: depth) + inner + "\n" + String(repeating: "}\n", count: depth)
            code += "    }\n}\n"
            inner = "Deep\(index)()"
        }
        return code + "VStack {\n    Text(\"shallow\").tag(0)\n    \(inner).tag(1)\n}\n"
    }

    /// Runs `body` on a thread with a 256 KB stack — smaller than one level of nesting needs
    /// 400 times over in a debug build — and returns what it returned.
    func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        return box.value
    }

    @Test func threeHundredSixtyLevelsBuildOnASmallStack() throws {
        let source = Self.nestedViews(count: 4, depth: 90)
        let tags = onSmallStack { () -> [String] in
            do {
                let tree = try ViewFile.build(source: source, file: "deep.swift")
                return try inspect(tree).taggedItems(of: Int.self).map { "\($0.text ?? "nil") \($0.tag)" }
            } catch {
                return ["\(error)"]
            }
        }
        expectEqual(tags, ["shallow value(0)", "deep value(1)"])
    }

    @Test func fourHundredFiftyLevelsFailWithTheEvaluatorsLimitOnASmallStack() throws {
        let source = Self.nestedViews(count: 5, depth: 90)
        let message = onSmallStack { () -> String in
            do {
                _ = try ViewFile.build(source: source, file: "deep.swift")
                return "built"
            } catch {
                return "\(error)"
            }
        }
        // The fifth view's body is where evaluation passes 400 levels: Deep4 begins on line 36.
        #expect(message == """
            deep.swift:36:1: error: views nest more than 400 levels deep
            VStack {
            ^
            """)
    }
}

/// A value handed back from another thread, read only after it has finished.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
