import Builders
import Foundation
import Inspect
import Testing
import Expectations

@MainActor @Suite struct FormatterTextTests {
    private func decimalFormatter(digits: Int, locale: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        formatter.locale = Locale(identifier: locale)
        return formatter
    }

    @Test func aNumberShowsNoMoreFractionDigitsThanItsFormattersMaximum() throws {
        let formatter = decimalFormatter(digits: 2, locale: "en")
        // 12.541 to two digits, half even: 12.54; 0.125 to two: 0.12 (the tie goes to the even digit).
        expectEqual(try Text(NSNumber(value: 12.541), formatter: formatter).inspect().text().string(), "12.54")
        expectEqual(try Text(NSNumber(value: 0.125), formatter: formatter).inspect().text().string(), "0.12")
        expectEqual(try Text("\(NSNumber(value: 12.541), formatter: formatter)").inspect().text().string(), "12.54")
        // The formatter is read when the text is: a locale set later is the one shown.
        let text = Text(NSNumber(value: 3.14159), formatter: formatter)
        formatter.locale = Locale(identifier: "ru")
        expectEqual(try text.inspect().text().string(), "3,14")
    }

    @Test func aHalfUpFormatterRoundsTiesAwayAndAPercentIsLeftToTheFormatter() throws {
        let formatter = decimalFormatter(digits: 1, locale: "en")
        formatter.roundingMode = .halfUp
        expectEqual(try Text(NSNumber(value: 2.25), formatter: formatter).inspect().text().string(), "2.3")
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en")
        expectEqual(try Text(NSNumber(value: 0.25), formatter: percent).inspect().text().string(), "25%")
    }
}
