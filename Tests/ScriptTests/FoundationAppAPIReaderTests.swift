import Builders
import Foundation
import Inspect
import Runtime
import Script
import Testing
import Expectations

/// The Foundation small apps call (bundle resources, date components and formats, number
/// formatters, measurements, the standard collections, the network) gives what compiled code gives.
@MainActor @Suite struct FoundationAppAPIReaderTests {
    /// The texts of `lines`, each a `Text(…)` in a VStack of a preview, in order.
    func texts(_ lines: [String], declarations: String = "", file: String = "test.swift") throws -> [String] {
        let source = declarations + "\n#Preview {\n    VStack {\n" + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n"
        let stack = try inspect(try ViewFile.build(files: [.init(name: file, text: source)])).vStack()
        return try (0..<lines.count).map { try stack.text($0).string() }
    }

    /// A new folder holding `files` (path → contents).
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reader-bundle-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    // MARK: Bundle resources

    @Test func bundleResourcesAreTheFilesOfTheAppsFolderDecodedByAGenericHelper() throws {
        let root = try folder([
            "Moonshot/Resources/astronauts.json": #"{"white": {"id": "white", "name": "Edward H. White II"}, "grissom": {"id": "grissom", "name": "Gus Grissom"}}"#,
            "Moonshot/Resources/missions.json": #"[{"id": 1, "crew": ["white"]}, {"id": 7, "launchDate": "1968-10-11", "crew": []}]"#,
            "Moonshot/.build/hidden.json": "[]",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let declarations = """
            struct Astronaut: Codable, Identifiable {
                let id: String
                let name: String
            }
            struct Mission: Codable, Identifiable {
                let id: Int
                let launchDate: String?
                let crew: [String]
            }
            extension Bundle {
                func decode<T: Decodable>(_ file: String) -> T {
                    guard let url = self.url(forResource: file, withExtension: nil) else {
                        fatalError("Failed to locate \\(file) in bundle.")
                    }
                    guard let data = try? Data(contentsOf: url) else {
                        fatalError("Failed to load \\(file) from bundle.")
                    }
                    let decoder = JSONDecoder()
                    guard let loaded = try? decoder.decode(T.self, from: data) else {
                        fatalError("Failed to decode \\(file) from bundle.")
                    }
                    return loaded
                }
            }
            let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")
            let missions: [Mission] = Bundle.main.decode("missions.json")
            enum Store {
                static let crew: [String: Astronaut] = Bundle.main.decode("astronauts.json")
                static func missions() -> [Mission] { Bundle.main.decode("missions.json") }
            }
            """
        let file = root.appendingPathComponent("Moonshot/App.swift").path
        #expect(try texts([
            #"Text("\(astronauts.count) \(astronauts["white"]?.name ?? "-")")"#,
            #"Text(missions.map { "\($0.id):\($0.launchDate ?? "N/A"):\($0.crew.count)" }.joined(separator: " "))"#,
            #"Text(Bundle.main.url(forResource: "missing", withExtension: "json") == nil ? "absent" : "found")"#,
            #"Text(Bundle.main.url(forResource: "hidden", withExtension: "json") == nil ? "absent" : "found")"#,
            #"Text(Bundle.main.path(forResource: "missions", ofType: "json") ?? "none")"#,
            #"Text((try? String(contentsOf: Bundle.main.url(forResource: "missions", withExtension: "json")!, encoding: .utf8))?.count ?? 0 > 0 ? "read" : "unread")"#,
            #"Text("\(Store.crew.count) \(Store.missions().count)")"#,
        ], declarations: declarations, file: file) == [
            "2 Edward H. White II", "1:N/A:1 7:1968-10-11:0", "absent", "absent",
            root.appendingPathComponent("Moonshot/Resources/missions.json").standardizedFileURL.path, "read", "2 2",
        ])
        let error = scriptError {
            try ViewFile.build(files: [.init(name: file, text: declarations + "\nlet other: [Mission] = Bundle.main.decode(\"other.json\")\n#Preview { Text(\"\\(other.count)\") }\n")])
        }
        expectEqual(error?.message, "Fatal error: Failed to locate other.json in bundle.")
    }

    @Test func readingAFileThatIsNotThereThrowsFoundationsError() throws {
        var expected = ""
        do { _ = try Data(contentsOf: URL(fileURLWithPath: "/no/such/file.json")) } catch { expected = error.localizedDescription }
        let declarations = """
            func load() -> String {
                do {
                    _ = try Data(contentsOf: URL(fileURLWithPath: "/no/such/file.json"))
                    return "read"
                } catch {
                    return error.localizedDescription
                }
            }
            """
        expectEqual(try texts(["Text(load())"], declarations: declarations), [expected])
    }

    // MARK: Dates

    @Test func dateComponentsMakeAndTakeApartDates() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let calendar = Calendar.current
        var components = DateComponents()
        components.year = 2024
        components.month = 2
        components.day = 29
        let made = calendar.date(from: components) ?? start
        let parts = calendar.dateComponents([.year, .month, .day], from: made)
        let later = calendar.date(byAdding: DateComponents(day: 3, hour: 2), to: start) ?? start
        let declarations = """
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            func made() -> String {
                var c = DateComponents()
                c.year = 2024
                c.month = 2
                c.day = 29
                let date = Calendar.current.date(from: c) ?? start
                let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
                return "\\(parts.year ?? 0)-\\(parts.month ?? 0)-\\(parts.day ?? 0) \\(c.minute == nil) \\(date.timeIntervalSince1970)"
            }
            func later() -> String {
                let date = Calendar.current.date(byAdding: DateComponents(day: 3, hour: 2), to: start) ?? start
                return "\\(date.timeIntervalSince(start))"
            }
            """
        #expect(try texts(["Text(made())", "Text(later())"], declarations: declarations) == [
            "\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0) true \(made.timeIntervalSince1970)",
            "\(later.timeIntervalSince(start))",
        ])
    }

    @Test func dateFormattersAndFormatStylesWriteAsFoundationWrites() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let posix = DateFormatter()
        posix.dateFormat = "yyyy-MM-dd HH:mm"
        posix.timeZone = TimeZone(identifier: "UTC")
        posix.locale = Locale(identifier: "en_US_POSIX")
        let long = DateFormatter()
        long.dateStyle = .long
        long.timeStyle = .none
        let declarations = """
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            func posix() -> String {
                let f = DateFormatter()
                f.dateFormat = "yyyy-MM-dd HH:mm"
                f.timeZone = TimeZone(identifier: "UTC")
                f.locale = Locale(identifier: "en_US_POSIX")
                let parsed = f.date(from: "2024-03-05 10:30")
                return f.string(from: start) + " \\(parsed?.timeIntervalSince1970 ?? 0) \\(f.date(from: "nope") == nil)"
            }
            func long() -> String {
                let f = DateFormatter()
                f.dateStyle = .long
                f.timeStyle = .none
                return f.string(from: start)
            }
            """
        #expect(try texts([
            "Text(posix())", "Text(long())",
            "Text(start.formatted(.dateTime.year().month().day()))",
            "Text(start.formatted(.dateTime.hour().minute()))",
            "Text(start.formatted(.dateTime.weekday(.wide)))",
            "Text(start.formatted(.dateTime.month(.abbreviated).day()))",
            #"Text(Date.distantPast < Date.now && Date.distantFuture > start ? "ordered" : "unordered")"#,
            "Text(start, format: .dateTime.day().month().year())",
        ], declarations: declarations) == [
            posix.string(from: start) + " \(posix.date(from: "2024-03-05 10:30")?.timeIntervalSince1970 ?? 0) true",
            long.string(from: start),
            start.formatted(.dateTime.year().month().day()),
            start.formatted(.dateTime.hour().minute()),
            start.formatted(.dateTime.weekday(.wide)),
            start.formatted(.dateTime.month(.abbreviated).day()),
            "ordered",
            start.formatted(.dateTime.day().month().year()),
        ])
    }

    // MARK: Numbers

    @Test func numberFormattersAndStringFormatWriteAsFoundationWrites() throws {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.maximumFractionDigits = 2
        let decimal = f.string(from: NSNumber(value: 1234.5678)) ?? "nil"
        f.numberStyle = .percent
        let percent = f.string(from: NSNumber(value: 0.256)) ?? "nil"
        f.numberStyle = .currency
        f.currencyCode = "EUR"
        let currency = f.string(from: NSNumber(value: 3)) ?? "nil"
        let parser = NumberFormatter()
        parser.numberStyle = .decimal
        let parsed = parser.number(from: "1234.5")?.doubleValue ?? -1
        let declarations = """
            func numbers() -> String {
                let f = NumberFormatter()
                f.numberStyle = .decimal
                f.maximumFractionDigits = 2
                let a = f.string(from: NSNumber(value: 1234.5678)) ?? "nil"
                f.numberStyle = .percent
                let b = f.string(from: NSNumber(value: 0.256)) ?? "nil"
                f.numberStyle = .currency
                f.currencyCode = "EUR"
                let c = f.string(from: NSNumber(value: 3)) ?? "nil"
                let d = NumberFormatter()
                d.numberStyle = .decimal
                let parsed = d.number(from: "1234.5")?.doubleValue ?? -1
                return a + " | " + b + " | " + c + " | \\(parsed) \\(d.number(from: "x") == nil) \\(NSNumber(value: 7).intValue)"
            }
            """
        #expect(try texts([
            "Text(numbers())",
            #"Text(String(format: "%d %02d %.1f %@ %x %5.2f", 3, 4, 2.25, "hi", 255, 3.14159))"#,
            #"Text(String(format: "%.2f%% %@ has %ld items %s", 12.5, "Cart", 3, "ok"))"#,
            #"Text(String(format: "%2$@ %1$@", "a", "b"))"#,
            #"Text(String(format: "%c%c", 72, 105))"#,
        ], declarations: declarations) == [
            "\(decimal) | \(percent) | \(currency) | \(parsed) true 7",
            String(format: "%d %02d %.1f %@ %x %5.2f", 3, 4, 2.25, "hi", 255, 3.14159),
            String(format: "%.2f%% %@ has %ld items ", 12.5, "Cart", 3) + "ok",
            String(format: "%2$@ %1$@", "a", "b"),
            String(format: "%c%c", 72, 105),
        ])
    }

    @Test func aFormatConversionThatDoesNotFitItsArgumentIsAnErrorOfTheReading() {
        let error = scriptError { try read(#"#Preview { Text(String(format: "%d items", "three")) }"#, file: "f.swift") }
        expectEqual(error?.message, "String(format:)'s '%d' takes a number, found a string")
        let wide = scriptError { try read(#"#Preview { Text(String(format: "%99999d", 3)) }"#, file: "f.swift") }
        #expect(wide?.message == #"a width or precision of more than 9999 in "%99999d""#)
    }

    // MARK: Measurements

    @Test func measurementsOfSeveralDimensionsConvert() throws {
        let declarations = """
            let units: [UnitLength] = [.meters, .kilometers, .feet]
            func convert(_ value: Double, from input: UnitVolume, to output: UnitVolume) -> Double {
                Measurement(value: value, unit: input).converted(to: output).value
            }
            func values() -> String {
                let temperature = Measurement(value: 20, unit: UnitTemperature.celsius)
                let mass = Measurement(value: 2, unit: UnitMass.kilograms)
                return "\\(temperature.converted(to: .fahrenheit).value) \\(mass.converted(to: .pounds).value) \\(mass.unit.symbol) \\(convert(1, from: .liters, to: .milliliters)) \\(Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value) \\(Measurement(value: 10, unit: UnitSpeed.metersPerSecond).converted(to: .kilometersPerHour).value)"
            }
            """
        let temperature = Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value
        let pounds = Measurement(value: 2, unit: UnitMass.kilograms).converted(to: .pounds).value
        let milliliters = Measurement(value: 1, unit: UnitVolume.liters).converted(to: .milliliters).value
        let hours = Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value
        let speed = Measurement(value: 10, unit: UnitSpeed.metersPerSecond).converted(to: .kilometersPerHour).value
        #expect(try texts([
            "Text(values())",
            #"Text(units.map { $0.symbol }.joined(separator: ","))"#,
            "Text(Measurement(value: 20, unit: UnitTemperature.celsius).description)",
        ], declarations: declarations) == [
            "\(temperature) \(pounds) kg \(milliliters) \(hours) \(speed)",
            [UnitLength.meters, .kilometers, .feet].map(\.symbol).joined(separator: ","),
            Measurement(value: 20, unit: UnitTemperature.celsius).description,
        ])
    }

    @Test func aMeasurementFormatterWritesTheUnitGivenAsApplesDoes() throws {
        let declarations = """
            func text(_ style: Formatter.UnitStyle) -> String {
                let formatter = MeasurementFormatter()
                formatter.unitOptions = .providedUnit
                formatter.unitStyle = style
                return formatter.string(from: Measurement(value: 1.5, unit: UnitLength.kilometers)) + " / " + formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)) + " / " + formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius))
            }
            """
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        let value = numbers.string(from: 1.5) ?? "1.5"
        #expect(try texts(["Text(text(.medium))", "Text(text(.short))", "Text(text(.long))"], declarations: declarations) == [
            "\(value) km / 1 ft / 20°C", "\(value)km / 1ft / 20°C", "\(value) kilometers / 1 foot / 20 degrees Celsius",
        ])
    }

    @Test func aPickerChoosesAmongUnits() throws {
        let source = """
            struct Converter: View {
                @State private var unit: UnitLength = .meters
                let units: [UnitLength] = [.meters, .kilometers, .feet]
                var body: some View {
                    Picker("Unit", selection: $unit) {
                        ForEach(units, id: \\.self) { Text($0.symbol) }
                    }
                }
            }
            #Preview { Converter() }
            """
        let picker = try inspect(try read(source)).picker()
        for unit in [UnitLength.meters, .kilometers, .feet] {
            expectEqual(try picker.find(text: unit.symbol).string(), unit.symbol)
        }
    }

    @Test func aConverterRunsWithItsUnitsPickedLive() throws {
        let source = """
            struct Converter: View {
                @State private var input = 100.0
                @State private var inputUnit: UnitLength = .meters
                @State private var outputUnit = UnitLength.kilometers
                let units: [UnitLength] = [.meters, .kilometers, .feet]
                var result: String {
                    "\\(Measurement(value: input, unit: inputUnit).converted(to: outputUnit).value) \\(outputUnit.symbol)"
                }
                var body: some View {
                    VStack {
                        Picker("From", selection: $inputUnit) {
                            ForEach(units, id: \\.self) { Text($0.symbol) }
                        }
                        .pickerStyle(.segmented)
                        Text("result: \\(result)")
                    }
                }
            }
            #Preview { Converter() }
            """
        let reading = try ViewFile.live(files: [.init(name: "converter.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 60, height: 4) }
        let app = open(reading.view)
        #expect(app.text.contains("result: \(Measurement(value: 100, unit: UnitLength.meters).converted(to: .kilometers).value) km"), "\(app.text)")
        app.press(.right)
        #expect(app.text.contains("result: \(Measurement(value: 100, unit: UnitLength.kilometers).converted(to: .kilometers).value) km"), "\(app.text)")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    // MARK: Strings and collections

    @Test func charactersStringsSetsDictionariesAndArraysAnswerAsSwift() throws {
        let declarations = """
            let word = "Hello World"
            let nums = [5, 3, 8, 1]
            func counts() -> String {
                var c: [String: Int] = [:]
                for ch in "hello" { c[String(ch), default: 0] += 1 }
                let tally = "hello".reduce(into: [String: Int]()) { $0[String($1), default: 0] += 1 }
                return c.sorted { $0.key < $1.key }.map { "\\($0.key)\\($0.value)" }.joined() + " \\(tally == c)"
            }
            func setOps() -> String {
                var s: Set<Int> = [1, 2, 3]
                let inserted = s.insert(4).inserted
                let again = s.insert(4).inserted
                let removed = s.remove(1)
                return "\\(inserted) \\(again) \\(removed ?? 0) \\(s.contains(4)) \\(s.union([9]).count) \\(s.intersection([2, 3, 7]).sorted()) \\(s.subtracting([2]).sorted()) \\(s.isEmpty)"
            }
            func arrayOps() -> String {
                var a = [1, 2, 3, 4, 5]
                a.removeAll(where: { $0 == 2 })
                a.insert(9, at: 0)
                a.remove(at: 1)
                a.swapAt(0, 1)
                a.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
                return "\\(a)"
            }
            func dictOps() -> String {
                var d = ["x": 1, "y": 2]
                let old = d.removeValue(forKey: "x")
                let none = d.removeValue(forKey: "z")
                return "\\(d) \\(old ?? 0) \\(none == nil) \\(d.mapValues { $0 * 2 }) \\(d.filter { $0.value > 1 }.count)"
            }
            """
        #expect(try texts([
            #"Text("\(Character("a").isLetter) \(Character("1").isNumber) \(Character("A").isUppercase) \(Character(" ").isWhitespace) \(Character("a").uppercased()) \(Character("7").wholeNumberValue ?? 0)")"#,
            #"Text("\(word.count(where: { $0 == "o" })) \(word.firstIndex(of: "o") != nil) \(word.prefix(3)) \(word.suffix(2)) \(word.dropFirst()) \(word.dropLast(2))")"#,
            #"Text(String(repeating: "ab", count: 3) + word.replacingOccurrences(of: "l", with: "L") + word.lowercased() + "hello world".capitalized)"#,
            #"Text("\(word.localizedCaseInsensitiveContains("WORLD")) \(Array("abc")) \(String(word.reversed()))")"#,
            "Text(counts())",
            "Text(setOps())",
            "Text(arrayOps())",
            "Text(dictOps())",
            #"Text("\(nums.firstIndex(where: { $0 > 4 }) ?? -1) \(nums.lastIndex(of: 8) ?? -1) \(nums.last(where: { $0 < 5 }) ?? -1) \(nums.allSatisfy { $0 > 0 }) \(nums.contains(where: { $0 == 3 }))")"#,
            #"Text("\(nums.min(by: <) ?? 0) \(nums.max() ?? 0) \(nums.prefix(2)) \(nums.sorted(by: >)) \(nums.reduce(into: 0) { $0 += $1 }) \(nums.count(where: { $0 > 2 }))")"#,
        ], declarations: declarations) == [
            "true true true true A 7",
            "2 true Hel ld ello World Hello Wor",
            "abababHeLLo WorLdhello worldHello World",
            #"true ["a", "b", "c"] dlroW olleH"#,
            "e1h1l2o1 true",
            "true false 1 true 4 [2, 3] [3, 4] false",
            "[9, 3, 4, 5]",
            #"["y": 2] 1 true ["y": 4] 1"#,
            "0 2 1 true true",
            "1 8 [5, 3] [8, 5, 3, 1] 17 3",
        ])
    }

    // MARK: The network

    @Test func networkCallsThrowAnErrorTheFileCatches() throws {
        let declarations = """
            func fetch() -> String {
                let url = URL(string: "https://example.com/data.json")!
                do {
                    let (data, _) = try URLSession.shared.data(from: url)
                    return "got \\(data.count)"
                } catch {
                    return error.localizedDescription
                }
            }
            func post() -> String {
                var request = URLRequest(url: URL(string: "https://example.com")!)
                request.httpMethod = "POST"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                let result = try? URLSession.shared.data(for: request)
                return "\\(result == nil) \\(request.httpMethod ?? "")"
            }
            """
        #expect(try texts([
            "Text(fetch())", "Text(post())",
            #"Text((try? Data(contentsOf: URL(string: "https://example.com/x.json")!)) == nil ? "unread" : "read")"#,
        ], declarations: declarations) == [
            "the reader does not reach the network: URLSession.shared.data(from:)", "true POST", "unread",
        ])
    }

    @Test func aNetworkErrorNothingCatchesIsTheActionsError() throws {
        let source = """
            struct Loader: View {
                @State private var status = "idle"
                var body: some View {
                    Button("Load \\(status)") {
                        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in }.resume()
                        status = "started"
                    }
                }
            }
            #Preview { Loader() }
            """
        let reading = try ViewFile.live(files: [.init(name: "loader.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 3) }
        let app = open(reading.view)
        app.press(.enter)
        #expect(reading.session.errors == [
            "loader.swift:5:31: an error was thrown and not caught: the reader does not reach the network: URLSession.shared.dataTask(with:completionHandler:)",
        ])
        expectContains(app.text, "Load idle")
    }
}
