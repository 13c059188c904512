import Builders
import Foundation
import Inspect
import Script
import Testing

/// The Foundation and standard library calls app code makes give what compiled code gives.
@MainActor @Suite struct FoundationReaderTests {
    /// The texts of `lines`, each a `Text(…)` in a VStack of a preview, in order.
    func texts(_ lines: [String], declarations: String = "") throws -> [String] {
        let source = declarations + "\n#Preview {\n    VStack {\n" + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n"
        let stack = try inspect(try read(source)).vStack()
        return try (0..<lines.count).map { try stack.text($0).string() }
    }

    @Test func randomNumbersComeFromTheRangeGiven() throws {
        #expect(try texts([
            #"Text("\(Int.random(in: 4...4))")"#,
            #"Text("\(Double.random(in: 2.5...2.5))")"#,
            #"Text(Double.random(in: 0..<1) < 1 ? "below one" : "one or more")"#,
            #"Text(Bool.random() || true ? "true" : "false")"#,
        ]) == ["4", "2.500000", "below one", "true"])
    }

    @Test func anEmptyRangeForRandomIsAnErrorAtTheCall() {
        let error = scriptError { try read(#"#Preview { Text("\(Int.random(in: 5..<5))") }"#, file: "r.swift") }
        #expect(error?.description == """
            r.swift:1:24: error: expected a range that is not empty for Int.random(in:), found a range
            #Preview { Text("\\(Int.random(in: 5..<5))") }
                                   ^
            """)
    }

    @Test func numbersAndDatesAreFormattedAsFoundationFormatsThem() throws {
        let date = Date(timeIntervalSince1970: 86_400 * 40)
        #expect(try texts([
            #"Text(3.5.formatted(.currency(code: "EUR")))"#,
            #"Text(12.formatted(.currency(code: "USD")))"#,
            "Text(0.256.formatted(.percent))",
            "Text(Date(timeIntervalSince1970: 86400 * 40).formatted(date: .abbreviated, time: .omitted))",
            "Text(Date(timeIntervalSince1970: 86400 * 40).formatted(date: .numeric, time: .shortened))",
        ]) == [
            Double(3.5).formatted(.currency(code: "EUR")), Int(12).formatted(.currency(code: "USD")), Double(0.256).formatted(.percent),
            date.formatted(date: .abbreviated, time: .omitted), date.formatted(date: .numeric, time: .shortened),
        ])
    }

    @Test func theCurrentCalendarAnswersAboutDates() throws {
        let start = Date(timeIntervalSince1970: 86_400 * 40)
        let calendar = Calendar.current
        #expect(try texts([
            #"Text("\(Calendar.current.component(.day, from: start))")"#,
            #"Text("\(Calendar.current.dateComponents([.day], from: start, to: Calendar.current.date(byAdding: .day, value: 3, to: start)!).day ?? 0)")"#,
            #"Text(Calendar.current.isDateInToday(Date()) ? "today" : "not today")"#,
            #"Text(Calendar.current.isDate(start, inSameDayAs: start.addingTimeInterval(1)) ? "same day" : "other day")"#,
        ], declarations: "let start = Date(timeIntervalSince1970: 86400 * 40)") == [
            "\(calendar.component(.day, from: start))", "3", "today",
            calendar.isDate(start, inSameDayAs: start.addingTimeInterval(1)) ? "same day" : "other day",
        ])
    }

    @Test func collectionsAreGroupedZippedAndMappedWithInitialisers() throws {
        let declarations = """
            let words = ["fig", "kiwi", "pear", "plum", "lime"]
            let counts = [3, 4, 4]
            """
        #expect(try texts([
            #"Text("\(Dictionary(grouping: words, by: { $0.count }).map { "\($0.key):\($0.value.count)" })")"#,
            #"Text("\(zip(words, counts).map { "\($0)=\($1)" })")"#,
            #"Text(counts.map(String.init).joined(separator: "+"))"#,
            #"Text("\(Dictionary(uniqueKeysWithValues: zip(words, counts)).count)")"#,
        ], declarations: declarations) == [
            #"["3:1", "4:4"]"#, #"["fig=3", "kiwi=4", "pear=4"]"#, "3+4+4", "3",
        ])
    }
}
