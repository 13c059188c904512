import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// Currency format styles, written in place or held in a property, and the font modifiers of any
/// view, read as compiled code builds them.
@MainActor @Suite struct FormatStyleReaderTests {
    nonisolated static var forms: [(source: String, compiled: any View)] { [
        (#"Text(4.5, format: .currency(code: "EUR"))"#, Text(4.5, format: .currency(code: "EUR"))),
        (#"Text(4, format: .currency(code: "USD"))"#, Text(4, format: .currency(code: "USD"))),
        (#"let style = FloatingPointFormatStyle<Double>.Currency(code: "GBP"); Text(2.0, format: style)"#,
         Text(2.0, format: FloatingPointFormatStyle<Double>.Currency(code: "GBP"))),
        (#"TextField("Amount", value: .constant(3.5), format: .currency(code: "EUR"))"#,
         TextField("Amount", value: .constant(3.5), format: .currency(code: "EUR"))),
        (#"Text(Locale.current.currency?.identifier ?? "none")"#, Text(Locale.current.currency?.identifier ?? "none")),
        (#"HStack { Text("a") }.fontWeight(.bold)"#, HStack { Text("a") }.fontWeight(.bold)),
        (#"HStack { Text("a") }.bold().italic()"#, HStack { Text("a") }.bold().italic()),
        (#"Text("a").fontWeight(.light).bold()"#, Text("a").fontWeight(.light).bold()),
        (#"Text(Measurement(value: 1.5, unit: .kilometers).converted(to: .miles).value.formatted(.number.precision(.fractionLength(0...3))))"#,
         Text(Measurement(value: 1.5, unit: UnitLength.kilometers).converted(to: .miles).value.formatted(.number.precision(.fractionLength(0...3))))),
        (#"Text(2.0.formatted(.number.precision(.fractionLength(2))))"#, Text(2.0.formatted(.number.precision(.fractionLength(2))))),
    ] }

    @Test(arguments: 0..<forms.count)
    func aFormReadsAsCompiledCode(index: Int) throws {
        let (source, compiled) = Self.forms[index]
        try expectReadsAsCompiled(source, compiled)
    }

    @Test func aNameThatIsNoUnitSaysWhatWasExpected() {
        let error = scriptError { try read(#"Text("\(Measurement(value: 1, unit: .parsnips).value)")"#) }
        expectEqual(error?.message, "expected a unit such as .miles or .celsius, found '.parsnips'")
    }

    @Test func aConversionToAnotherDimensionSaysSo() {
        let error = scriptError { try read(#"Text("\(Measurement(value: 1, unit: .kilograms).converted(to: .miles).value)")"#) }
        expectEqual(error?.message, "cannot convert a measurement in kg to mi, a unit of another dimension")
    }

    @Test func aValueThatIsNoFormatStyleSaysWhatWasExpected() {
        let error = scriptError { try read(#"Text(3, format: .dateTime)"#) }
        expectEqual(error?.message, "expected a format style such as .number or .currency(code: \"EUR\"), found '.dateTime'")
    }
}
