import Builders

/// The styles of a Text's characters, as ViewInspector's `Text.Attributes`: ask for a style of
/// the whole text, or subscript a range of characters first (`attributes()[0..<5].isBold()`).
/// A style applied to only part of the range throws "Modifier 'bold' is applied only to a subrange".
public struct TextAttributes {
    struct Chunk {
        let string: String
        let modifiers: [Any]
    }

    let chunks: [Chunk]
    let path: String
    let environmentFont: Font?
    let environmentColor: Color?

    /// The attributes of the characters at `range` (character offsets into the whole text).
    public subscript<R: RangeExpression>(_ range: R) -> TextAttributes where R.Bound == Int {
        let total = chunks.reduce(0) { $0 + $1.string.count }
        let wanted = range.relative(to: 0..<total)
        var start = 0
        var picked: [Chunk] = []
        if wanted.lowerBound >= 0, wanted.upperBound <= total, !wanted.isEmpty {
            for chunk in chunks {
                let end = start + chunk.string.count
                if start < wanted.upperBound, end > wanted.lowerBound { picked.append(chunk) }
                start = end
            }
        }
        return TextAttributes(chunks: picked, path: path, environmentFont: environmentFont, environmentColor: environmentColor)
    }

    /// The attributes of the characters at `range`, indices into the text's string (as
    /// `string()` reads it); an index past its end gives an empty range, which throws
    /// "Invalid text range" when asked.
    public subscript(_ range: Range<String.Index>) -> TextAttributes {
        self[offsets(from: range.lowerBound, to: range.upperBound, through: false)]
    }

    /// The attributes of the characters at `range`, indices into the text's string.
    public subscript(_ range: ClosedRange<String.Index>) -> TextAttributes {
        self[offsets(from: range.lowerBound, to: range.upperBound, through: true)]
    }

    /// The attributes of the characters from `range`'s start to the text's end.
    public subscript(_ range: PartialRangeFrom<String.Index>) -> TextAttributes {
        self[offsets(from: range.lowerBound, to: nil, through: false)]
    }

    /// The attributes of the characters up to `range`'s end.
    public subscript(_ range: PartialRangeUpTo<String.Index>) -> TextAttributes {
        self[offsets(from: nil, to: range.upperBound, through: false)]
    }

    /// The attributes of the characters up to and including `range`'s end.
    public subscript(_ range: PartialRangeThrough<String.Index>) -> TextAttributes {
        self[offsets(from: nil, to: range.upperBound, through: true)]
    }

    /// Character offsets into the whole text for string indices (the start or end when nil);
    /// an empty range when an index lies past the end.
    private func offsets(from lower: String.Index?, to upper: String.Index?, through: Bool) -> Range<Int> {
        let whole = chunks.map(\.string).joined()
        let start = lower ?? whole.startIndex
        var end = upper ?? whole.endIndex
        guard start <= whole.endIndex, end <= whole.endIndex, start <= end else { return 0..<0 }
        if through {
            guard end < whole.endIndex else { return 0..<0 }
            end = whole.index(after: end)
        }
        let startOffset = whole.distance(from: whole.startIndex, to: start)
        return startOffset..<(startOffset + whole.distance(from: start, to: end))
    }

    /// The font (else the font the environment gives the text).
    public func font() throws -> Font {
        do {
            return try common("font") { payload("font", $0).flatMap { MirrorReader.descendant($0, "some") as? Font } }
        } catch let error as InspectionError {
            if case .attributeNotFound = error, let environmentFont { return environmentFont }
            throw error
        }
    }

    /// The font weight of `fontWeight(_:)` or `bold()`.
    public func fontWeight() throws -> Font.Weight {
        try common("fontWeight") { payload("weight", $0).flatMap { MirrorReader.descendant($0, "some") as? Font.Weight } }
    }

    /// Whether the text is bold.
    public func isBold() throws -> Bool {
        try common("bold") { modifier in
            if let weight = payload("weight", modifier) { return (MirrorReader.descendant(weight, "some") as? Font.Weight) == .bold }
            if let other = payload("anyTextModifier", modifier), TypeNames.baseName(of: type(of: other)) == "BoldTextModifier" { return true }
            return nil
        }
    }

    /// Whether the text is italic.
    public func isItalic() throws -> Bool {
        try common("italic") { String(describing: $0) == "italic" ? true : nil }
    }

