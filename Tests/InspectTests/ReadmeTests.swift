import Builders
import Foundation
import Inspect
import Synchronization
import Testing
import Expectations

/// The README's Swift examples, as written there: README.md's ```swift blocks are compiled in
/// ReadmeExamples.swift line for line, and the results their comments state are what the
/// compiled code gives. Editing either file without the other fails.
@MainActor @Suite struct ReadmeTests {
    /// The compiled blocks, in the README's order.
    static let examples: [@MainActor () throws -> [ReadmeStatement]] = [
        ReadmeChoicesExample.statements,
        ReadmeInspectingExample.statements,
        ReadmeViewInspectorExample.statements,
    ]

    @Test func theCompiledExamplesHoldTheReadmesSwiftBlocksLineForLine() throws {
        let readme = try Readme.swiftBlocks()
        let compiled = try Readme.compiledBlocks()
        #expect(readme.count == Self.examples.count, "the README's Swift blocks: \(readme.count)")
        #expect(compiled.count == readme.count, "ReadmeExamples.swift has \(compiled.count) blocks, README.md \(readme.count)")
        for (index, (readmeBlock, compiledBlock)) in zip(readme, compiled).enumerated() {
            let readmeLines = readmeBlock.map(Readme.code).filter { !$0.isEmpty }
            let compiledLines = compiledBlock.filter { !$0.hasSuffix(Readme.wrapperMarker) }.map(Readme.code).filter { !$0.isEmpty }
            #expect(compiledLines == readmeLines, "README block \(index + 1) differs from its compiled copy:\n\(Readme.difference(readmeLines, compiledLines))")
        }
    }

    @Test func theReadmesCommentedResultsAreWhatTheCompiledExamplesGive() throws {
        let blocks = try Readme.swiftBlocks()
        expectEqual(Self.examples.count, blocks.count)
        var statementCount = 0
        for (index, (block, example)) in zip(blocks, Self.examples).enumerated() {
            let statements = Readme.statements(of: block)
            let results = try ReadmeOutput.$current.withValue(ReadmeOutput()) { try example() }
            try #require(results.count == statements.count, "README block \(index + 1): \(statements.count) statements, \(results.count) results")
            statementCount += statements.count
            for (statement, result) in zip(statements, results) {
                let place = "README block \(index + 1): \(statement.code)"
                if !statement.output.isEmpty {
                    // Comment lines under a print: what it prints, one line wrapped over several.
                    #expect(result.printed == statement.output.joined(separator: " ") + "\n", "\(place)")
                }
                guard let comment = statement.comment else {
                    if statement.output.isEmpty { Issue.record("\(place): the README states no result for it") }
                    continue
                }
                if let literal = Readme.leadingLiteral(of: comment) {
                    #expect(Readme.literal(describing: result.value) == literal, "\(place)")
                } else if let check = Self.proseChecks[comment] {
                    check(result, place)
                } else {
                    Issue.record("\(place): the comment \(comment.debugDescription) is neither a literal nor a known effect")
                }
            }
        }
        // Four statements in the first block, six in the second, four in the third: a parser that
        // found none would pass.
        expectEqual(statementCount, 14)
    }

    /// The README's comments that state an effect, not a value, and how to see it.
    static let proseChecks: [String: @MainActor (ReadmeStatement, String) -> Void] = [
        // The state it changes is read by the statement after it, whose literal is checked.
        "runs the action; the next line reads what it changed": { result, place in
            #expect(result.printed.isEmpty, "\(place)")
        },
        "runs the button's action": { result, place in
            #expect(result.printed == "saved\n", "\(place)")
        },
        "one view per line; also jsonDump() and MirrorDump": { result, place in
            let root = try? ReadmeInspectingExample.Screen().inspect()
            #expect(root.map(viewCount) == result.printed.split(separator: "\n").count, "\(place): \(result.printed)")
        },
    ]
}

/// The number of views in the tree under `view`, `view` included: its children and its
/// supplementary views (a button's label), as the dump shows them (a label made rather than held,
/// a system symbol's, is not shown).
private func viewCount(_ view: InspectableView) -> Int {
    let label = view.kind == .image ? nil : try? view.labelView()
    let below = ((try? view.children()) ?? []) + (label.map { [$0] } ?? [])
    return 1 + below.map(viewCount).reduce(0, +)
}

/// README.md and ReadmeExamples.swift, read and taken apart.
enum Readme {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let readmeFile = testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    static let examplesFile = testsFolder.appendingPathComponent("ReadmeExamples.swift")
    /// Ends the lines of ReadmeExamples.swift that only wrap the README's code.
    static let wrapperMarker = "// not in README"

