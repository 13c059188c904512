/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Bytes arrive in arbitrary pieces, so a sequence can be split across reads:
/// the decoder keeps an incomplete sequence until the rest arrives. A lone
/// Escape looks like the start of a sequence; the caller tells them apart by
/// time: when ``isWaiting`` and no byte arrives within a short timeout (about
/// 50 ms), it calls ``flush()``, which decodes what is held as it stands.
///
///     var decoder = KeyDecoder()
///     decoder.decode([0x1B])          // [] — waiting
///     decoder.decode([0x5B, 0x43])    // [.right]
///     decoder.decode([0x1B])          // [] — waiting
///     decoder.flush()                 // [.escape]
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder holding no bytes.
    public init() {}

    /// Whether bytes of an incomplete sequence are held, waiting for the rest.
    public var isWaiting: Bool { !pending.isEmpty }

    /// Decodes `bytes` after any held ones; holds back an incomplete sequence at the end.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return take(atEnd: false)
    }

    /// Decodes the held bytes as they stand: a lone Escape becomes ``Key/escape``,
    /// an incomplete sequence ``Key/unknown(_:)``.
    public mutating func flush() -> [Key] {
        take(atEnd: true)
    }

    private mutating func take(atEnd: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            switch Self.key(in: pending, at: index, atEnd: atEnd) {
            case let .key(key, length):
                keys.append(key)
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeAll()
        return keys
    }

    private enum Step {
        case key(Key, length: Int)
        case incomplete
    }

    private static let escape: UInt8 = 0x1B

    /// The key starting at `index`; `incomplete` when more bytes are needed and may still come.
    private static func key(in bytes: [UInt8], at index: Int, atEnd: Bool) -> Step {
        let byte = bytes[index]
        switch byte {
        case escape: return escapeSequence(in: bytes, at: index, atEnd: atEnd)
        case 0x03: return .key(.interrupt, length: 1)
        case 0x04: return .key(.endOfInput, length: 1)
        case 0x1A: return .key(.suspend, length: 1)
        case 0x01: return .key(.home, length: 1)
        case 0x05: return .key(.end, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x0A, 0x0D: return .key(.enter, length: 1)
        case 0x20: return .key(.space, length: 1)
        case 0x21...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        case 0x80...: return utf8Character(in: bytes, at: index, atEnd: atEnd)
        default: return .key(.unknown([byte]), length: 1)
        }
    }

    /// `ESC [ params final` (CSI), `ESC O final` (SS3), or a lone Escape.
    private static func escapeSequence(in bytes: [UInt8], at index: Int, atEnd: Bool) -> Step {
        let next = index + 1
        guard next < bytes.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
        switch bytes[next] {
        case UInt8(ascii: "["):
            var end = next + 1
            // Parameter (0x30–0x3F) and intermediate (0x20–0x2F) bytes, then one final byte (0x40–0x7E).
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else {
                return atEnd ? .key(.unknown(Array(bytes[index...])), length: bytes.count - index) : .incomplete
            }
            guard (0x40...0x7E).contains(bytes[end]) else {
                return .key(.unknown(Array(bytes[index..<end])), length: end - index)
            }
            let key = mouseKey(parameters: bytes[(next + 1)..<end], final: bytes[end])
                ?? csiKey(parameters: bytes[(next + 1)..<end], final: bytes[end])
            return .key(key ?? .unknown(Array(bytes[index...end])), length: end - index + 1)
        case UInt8(ascii: "O"):
            guard next + 1 < bytes.count else {
                return atEnd ? .key(.unknown(Array(bytes[index...])), length: bytes.count - index) : .incomplete
            }
            let final = bytes[next + 1]
            return .key(cursorKey(final) ?? .unknown([escape, UInt8(ascii: "O"), final]), length: 3)
        case UInt8(ascii: "b"):
            return .key(.wordLeft, length: 2)
        case UInt8(ascii: "f"):
            return .key(.wordRight, length: 2)
        default:
            // Escape followed by something that starts no sequence: the Escape stands alone.
            return .key(.escape, length: 1)
        }
    }

    /// The key of a CSI sequence: its parameters (`1;5`) and final byte. An arrow with Alt (3) or
    /// Ctrl (5) is a word move; with another modifier it stays an arrow.
    private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { digits in
            digits.reduce(0) { value, digit in (0x30...0x39).contains(digit) ? min(value * 10 + Int(digit - 0x30), 1000) : value }
        }
        if final == UInt8(ascii: "~") {
            switch numbers.first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        }
        if final == UInt8(ascii: "Z") { return .backTab }
        guard let key = cursorKey(final) else { return nil }
        let modifier = numbers.count > 1 ? numbers[1] : 1
        guard modifier == 3 || modifier == 5 else { return key }
        switch key {
        case .left: return .wordLeft
        case .right: return .wordRight
        default: return key
        }
    }

    /// An SGR mouse report (`ESC [ < Cb ; Cx ; Cy M`, or `m` for a release); nil for anything else.
    private static func mouseKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        guard parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let fields = parameters.dropFirst().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            // Capped: a terminal wider than 100,000 cells reports no cell this package draws.
            numbers.append(field.reduce(0) { value, digit in min(value * 10 + Int(digit - 0x30), 100_000) })
        }
        return MouseEvent.sgr(code: numbers[0], column: numbers[1], row: numbers[2], isPress: final == UInt8(ascii: "M")).map(Key.mouse)
    }

    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// A character of two to four UTF-8 bytes.
    private static func utf8Character(in bytes: [UInt8], at index: Int, atEnd: Bool) -> Step {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(.unknown([lead]), length: 1)
        }
        let available = min(bytes.count, index + length)
        if let bad = bytes[(index + 1)..<available].firstIndex(where: { !(0x80...0xBF).contains($0) }) {
            return .key(.unknown(Array(bytes[index..<bad])), length: bad - index)
        }
        guard available == index + length else {
            return atEnd ? .key(.unknown(Array(bytes[index...])), length: bytes.count - index) : .incomplete
        }
        var iterator = bytes[index..<available].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return .key(.character(Character(scalar)), length: length)
        }
        return .key(.unknown(Array(bytes[index..<available])), length: length)
    }
}
