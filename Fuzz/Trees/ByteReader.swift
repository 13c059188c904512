// The byte reader every fuzz target but the reader's draws its choices from (the tree-generating
// targets, inspect and render, also use its value generators). Compiled with each of them by
// Scripts/fuzz.sh; not part of the package.
import Builders

/// Reads the fuzz bytes front to back; past the end it reads zeros.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var nodes = 0
    /// ForEach elements are made when walked, so the node bound does not see them: a ForEach
    /// of a generated view multiplies the tree, and only one is allowed per input.
    var repeats = 1
    /// Modifier and nesting levels left for the loops that build deep types.
    var levels = 1_200

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func choice(_ count: Int) -> Int { Int(next()) % count }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The rest of the bytes.
    mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }

    var remaining: String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[min(position, bytes.count)...]), as: UTF8.self)
    }

    mutating func text() -> String {
        let samples = [
            "", "a", "Hello", "é", "👨‍👩‍👧", "日本語", "a\u{301}", "\t\n\"\\", "%lld %@", "row 1", "\u{1B}[31m", String(repeating: "w", count: 100),
            // Wide and combining characters: a lone combining mark, stacked marks, a wide character with a
            // mark, a skin tone, right-to-left text, zero-width and control characters, a very long label.
            "\u{301}", "e\u{301}\u{302}\u{303}", "日\u{301}", "👍🏽", "שלום", "\u{200B}\u{FE0F}", "\u{0}\u{7}", String(repeating: "日", count: 2_000),
        ]
        return samples[choice(samples.count)]
    }

    mutating func bool() -> Bool { choice(2) == 0 }

    /// A length in points, including the edge cases: zero, negative, huge, infinite and NaN.
    mutating func length() -> CGFloat {
        switch choice(10) {
        case 0: return 0
        case 1: return -CGFloat(next())
        case 2: return .infinity
        case 3: return .nan
        case 4: return 1e12
        case 5: return -.infinity
        case 6: return .greatestFiniteMagnitude
        default: return CGFloat(next())
        }
    }

    mutating func optionalLength() -> CGFloat? { choice(3) == 0 ? nil : length() }

    /// A number for a value, a total or a step: zero, negative, tiny, huge, infinite or NaN.
    mutating func number() -> Double {
        switch choice(12) {
        case 0: return 0
        case 1: return -Double(next())
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .nan
        case 5: return .greatestFiniteMagnitude
        case 6: return -.greatestFiniteMagnitude
        case 7: return .leastNonzeroMagnitude
        case 8: return Double(next()) / 7
        default: return Double(next())
        }
    }

    /// A range of numbers (a ClosedRange needs lowerBound <= upperBound, so no NaN): one point,
    /// unbounded either side or both, of huge or tiny span, negative.
    mutating func numberRange() -> ClosedRange<Double> {
        switch choice(8) {
        case 0: return 0...0
        case 1: return -Double.infinity...Double.infinity
        case 2: return -Double.infinity...0
        case 3: return 0...Double.infinity
        case 4: return -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        case 5: return (-Double(next()) - 1)...(-1)
        case 6: return 0...Double.leastNonzeroMagnitude
        default:
            let low = Double(next())
            return low...(low + Double(next()))
        }
    }

    /// An integer, at the edges of Int too.
    mutating func integer() -> Int {
        switch choice(8) {
        case 0: return 0
        case 1: return .max
        case 2: return .min
        case 3: return -Int(next())
        case 4: return Int(next()) * 1_000_000_007
        default: return Int(next())
        }
    }

    mutating func integerRange() -> ClosedRange<Int> {
        switch choice(6) {
        case 0: return 0...0
        case 1: return Int.min...Int.max
        case 2: return (Int.max - 1)...Int.max
        case 3: return Int.min...(Int.min + 1)
        case 4: return (-Int(next()) - 1)...(-1)
        default:
            let low = Int(next())
            return low...(low + Int(next()))
        }
    }

    /// A date, far in the past or future, or not a number of seconds at all.
    mutating func date() -> Date {
        switch choice(7) {
        case 0: return Date(timeIntervalSinceReferenceDate: 0)
        case 1: return .distantPast
        case 2: return .distantFuture
        case 3: return Date(timeIntervalSinceReferenceDate: .nan)
        case 4: return Date(timeIntervalSinceReferenceDate: .infinity)
        case 5: return Date(timeIntervalSinceReferenceDate: -1e300)
        default: return Date(timeIntervalSince1970: Double(next()) * 86_400 * 365)
        }
    }

    mutating func color() -> Color {
        switch choice(5) {
        case 0: return .red
        case 1: return .blue
        case 2: return Color(white: Double(next()) / 255)
        case 3: return Color(red: Double(next()) / 100, green: -1, blue: 2, opacity: 0.5)
        default: return .clear
        }
    }
}
