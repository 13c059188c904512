import Foundation

// MARK: TextField of a formatted value.
//
// A field of a value keeps SwiftUI's `TextField<Label>` and its labels: `_text` is a binding of
// the text that shows the value formatted and, when text is typed, parses it back into the value.
// Text the format cannot read leaves the value as it was (SwiftUI shows the formatted value
// again), so `input()` always reads the value's formatted text and `setInput(_:)` writes the
// value when the text parses. A running app keeps what the user types in the field until it is
// submitted or the field is left, then writes it, as SwiftUI does (`editsFormattedValue`).

extension TextField {
    /// A binding of text over `value`: reading formats it, writing parses the text and, when that
    /// succeeds, writes the value.
    package static func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) }, set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        })
    }

    /// A binding of text over an optional `value`: nil shows as empty text, and empty text writes nil.
    package static func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: { text in
            if text.isEmpty {
                value.wrappedValue = nil
            } else if let parsed = try? format.parseStrategy.parse(text) {
                value.wrappedValue = parsed
            }
        })
    }

    /// A binding of text over `value` through a Foundation `Formatter`: reading is
    /// `string(for:)`; writing parses with a `NumberFormatter`'s `number(from:)` or a
    /// `DateFormatter`'s `date(from:)` (Foundation on Linux parses with no other) and writes the
    /// value when that gives a `V`.
    package static func formattedText<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.fractionDigitsKeptString(for: value.wrappedValue) ?? "" }, set: { text in
            switch formatter {
            case let numbers as NumberFormatter:
                guard let number = numbers.number(from: text) else { return }
                if let parsed = (number.intValue as Any) as? V ?? (number.doubleValue as Any) as? V ?? (number as Any) as? V {
                    value.wrappedValue = parsed
                }
            case let dates as DateFormatter:
                if let date = dates.date(from: text), let parsed = date as Any as? V { value.wrappedValue = parsed }
            default:
                return
            }
        })
    }
}

extension TextField where Label == Text {
    /// Creates a field of a value shown and read through `format`, as
    /// `TextField("Age", value: $age, format: .number)`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self = .make(label: Text(titleKey), text: Self.formattedText(value, format: format), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of a value through `format`, with a string title shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self = .make(label: Text(title), text: Self.formattedText(value, format: format), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of an optional value through `format`: empty text is nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self = .make(label: Text(titleKey), text: Self.formattedText(value, format: format), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of an optional value through `format`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self = .make(label: Text(title), text: Self.formattedText(value, format: format), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of a value shown and read by a Foundation `Formatter`, as
    /// `TextField("Amount", value: $amount, formatter: numberFormatter)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self = .make(label: Text(titleKey), text: Self.formattedText(value, formatter: formatter), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of a value read by a `Formatter`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self = .make(label: Text(title), text: Self.formattedText(value, formatter: formatter), prompt: prompt, editsFormattedValue: true)
    }
}

extension TextField where Label: View {
    /// Creates a field of a value through `format`, with a label view.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self = .make(label: label(), text: Self.formattedText(value, format: format), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of an optional value through `format`, with a label view.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self = .make(label: label(), text: Self.formattedText(value, format: format), prompt: prompt, editsFormattedValue: true)
    }

    /// Creates a field of a value read by a `Formatter`, with a label view.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), text: Self.formattedText(value, formatter: formatter), prompt: prompt, editsFormattedValue: true)
    }
}
