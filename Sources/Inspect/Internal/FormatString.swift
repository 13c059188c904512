import Foundation

/// Fills a printf-style format, as a localized key stores it (`"even %lld"`),
/// with its arguments. Supports `%%`, `%@`, the integer and floating-point
/// conversions with flags, width, precision and length modifiers, and
/// positional arguments (`%1$@`). A specifier without an argument is kept as written.
enum FormatString {
    /// A value to put in place of a specifier.
    enum Argument: Equatable {
        case integer(Int64)
        case unsigned(UInt64)
        case double(Double)
        case string(String)
    }

    static func fill(_ format: String, with arguments: [Argument]) -> String {
        var result = ""
        var next = 0
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                i += 1
                continue
            }
            guard let spec = Specifier(scalars, at: i) else {
                result.unicodeScalars.append(scalar)
                i += 1
                continue
            }
            i = spec.end
            if spec.conversion == "%" {
                result += "%"
                continue
            }
            let index = spec.position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index) else {
                result += spec.text
                continue
            }
            result += spec.render(arguments[index])
        }
        return result
    }

    /// One `%…` specifier.
    private struct Specifier {
        var text: String
        var position: Int?
        var flags = ""
        var width = ""
        var precision = ""
        var conversion: Unicode.Scalar
        var end: Int

        init?(_ scalars: [Unicode.Scalar], at start: Int) {
            var i = start + 1
            func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
                var taken = ""
                while i < scalars.count, predicate(scalars[i]) {
                    taken.unicodeScalars.append(scalars[i])
                    i += 1
                }
                return taken
            }
            let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
            // A positional argument: digits then `$`.
            let save = i
            let digits = take(while: isDigit)
            if !digits.isEmpty, i < scalars.count, scalars[i] == "$" {
                // Positions past 9999 cannot name an argument; keep such a specifier as text.
                guard digits.count <= 4, let number = Int(digits), number >= 1 else { return nil }
                position = number
                i += 1
            } else {
                i = save
            }
            flags = take(while: { "-+ #0'".unicodeScalars.contains($0) })
            width = take(while: isDigit)
            if i < scalars.count, scalars[i] == "." {
                i += 1
                precision = "." + take(while: isDigit)
            }
            _ = take(while: { "hlqLzjt".unicodeScalars.contains($0) })
            // Bound what String(format:) is asked to pad: a width of 10^9 would
            // allocate a gigabyte.
            guard i < scalars.count, width.count <= 4, precision.count <= 4 else { return nil }
            conversion = scalars[i]
            guard "%@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(conversion) else { return nil }
            end = i + 1
            text = String(String.UnicodeScalarView(scalars[start..<end]))
        }

        func render(_ argument: Argument) -> String {
            let printfFlags = flags.replacingOccurrences(of: "'", with: "")
            switch conversion {
            case "@", "s", "S":
                return padded(string(argument))
            case "d", "D", "i":
                return String(format: "%\(printfFlags)\(width)\(precision)lld", integer(argument))
            case "u", "U", "x", "X", "o", "O":
                let conversion = conversion == "U" ? "u" : conversion == "O" ? "o" : String(conversion)
                return String(format: "%\(printfFlags)\(width)\(precision)ll\(conversion)", UInt64(bitPattern: integer(argument)))
            case "c", "C":
                let code = UInt32(truncatingIfNeeded: integer(argument))
                return padded(Unicode.Scalar(code).map { String(Character($0)) } ?? "")
            case "p":
                return padded(string(argument))
            default:
                return String(format: "%\(printfFlags)\(width)\(precision)\(conversion)", double(argument))
            }
        }

        private func padded(_ string: String) -> String {
            guard let width = Int(width), string.count < width else { return string }
            let padding = String(repeating: " ", count: width - string.count)
            return flags.contains("-") ? string + padding : padding + string
        }

        private func string(_ argument: Argument) -> String {
            switch argument {
            case .integer(let value): String(value)
            case .unsigned(let value): String(value)
            case .double(let value): String(value)
            case .string(let value): value
            }
        }

        private func integer(_ argument: Argument) -> Int64 {
            switch argument {
            case .integer(let value): value
            case .unsigned(let value): Int64(bitPattern: value)
            case .double(let value): value.isFinite ? Int64(clamping: Int(exactly: value.rounded(.towardZero)) ?? 0) : 0
            case .string(let value): Int64(value) ?? 0
            }
        }

        private func double(_ argument: Argument) -> Double {
            switch argument {
            case .integer(let value): Double(value)
            case .unsigned(let value): Double(value)
            case .double(let value): value
            case .string(let value): Double(value) ?? 0
            }
        }
    }
}
