/// How many terminal columns a character takes: 2 for East Asian wide and
/// fullwidth characters and emoji, 0 for combining marks and controls, else 1.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(first)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x20..<0x7F).contains(value) { return 1 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if isSimple(value) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// The width of a string: the sum of its characters' widths.
    static func of(_ string: String) -> Int {
        // Most text is ASCII: count its printable bytes without splitting graphemes.
        var width = 0
        for byte in string.utf8 {
            guard byte < 0x80 else { return nonASCII(string) }
            if byte >= 0x20, byte != 0x7F { width += 1 }
        }
        return width
    }

    /// A string with characters past ASCII: when every scalar is one of the common one-column
    /// characters (letters with their accents precomposed, punctuation, arrows, box drawing and
    /// blocks, which never join the scalar before them), its width is counted by scalar, without
    /// splitting graphemes; else by character.
    private static func nonASCII(_ string: String) -> Int {
        var width = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if value >= 0x20, value != 0x7F { width += 1 }
            } else if isSimple(value) {
                width += 1
            } else {
                return string.reduce(0) { $0 + of($1) }
            }
        }
        return width
    }

    /// One-column scalars that are never marks, controls, joiners or emoji: Latin-1 and Latin
    /// Extended letters (not the soft hyphen, a format character), general punctuation, arrows, box drawing, block elements and the
    /// geometric shapes without emoji presentation.
    private static func isSimple(_ value: UInt32) -> Bool {
        ((0xA0...0x2FF).contains(value) && value != 0xAD) || (0x2010...0x2027).contains(value) || (0x2190...0x21FF).contains(value)
            || (0x2500...0x25FC).contains(value)
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