    /// The lines of each ```swift block of README.md.
    static func swiftBlocks() throws -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in try String(contentsOf: readmeFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// The lines after each `// MARK: README block N` of ReadmeExamples.swift.
    static func compiledBlocks() throws -> [[String]] {
        var blocks: [[String]] = []
        for line in try String(contentsOf: examplesFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// MARK: README block ") {
                blocks.append([])
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].append(String(line))
            }
        }
        return blocks
    }

    /// A line's code: without its indentation, its `//` comment and trailing spaces.
    static func code(_ line: String) -> String {
        split(line).code
    }

    /// A line cut at its `//` comment, if it has one outside a string literal.
    static func split(_ line: String) -> (code: String, comment: String?) {
        var inString = false
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if line[index...].hasPrefix("//") {
                let comment = line[line.index(index, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
                return (line[..<index].trimmingCharacters(in: .whitespaces), comment)
            }
            index = line.index(after: index)
        }
        return (line.trimmingCharacters(in: .whitespaces), nil)
    }

    /// A top-level statement of a README block: its code, its trailing comment, and the comment
    /// lines under it.
    struct Statement {
        var code: String
        var comment: String?
        var output: [String] = []
    }

    static let declarationKeywords = ["import", "struct", "class", "final", "enum", "func", "extension", "protocol", "let", "var", "}", "@"]

    /// The top-level statements of `block` that give a value: not its declarations, which the
    /// compiled copy's statements function does not collect either.
    static func statements(of block: [String]) -> [Statement] {
        var statements: [Statement] = []
        var lastWasStatement = false
        for line in block {
            guard let first = line.first, first != " " else {
                lastWasStatement = false
                continue
            }
            let (code, comment) = split(line)
            if code.isEmpty, let comment, lastWasStatement {
                statements[statements.count - 1].output.append(comment)
            } else if !code.isEmpty, !declarationKeywords.contains(where: { code.hasPrefix($0) }) {
                statements.append(Statement(code: code, comment: comment))
                lastWasStatement = true
            } else {
                lastWasStatement = false
            }
        }
        return statements
    }

    /// The Swift literal `comment` begins with (a string, an array, a number, `.member`, `nil`,
    /// `true`, `false`), or nil when it begins with prose.
    static func leadingLiteral(of comment: String) -> String? {
        guard let first = comment.first else { return nil }
        switch first {
        case "\"", "[":
            var depth = 0
            var inString = false
            var escaped = false
            for index in comment.indices {
                let character = comment[index]
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth -= 1
                }
                if !inString, depth == 0, index != comment.startIndex {
                    return String(comment[...index])
                }
            }
            return nil
        case ".", "-", "0"..."9":
            let end = comment.dropFirst().firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? comment.endIndex
            return String(comment[..<end])
        default:
            let word = comment.prefix { $0.isLetter }
            return ["nil", "true", "false"].contains(String(word)) ? String(word) : nil
        }
    }

    /// `value` as a Swift literal for it: `"Save"`, `["First", "Second"]`, `1`, `.hStack`.
    static func literal(describing value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { literal(describing: $0.value) } ?? "nil"
        }
        if let hashable = value as? AnyHashable, type(of: value) == AnyHashable.self {
            return literal(describing: hashable.base)
        }
        if let string = value as? String {
            return string.debugDescription
        }
        switch mirror.displayStyle {
        case .collection?: return "[" + mirror.children.map { literal(describing: $0.value) }.joined(separator: ", ") + "]"
        case .enum?: return "." + String(describing: value)
        default: return String(describing: value)
        }
    }

    /// The lines of `expected` missing from `found` and the reverse, for a failure's message.
    static func difference(_ expected: [String], _ found: [String]) -> String {
        found.difference(from: expected).map { change in
            switch change {
            case .insert(let offset, let line, _): "  only in ReadmeExamples.swift (line \(offset + 1) of the block): \(line)"
            case .remove(let offset, let line, _): "  only in README.md (line \(offset + 1) of the block): \(line)"
            }
        }.joined(separator: "\n")
    }
}

// MARK: Running the compiled blocks

/// What one top-level statement of a README block gave: its value, and what it printed.
struct ReadmeStatement {
    var value: Any
    var printed: String
}

/// Collects the value of each statement of a README block, with what the statement printed.
@resultBuilder enum ReadmeStatements {
    static func buildExpression<Value>(_ value: Value) -> [ReadmeStatement] {
        [ReadmeStatement(value: value, printed: ReadmeOutput.current?.take() ?? "")]
    }

    static func buildBlock(_ statements: [ReadmeStatement]...) -> [ReadmeStatement] {
        statements.flatMap { $0 }
    }
}

/// What the README's code prints, while a test runs it.
final class ReadmeOutput: Sendable {
    @TaskLocal static var current: ReadmeOutput?

    private let text = Mutex("")

    func append(_ string: String) {
        text.withLock { $0 += string }
    }

    /// What was printed since the last call.
    func take() -> String {
        text.withLock { text in
            defer { text = "" }
            return text
        }
    }
}

/// A compiled README block: within it, `print` prints into ``ReadmeOutput/current``.
protocol ReadmeExample {}

extension ReadmeExample {
    static func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
        if let output = ReadmeOutput.current {
            output.append(text)
        } else {
            Swift.print(text, terminator: "")
        }
    }
}
