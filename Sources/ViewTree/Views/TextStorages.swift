import Foundation

// MARK: Text's storages for dates, attributed strings,
// images and format styles, and its modifiers without a case of their own.

/// The storage of `Text(_:style:)`: a date shown in one of the ``Text/DateStyle``s.
public final class DateTextStorage: AnyTextStorage, @unchecked Sendable {
    package let date: Date
    package let style: Text.DateStyle

    package init(date: Date, style: Text.DateStyle) {
        self.date = date
        self.style = style
    }

    /// The fixed rendering of a date on Linux, in the `en_US_POSIX` locale and the time zone of
    /// ``DrawingClock``: `.date` as `June 3, 2024` (the long date style), `.time` as `9:41 AM` (the short time
    /// style); `.relative` as the distance from `now` in its two largest units
    /// (`2 hours, 5 minutes`), `.offset` as the signed distance in its largest unit (`+2 hours`,
    /// `-1 day`), `.timer` as `H:MM:SS` (or `M:SS` under an hour) of the distance.
    package static func render(_ date: Date, style: Text.DateStyle, now: Date = DrawingClock.now) -> String {
        switch style {
        case .date, .time:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = DrawingClock.timeZone
            formatter.dateStyle = style == .date ? .long : .none
            formatter.timeStyle = style == .time ? .short : .none
            if style == .time { formatter.dateFormat = "h:mm a" }
            return formatter.string(from: date)
        case .relative, .offset, .timer:
            let interval = date.timeIntervalSince(now)
            let seconds = interval.isFinite ? Int(min(abs(interval), 1e15).rounded(.down)) : 0
            let units: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
            func phrase(_ value: Int, _ unit: String) -> String { "\(value) \(unit)\(value == 1 ? "" : "s")" }
            switch style {
            case .timer:
                let h = seconds / 3_600, m = seconds % 3_600 / 60, s = seconds % 60
                func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
                return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
            case .offset:
                let sign = interval < 0 ? "-" : "+"
                let (unit, size) = units.first { seconds >= $0.1 } ?? ("second", 1)
                return sign + phrase(seconds / size, unit)
            default:
                var parts: [String] = []
                var rest = seconds
                for (unit, size) in units where rest >= size && parts.count < 2 {
                    parts.append(phrase(rest / size, unit))
                    rest %= size
                }
                return parts.isEmpty ? phrase(0, "second") : parts.joined(separator: ", ")
            }
        }
    }
}

/// The storage of `Text(_: ClosedRange<Date>)` and `Text(_: DateInterval)`: a range of dates.
public final class DateIntervalTextStorage: AnyTextStorage, @unchecked Sendable {
    package let interval: DateInterval

    package init(interval: DateInterval) {
        self.interval = interval
    }

    /// The fixed rendering of a range of dates on Linux: its two ends in the `.date` style of
    /// ``DateTextStorage/render(_:style:now:)``, joined by an en dash (`June 3, 2024 – June 5, 2024`).
    package static func render(_ interval: DateInterval) -> String {
        DateTextStorage.render(interval.start, style: .date) + " – " + DateTextStorage.render(interval.end, style: .date)
    }
}

/// The storage of `Text(_:formatter:)`: a value shown as a `Formatter` formats it, when the
/// text is read (so a formatter changed later formats it anew, as in SwiftUI).
public final class FormatterTextStorage: AnyTextStorage, @unchecked Sendable {
    package let object: Any
    package let formatter: Formatter

    package init(object: Any, formatter: Formatter) {
        self.object = object
        self.formatter = formatter
    }

    /// The characters: the formatter's string for the value (empty when it gives none).
    package var formatted: String { formatter.fractionDigitsKeptString(for: object) ?? "" }
}

/// The storage of `Text(_ attributedContent: AttributedString)`.
public final class AttributedStringTextStorage: AnyTextStorage, @unchecked Sendable {
    package let str: AttributedString

    package init(str: AttributedString) {
        self.str = str
    }
}

/// The storage of `Text(_ image: Image)`: an image shown inside a text.
public final class AttachmentTextStorage: AnyTextStorage, @unchecked Sendable {
    package let image: Image

    package init(image: Image) {
        self.image = image
    }

    /// How a text reads an image inside it, as ViewInspector reads it: `Image('name')`.
    package static func reading(name: String) -> String {
        "Image('\(name)')"
    }
}

/// A value with the format style that formats it: `Text(3.5, format: .number)` and
/// `"\(x, format: .number)"` keep one as a format argument, as SwiftUI does.
public struct FormatStyleValue: @unchecked Sendable {
    /// The format style.
    package let format: any FormatStyle
    /// The value formatted.
    package let input: Any

    package init<F: FormatStyle>(format: F, input: F.FormatInput) where F.FormatOutput == String {
        self.format = format
        self.input = input
    }

    /// `input` formatted by `format` (in `locale` when one is given, else in the style's own),
    /// or nil when it is not the style's input or output a String.
    package static func render(format: Any, input: Any, locale: Locale? = nil) -> String? {
        guard let format = format as? any FormatStyle else { return nil }
        func apply<F: FormatStyle>(_ style: F) -> String? {
            let localized = locale.map { style.locale($0) } ?? style
            return (input as? F.FormatInput).map { localized.format($0) } as? String
        }
        return apply(format)
    }

    /// The formatted value.
    package var formatted: String? { Self.render(format: format, input: input) }
}

/// The modifier that `strikethrough(_:color:)` adds to a ``Text``.
public final class StrikethroughTextModifier: AnyTextModifier, @unchecked Sendable {
    package let lineStyle: Text.LineStyle?

    package init(lineStyle: Text.LineStyle?) {
        self.lineStyle = lineStyle
    }
}

/// The modifier that `monospacedDigit()` adds to a ``Text``.
public final class MonospacedDigitTextModifier: AnyTextModifier, @unchecked Sendable {
    package override init() {}
}

/// The modifier that `monospaced(_:)` adds to a ``Text``.
public final class MonospacedTextModifier: AnyTextModifier, @unchecked Sendable {
    package let isActive: Bool

    package init(isActive: Bool) {
        self.isActive = isActive
    }
}

/// The modifier that `fontDesign(_:)` adds to a ``Text``.
public final class TextDesignModifier: AnyTextModifier, @unchecked Sendable {
    package let design: Font.Design?

    package init(design: Font.Design?) {
        self.design = design
    }
}

extension LocalizedStringKey {
    /// The key of `Text(_:format:)`: `%@` filled by one formatted value.
    package init(formatting value: FormatStyleValue) {
        self.init("%@")
        hasFormatting = true
        arguments = [FormatArgument(storage: .formatStyleValue(value))]
    }
}