    /// Whether the text has a line through it.
    public func isStrikethrough() throws -> Bool {
        try common("strikethrough") { lineStyle("StrikethroughTextModifier", $0).map { MirrorReader.descendant($0, "active") as? Bool ?? false } }
    }

    /// The colour of the line through the text; nil for the text's own.
    public func strikethroughColor() throws -> Color? {
        try common("strikethrough") { lineStyle("StrikethroughTextModifier", $0).map { MirrorReader.descendant($0, "color", "some") as? Color } }
    }

    /// The pattern of the line through the text, as a line style without a colour (the colour
    /// is ``strikethroughColor()``'s): `.single` for a solid line.
    public func strikethroughStyle() throws -> Text.LineStyle {
        try common("strikethrough") { lineStyle("StrikethroughTextModifier", $0).flatMap(Self.pattern(of:)) }
    }

    /// Whether the text has a line under it.
    public func isUnderline() throws -> Bool {
        try common("underline") { lineStyle("UnderlineTextModifier", $0).map { MirrorReader.descendant($0, "active") as? Bool ?? false } }
    }

    /// The colour of the line under the text; nil for the text's own.
    public func underlineColor() throws -> Color? {
        try common("underline") { lineStyle("UnderlineTextModifier", $0).map { MirrorReader.descendant($0, "color", "some") as? Color } }
    }

    /// The pattern of the line under the text, as a line style without a colour (the colour is
    /// ``underlineColor()``'s): `.single` for a solid line.
    public func underlineStyle() throws -> Text.LineStyle {
        try common("underline") { lineStyle("UnderlineTextModifier", $0).flatMap(Self.pattern(of:)) }
    }

    /// A line style of the pattern at `pattern` of a stored line style, without its colour.
    private static func pattern(of lineStyle: Any) -> Text.LineStyle? {
        guard let stored = MirrorReader.descendant(lineStyle, "pattern") else { return nil }
        return Text.LineStyle.Pattern.allCases.first { "\($0)" == "\(stored)" }.map { Text.LineStyle(pattern: $0) }
    }

    /// The kerning of `kerning(_:)`.
    public func kerning() throws -> CGFloat {
        try common("kerning") { payload("kerning", $0) as? CGFloat }
    }

    /// The tracking of `tracking(_:)`.
    public func tracking() throws -> CGFloat {
        try common("tracking") { payload("tracking", $0) as? CGFloat }
    }

    /// The baseline offset of `baselineOffset(_:)`.
    public func baselineOffset() throws -> CGFloat {
        try common("baselineOffset") { payload("baseline", $0) as? CGFloat }
    }

    /// The colour of `foregroundColor(_:)` (else the colour the environment gives the text).
    public func foregroundColor() throws -> Color {
        do {
            return try common("foregroundColor") { payload("color", $0).flatMap { MirrorReader.descendant($0, "some") as? Color } }
        } catch let error as InspectionError {
            if case .attributeNotFound = error, let environmentColor { return environmentColor }
            throw error
        }
    }

    /// The payload of a Text.Modifier case labelled `label`.
    private func payload(_ label: String, _ modifier: Any) -> Any? {
        guard let child = Mirror(reflecting: modifier).children.first, child.label == label else { return nil }
        return child.value
    }

    /// The `lineStyle|some` of an `anyTextModifier` of type `typeName`.
    private func lineStyle(_ typeName: String, _ modifier: Any) -> Any? {
        guard let other = payload("anyTextModifier", modifier), TypeNames.baseName(of: type(of: other)) == typeName else { return nil }
        return MirrorReader.descendant(other, "lineStyle", "some")
    }

    /// The value every chunk gives `name` (its innermost modifier that has one), with
    /// ViewInspector's errors for an empty range, a missing modifier, a modifier on part of the
    /// range only, and different values.
    private func common<V: Equatable>(_ name: String, _ trait: (Any) -> V?) throws -> V {
        guard !chunks.isEmpty else { throw InspectionError.notSupported("Invalid text range", path: path) }
        let traits = chunks.compactMap { chunk in chunk.modifiers.lazy.compactMap(trait).first }
        guard let first = traits.first else {
            throw InspectionError.attributeNotFound("a '\(name)' modifier", in: "Text", path: path)
        }
        guard traits.count == chunks.count else {
            throw InspectionError.notSupported("Modifier '\(name)' is applied only to a subrange", path: path)
        }
        guard traits.allSatisfy({ $0 == first }) else {
            throw InspectionError.notSupported("Modifier '\(name)' has different values in subranges", path: path)
        }
        return first
    }
}
