import Foundation
import ScriptSyntax

/// `String(format:)` with printf-style conversions (`%d %02d %.1f %@ %s %x %5.2f %%`, positions
/// such as `%1$@`, length modifiers such as `%ld`), each conversion formatted by Foundation with
/// the argument of the kind it takes: a whole number for `d i u x X o`, a character's code for `c`,
/// a number for `f e g a`, any value's text for `@` and `s`. No argument is ever read as a pointer, so a conversion that
/// does not fit its argument is an error of the reading, not a crash.
enum StringFormat {
    /// The conversions that take a whole number, and those that take a floating-point number.
    private static let integerConversions: Set<Character> = ["d", "i", "u", "x", "X", "o"]
    private static let floatingConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]

    /// `format` with `values` put in its conversions.
    static func format(_ format: String, _ values: [Value], at location: SourceLocation) throws -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else { throw malformed(format, at: location) }
            if format[cursor] == "%" {
                result.append("%")
                index = format.index(after: cursor)
                continue
            }
            // `%2$@`: an argument by position.
            var position: Int?
            let digitsEnd = format[cursor...].firstIndex { !$0.isNumber } ?? format.endIndex
            if digitsEnd < format.endIndex, format[digitsEnd] == "$", let number = Int(format[cursor..<digitsEnd]) {
                position = number - 1
                cursor = format.index(after: digitsEnd)
            }
            var spec = "%"
            while cursor < format.endIndex, flags.contains(format[cursor]) || format[cursor].isNumber || format[cursor] == "." {
                spec.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            guard !spec.split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > 4 }) else {
                throw Diagnostic(location: location, message: "a width or precision of more than 9999 in \"\(format)\"")
            }
            while cursor < format.endIndex, lengthModifiers.contains(format[cursor]) { cursor = format.index(after: cursor) }
            guard cursor < format.endIndex else { throw malformed(format, at: location) }
            let conversion = format[cursor]
            index = format.index(after: cursor)
            let argumentIndex = position ?? next
            next = argumentIndex + 1
            guard values.indices.contains(argumentIndex) else {
                throw Diagnostic(location: location, message: "String(format:) has \(values.count) argument\(values.count == 1 ? "" : "s") for the conversions of \"\(format)\"")
            }
            let value = values[argumentIndex]
            if integerConversions.contains(conversion) {
                let number: Int
                switch value {
                case .int(let whole): number = whole
                case .bool(let flag): number = flag ? 1 : 0
                case .double(let real) where real.isFinite && abs(real) < 9.2e18: number = Int(real)
                default: throw mismatch(conversion, value, at: location)
                }
                result += String(format: spec + "l" + String(conversion), number)
            } else if floatingConversions.contains(conversion) {
                guard let number = Operators.number(value) else { throw mismatch(conversion, value, at: location) }
                result += String(format: spec + String(conversion), number)
            } else if conversion == "c" || conversion == "C" {
                // A character by its code.
                guard case .int(let code) = value, let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init) else {
                    throw Diagnostic(location: location, message: "String(format:)'s '%\(conversion)' takes a character's code, found \(value.kindDescription)")
                }
                result += String(format: spec + "@", String(Character(scalar)))
            } else if conversion == "@" || conversion == "s" || conversion == "S" {
                result += String(format: spec + "@", value.described)
            } else {
                throw Diagnostic(location: location, message: "not supported by the reader: the conversion '%\(conversion)' of String(format:)")
            }
        }
        return result
    }

    private static func malformed(_ format: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(location: location, message: "expected a conversion after '%' in \"\(format)\" (write %% for a percent sign)")
    }

    private static func mismatch(_ conversion: Character, _ value: Value, at location: SourceLocation) -> Diagnostic {
        Diagnostic(location: location, message: "String(format:)'s '%\(conversion)' takes a number, found \(value.kindDescription)")
    }
}
