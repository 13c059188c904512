import Foundation

// MARK: Text's initialisers for formatted values,
// dates, attributed strings and images, and its own modifiers that return Text.

extension Text {
    /// A text showing `input` formatted by `format`: `Text(3.5, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let key = LocalizedStringKey(formatting: FormatStyleValue(format: format, input: input))
        self.init(storage: .anyTextStorage(LocalizedTextStorage(key: key, table: nil)))
    }

    /// A text showing `subject` as `formatter` formats it, each time the text is read:
    /// `Text(date, formatter: dateFormatter)`, `Text(NSNumber(value: 2.5), formatter: numbers)`.
    /// SwiftUI asks for a `ReferenceConvertible` or an `NSObject`; on Linux, where Foundation's
    /// `Date` and `URL` are not `ReferenceConvertible`, any value is taken.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(storage: .anyTextStorage(FormatterTextStorage(object: subject, formatter: formatter)))
    }

    /// A text showing a date in a style (see `DateTextStorage.render` for the fixed rendering on Linux).
    public init(_ date: Date, style: DateStyle) {
        self.init(storage: .anyTextStorage(DateTextStorage(date: date, style: style)))
    }

    /// A text showing a range of dates (see `DateIntervalTextStorage.render` for the fixed
    /// rendering on Linux).
    public init(_ dates: ClosedRange<Date>) {
        self.init(DateInterval(start: dates.lowerBound, end: dates.upperBound))
    }

    /// A text showing the dates an interval spans.
    public init(_ interval: DateInterval) {
        self.init(storage: .anyTextStorage(DateIntervalTextStorage(interval: interval)))
    }

    /// A text showing an attributed string's characters. (Generic, unlike SwiftUI's: on Linux
    /// AttributedString is expressible by a string literal, and a literal must stay a localized key.)
    public init<A: AttributedStringProtocol>(_ attributedContent: A) {
        self.init(storage: .anyTextStorage(AttributedStringTextStorage(str: AttributedString(attributedContent[attributedContent.startIndex..<attributedContent.endIndex]))))
    }

    /// A text showing an image inline, to be joined with other texts by `+` or interpolation.
    public init(_ image: Image) {
        self.init(storage: .anyTextStorage(AttachmentTextStorage(image: image)))
    }

    /// The text with a line of `pattern` through it, in `color` or the text's own colour.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        Text(storage: storage, modifiers: modifiers + [.anyTextModifier(StrikethroughTextModifier(lineStyle: LineStyle(active: isActive, pattern: pattern, color: color)))])
    }

    /// The text with `kerning` points added between characters.
    public func kerning(_ kerning: CGFloat) -> Text {
        Text(storage: storage, modifiers: modifiers + [.kerning(kerning)])
    }

    /// The text with `tracking` points of spacing added after each character.
    public func tracking(_ tracking: CGFloat) -> Text {
        Text(storage: storage, modifiers: modifiers + [.tracking(tracking)])
    }

    /// The text raised (or lowered, when negative) by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        Text(storage: storage, modifiers: modifiers + [.baseline(baselineOffset)])
    }

    /// The text with digits of equal width.
    public func monospacedDigit() -> Text {
        Text(storage: storage, modifiers: modifiers + [.anyTextModifier(MonospacedDigitTextModifier())])
    }

    /// The text in its font's fixed-width form when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        Text(storage: storage, modifiers: modifiers + [.anyTextModifier(MonospacedTextModifier(isActive: isActive))])
    }

    /// The text in the given design of its font; nil for the font's own.
    public func fontDesign(_ design: Font.Design?) -> Text {
        Text(storage: storage, modifiers: modifiers + [.anyTextModifier(TextDesignModifier(design: design))])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image shown inline (`%@`): `"Rated \(Image(systemName: "star"))"`.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }

    /// Appends a value as `formatter` formats it (`%@`): `"Paid \(amount, formatter: currency)"`
    /// (any value on Linux, as ``Text/init(_:formatter:)`` takes).
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
        appendInterpolation(Text(subject, formatter: formatter))
    }
}
