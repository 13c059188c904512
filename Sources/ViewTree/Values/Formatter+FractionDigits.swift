import Foundation

extension Formatter {
    /// `string(for:)`, keeping a `NumberFormatter`'s `maximumFractionDigits`. Foundation on Linux
    /// shows more fraction digits than that maximum when the minimum is also set
    /// (`minimumFractionDigits = 2; maximumFractionDigits = 2` shows 12.541 as "12.541", where
    /// Apple's Foundation shows "12.54"), so a number is first rounded to the maximum, in the
    /// formatter's rounding mode, when the formatter shows the number unscaled (not as a percent or
    /// in words) and rounds half even or half up; any other value or formatter is formatted as is.
    package func fractionDigitsKeptString(for value: Any) -> String? {
        guard let formatter = self as? NumberFormatter,
              Self.unscaledStyles.contains(formatter.numberStyle), formatter.multiplier.map({ $0 == 1 }) ?? true,
              let mode = Self.decimalRounding[formatter.roundingMode],
              var decimal = Self.decimal(of: value)
        else { return string(for: value) }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &decimal, formatter.maximumFractionDigits, mode)
        return formatter.string(from: NSDecimalNumber(decimal: rounded))
    }

    private static let unscaledStyles: Set<NumberFormatter.Style> = [
        .none, .decimal, .currency, .currencyISOCode, .currencyPlural, .currencyAccounting,
    ]

    private static let decimalRounding: [NumberFormatter.RoundingMode: NSDecimalNumber.RoundingMode] = [
        .halfEven: .bankers, .halfUp: .plain,
    ]

    /// `value` as a decimal, for the number types a formatter formats.
    private static func decimal(of value: Any) -> Decimal? {
        switch value {
        case let number as Double: Decimal(number)
        case let number as Float: Decimal(Double(number))
        case let number as Decimal: number
        case let number as NSNumber: number.decimalValue
        default: nil
        }
    }
}
