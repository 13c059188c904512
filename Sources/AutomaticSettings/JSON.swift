/// A JSON document as the settings file holds it: objects keep their members' order, and
/// numbers keep their text, so that a file is written back as it was read.
indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as written (`7`, `0.25`, `1e3`).
    case number(String)
    case string(String)
    case array([JSON])
    /// An object's members, in order.
    case object([Member])

    struct Member: Equatable, Sendable {
        var key: String
        var value: JSON
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value at `path`, a list of object keys.
    func value(at path: some Collection<String>) -> JSON? {
        guard let first = path.first else { return self }
        return self[first]?.value(at: path.dropFirst())
    }

    /// This object with the value at `path` replaced (or added at the end of its object).
    func setting(_ path: some Collection<String>, to newValue: JSON) -> JSON {
        guard let first = path.first else { return newValue }
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == first }) {
            members[index].value = members[index].value.setting(path.dropFirst(), to: newValue)
        } else if path.count == 1 {
            members.append(Member(key: first, value: newValue))
        }
        return .object(members)
    }

    /// A short form for messages: the JSON text of a leaf, or `an object`/`an array`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSON.quoted(text)
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: Writing

    /// Pretty JSON: two spaces a level, `"key": value`, members in order, a final newline.
    func prettyText() -> String {
        var output = ""
        write(to: &output, indent: 0, pretty: true)
        output.append("\n")
        return output
    }

    /// JSON on one line, for the decoder.
    func compactText() -> String {
        var output = ""
        write(to: &output, indent: 0, pretty: false)
        return output
    }

    private func write(to output: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .null, .bool, .number, .string:
            output.append(summary)
        case .array(let elements):
            guard !elements.isEmpty else { output.append("[]"); return }
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                if pretty { output.append("\n" + String(repeating: " ", count: indent + 2)) }
                element.write(to: &output, indent: indent + 2, pretty: pretty)
            }
            if pretty { output.append("\n" + String(repeating: " ", count: indent)) }
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            output.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(",") }
                if pretty { output.append("\n" + String(repeating: " ", count: indent + 2)) }
                output.append(JSON.quoted(member.key))
                output.append(pretty ? ": " : ":")
                member.value.write(to: &output, indent: indent + 2, pretty: pretty)
            }
            if pretty { output.append("\n" + String(repeating: " ", count: indent)) }
            output.append("}")
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.append("\\\"")
            case "\\": result.append("\\\\")
            case "\n": result.append("\\n")
            case "\r": result.append("\\r")
            case "\t": result.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        result.append("\"")
        return result
    }
}

/// A syntax error: where, and what was expected.
struct JSONSyntaxError: Error, Equatable {
    let line: Int
    let column: Int
    let message: String
}

/// Reads JSON text, keeping the line of every object member when asked.
struct JSONParser {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let recordLines: Bool
    /// The line of each member's key, by its path of keys.
    private(set) var lines: [[String]: Int] = [:]
    private var path: [String] = []

    private init(bytes: [UInt8], recordLines: Bool) {
        self.bytes = bytes
        self.recordLines = recordLines
    }

    /// The document in `bytes`, and the line of each member when `recordLines`.
    static func parse(_ bytes: [UInt8], recordLines: Bool = false) throws(JSONSyntaxError) -> (JSON, lines: [[String]: Int]) {
        var parser = JSONParser(bytes: bytes, recordLines: recordLines)
        parser.skipSpace()
        let value = try parser.parseValue(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("expected the end of the document") }
        return (value, parser.lines)
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message + ", found " + found)
    }

    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte == 0x0A ? "a line break" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSON {
        guard index < bytes.count else { throw error("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            return try parseObject(depth: depth)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value")
        }
    }

    private mutating func literal(_ word: String, _ value: JSON) throws(JSONSyntaxError) -> JSON {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("expected a value")
        }
        index += utf8.count
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSON {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("expected a digit") }
        if leadingZero && integerDigits > 1 { index = start; throw error("expected a number without leading zeros") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ parser: JSONParser, _ scalars: inout String.UnicodeScalarView, upTo end: Int) {
            if run < end { scalars.append(contentsOf: String(decoding: parser.bytes[run..<end], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, &scalars, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("expected '\"' to end the string") }
            if byte == UInt8(ascii: "\\") {
                flush(self, &scalars, upTo: index)
                index += 1
                guard index < bytes.count else { throw error("expected an escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("expected a low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw error("expected an escape such as \\n or \\u0041")
                }
                run = index
                continue
            }
            index += 1
        }
        throw error("expected '\"' to end the string")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("expected four hexadecimal digits")
            }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSON {
        index += 1
        skipSpace()
        var elements: [JSON] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
        while true {
            skipSpace()
            elements.append(try parseValue(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw error("expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSON {
        index += 1
        skipSpace()
        var members: [JSON.Member] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object([]) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyLine = line
            let key = try parseString()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            skipSpace()
            if recordLines {
                path.append(key)
                lines[path] = keyLine
            }
            let value = try parseValue(depth: depth + 1)
            if recordLines { path.removeLast() }
            members.append(JSON.Member(key: key, value: value))
            skipSpace()
            guard index < bytes.count else { throw error("expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }
}
