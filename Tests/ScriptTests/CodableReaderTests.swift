import Builders
import Foundation
import Inspect
import Runtime
import Script
import Testing
import Expectations

// The types the snippets declare, compiled here, so that what the reader writes and reads is
// compared with what Foundation's coders do with the compiled types.
private enum Flavor: String, Codable { case vanilla, mint = "MINT" }
private enum Size: Int, Codable { case small = 1, large }
private struct Item: Codable {
    var name: String
    var price: Double
    var tags: [String]
    var flavor: Flavor
    var note: String?
    var size: Size = .large
}
private struct Renamed: Codable {
    var fullName: String
    var age: Int
    var unused = 0
    enum CodingKeys: String, CodingKey {
        case fullName = "full_name"
        case age
    }
}
private struct Event: Codable {
    var when: Date
    var id: UUID
}
private enum Shape: Codable {
    case circle(radius: Double)
    case square(Double)
    case none
}

private final class Order: Codable {
    enum CodingKeys: CodingKey {
        case type, quantity, extraFrosting, name
    }
    var type = 0
    var quantity = 3
    var extraFrosting = false
    var name: String?
    init() {}
    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(Int.self, forKey: .type)
        quantity = try container.decode(Int.self, forKey: .quantity)
        extraFrosting = try container.decode(Bool.self, forKey: .extraFrosting)
        name = try container.decodeIfPresent(String.self, forKey: .name)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(extraFrosting, forKey: .extraFrosting)
        try container.encodeIfPresent(name, forKey: .name)
    }
}

/// `Codable` through `JSONEncoder` and `JSONDecoder` for the types a file declares: the reader
/// writes and reads the JSON compiled code writes and reads, and throws the errors it throws.
@MainActor @Suite struct CodableReaderTests {
    static let declarations = """
        enum Flavor: String, Codable { case vanilla, mint = "MINT" }
        enum Size: Int, Codable { case small = 1, large }
        struct Item: Codable {
            var name: String
            var price: Double
            var tags: [String]
            var flavor: Flavor
            var note: String?
            var size: Size = .large
        }
        struct Renamed: Codable {
            var fullName: String
            var age: Int
            var unused = 0
            enum CodingKeys: String, CodingKey {
                case fullName = "full_name"
                case age
            }
        }
        struct Event: Codable {
            var when: Date
            var id: UUID
        }
        enum Shape: Codable {
            case circle(radius: Double)
            case square(Double)
            case none
        }
        func json<T: Encodable>(_ value: T, _ encoder: JSONEncoder = JSONEncoder()) -> String {
            encoder.outputFormatting = .sortedKeys
            guard let data = try? encoder.encode(value) else { return "failed" }
            return String(data: data, encoding: .utf8) ?? "nil"
        }
        func failure(_ text: String) -> String {
            do {
                _ = try JSONDecoder().decode(Item.self, from: Data(text.utf8))
                return "decoded"
            } catch {
                return "\\(error)"
            }
        }
        """

    /// The texts of `lines`, each a `Text(…)` in a VStack of a preview, in order.
    func texts(_ lines: [String], declarations: String = CodableReaderTests.declarations) throws -> [String] {
        let source = declarations + "\n#Preview {\n    VStack {\n" + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n"
        let stack = try inspect(try read(source)).vStack()
        return try (0..<lines.count).map { try stack.text($0).string() }
    }

    private func json<T: Encodable>(_ value: T, _ encoder: JSONEncoder = JSONEncoder()) throws -> String {
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func failure(_ text: String) -> String {
        do {
            _ = try JSONDecoder().decode(Item.self, from: Data(text.utf8))
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    @Test func structsEncodeTheirStoredPropertiesLeavingOutNilOptionals() throws {
        let item = Item(name: "Cone", price: 2.5, tags: ["a", "b"], flavor: .mint, note: nil)
        let noted = Item(name: "Cup", price: 3, tags: [], flavor: .vanilla, note: "cold", size: .small)
        #expect(try texts([
            #"Text(json(Item(name: "Cone", price: 2.5, tags: ["a", "b"], flavor: .mint, note: nil)))"#,
            #"Text(json(Item(name: "Cup", price: 3, tags: [], flavor: .vanilla, note: "cold", size: .small)))"#,
            #"Text(json([Flavor.mint, .vanilla]))"#,
            #"Text(json(["b": 1, "a": 2]))"#,
            #"Text(json(Renamed(fullName: "Ada", age: 36)))"#,
        ]) == [
            try json(item), try json(noted), try json([Flavor.mint, .vanilla]), try json(["b": 1, "a": 2]),
            try json(Renamed(fullName: "Ada", age: 36)),
        ])
    }

    @Test func enumsWithoutRawValuesEncodeTheirCaseAndValues() throws {
        #expect(try texts([
            #"Text(json([Shape.circle(radius: 2), .square(3), .none]))"#,
        ]) == [try json([Shape.circle(radius: 2), .square(3), .none])])
    }

    @Test func decodingReadsOptionalsRawValuesAndRenamedKeys() throws {
        let declarations = Self.declarations + """

            let items = (try? JSONDecoder().decode([Item].self, from: Data(#"[{"name": "A", "price": 1, "tags": ["x"], "flavor": "MINT", "size": 1, "note": null}, {"name": "B", "price": 2.25, "tags": [], "flavor": "vanilla", "size": 2, "note": "hi"}]"#.utf8))) ?? []
            let person = try? JSONDecoder().decode(Renamed.self, from: Data(#"{"full_name": "Ada", "age": 36}"#.utf8))
            let byName = try? JSONDecoder().decode([String: Size].self, from: Data(#"{"s": 1, "l": 2}"#.utf8))
            func sizes() -> String {
                guard let found = byName else { return "nil" }
                return "\\(found["s"]?.rawValue ?? 0) \\(found["l"]?.rawValue ?? 0)"
            }
            """
        #expect(try texts([
            #"Text(items.map { "\($0.name) \($0.price) \($0.flavor.rawValue) \($0.size.rawValue) \($0.note ?? "nil")" }.joined(separator: "; "))"#,
            #"Text(person.map { "\($0.fullName) \($0.age) \($0.unused)" } ?? "nil")"#,
            "Text(sizes())",
            ##"Text(json(try? JSONDecoder().decode(Shape.self, from: Data(#"{"circle": {"radius": 4}}"#.utf8))))"##,
        ], declarations: declarations) == [
            "A 1.0 MINT 1 nil; B 2.25 vanilla 2 hi", "Ada 36 0", "1 2",
            try json(try JSONDecoder().decode(Shape.self, from: Data(#"{"circle": {"radius": 4}}"#.utf8))),
        ])
    }

    @Test func aMissingKeyAMismatchAndAnUnknownRawValueThrowFoundationsErrors() throws {
        let missing = #"{"name": "Cone", "price": 1, "tags": [], "flavor": "vanilla"}"#
        let mismatch = #"{"name": 3, "price": 1, "tags": [], "flavor": "vanilla", "size": 1}"#
        let unknown = #"{"name": "Cone", "price": 1, "tags": [], "flavor": "choc", "size": 1}"#
        let lines = [missing, mismatch, unknown].map { "Text(failure(#\"\($0)\"#))" }
        expectEqual(try texts(lines), [failure(missing), failure(mismatch), failure(unknown)])
    }

    @Test func datesAndUUIDsFollowTheCodersStrategies() throws {
        let event = Event(when: Date(timeIntervalSince1970: 1_000_000), id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID())
        let iso = JSONEncoder()
        iso.dateEncodingStrategy = .iso8601
        let declarations = Self.declarations + """

            let event = Event(when: Date(timeIntervalSince1970: 1_000_000), id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
            func iso() -> JSONEncoder {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                return encoder
            }
            func back() -> String {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                let decoded = try? decoder.decode(Event.self, from: Data(json(event, iso()).utf8))
                return "\\(decoded?.when.timeIntervalSince1970 ?? 0) \\(decoded?.id.uuidString ?? "")"
            }
            """
        #expect(try texts(["Text(json(event))", "Text(json(event, iso()))", "Text(back())"], declarations: declarations) == [
            try json(event), try json(event, iso), "1000000.0 E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ])
    }

    @Test func keysInSnakeCaseAndDatesByAFormatter() throws {
        let snake = JSONEncoder()
        snake.keyEncodingStrategy = .convertToSnakeCase
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let dated = JSONEncoder()
        dated.dateEncodingStrategy = .formatted(formatter)
        let event = Event(when: Date(timeIntervalSince1970: 1_000_000), id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID())
        let declarations = Self.declarations + """

            let event = Event(when: Date(timeIntervalSince1970: 1_000_000), id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
            func snake() -> JSONEncoder {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                return encoder
            }
            func dated() -> JSONEncoder {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd"
                formatter.timeZone = TimeZone(identifier: "UTC")
                formatter.locale = Locale(identifier: "en_US_POSIX")
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .formatted(formatter)
                return encoder
            }
            func camel() -> String {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                let person = try? decoder.decode(Renamed.self, from: Data(#"{"full_name": "Ada", "age": 36}"#.utf8))
                return person?.fullName ?? "nil"
            }
            """
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let camel = (try? decoder.decode(Renamed.self, from: Data(#"{"full_name": "Ada", "age": 36}"#.utf8)))?.fullName ?? "nil"
        #expect(try texts([
            #"Text(json(Renamed(fullName: "Ada", age: 36), snake()))"#, "Text(json(event, dated()))", "Text(camel())",
        ], declarations: declarations) == [try json(Renamed(fullName: "Ada", age: 36), snake), try json(event, dated), camel])
    }

    @Test func prettyPrintingAndDataAsText() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let expected = String(decoding: try encoder.encode(["b": [1, 2], "a": [3]]), as: UTF8.self)
        let declarations = """
            func pretty() -> String {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = (try? encoder.encode(["b": [1, 2], "a": [3]])) ?? Data()
                return String(decoding: data, as: UTF8.self)
            }
            let bytes = Data("héllo".utf8)
            """
        #expect(try texts([
            "Text(pretty())",
            #"Text("\(bytes.count) \(bytes.isEmpty) \(Data().isEmpty) \(String(data: bytes, encoding: .utf8) ?? "nil")")"#,
        ], declarations: declarations) == [expected, "6 false true héllo"])
    }

    @Test func aClassWritingItsOwnConformanceIsCodedThroughItsContainers() throws {
        let declarations = Self.declarations + """

            class Order: ObservableObject, Codable {
                enum CodingKeys: CodingKey {
                    case type, quantity, extraFrosting, name
                }
                @Published var type = 0
                @Published var quantity = 3
                @Published var extraFrosting = false
                @Published var name: String? = nil
                init() { }
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    type = try container.decode(Int.self, forKey: .type)
                    quantity = try container.decode(Int.self, forKey: .quantity)
                    extraFrosting = try container.decode(Bool.self, forKey: .extraFrosting)
                    name = try container.decodeIfPresent(String.self, forKey: .name)
                }
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(type, forKey: .type)
                    try container.encode(quantity, forKey: .quantity)
                    try container.encode(extraFrosting, forKey: .extraFrosting)
                    try container.encodeIfPresent(name, forKey: .name)
                }
            }
            func order(_ text: String) -> String {
                do {
                    let order = try JSONDecoder().decode(Order.self, from: Data(text.utf8))
                    return "\\(order.type) \\(order.quantity) \\(order.extraFrosting) \\(order.name ?? "nil")"
                } catch {
                    return "\\(error)"
                }
            }
            """
        let full = #"{"type": 2, "quantity": 5, "extraFrosting": true, "name": "Ada"}"#
        let partial = #"{"type": 2, "extraFrosting": true}"#
        func order(_ text: String) -> String {
            do {
                let order = try JSONDecoder().decode(Order.self, from: Data(text.utf8))
                return "\(order.type) \(order.quantity) \(order.extraFrosting) \(order.name ?? "nil")"
            } catch {
                return "\(error)"
            }
        }
        #expect(try texts([
            "Text(json(Order()))", "Text(order(#\"\(full)\"#))", "Text(order(#\"\(partial)\"#))",
        ], declarations: declarations) == [try json(Order()), order(full), order(partial)])
    }

    @Test func aModelKeepsItsItemsAsJSONInUserDefaults() throws {
        let source = """
            struct ExpenseItem: Identifiable, Codable {
                var id = UUID()
                let name: String
                let amount: Double
            }
            class Expenses: ObservableObject {
                @Published var items = [ExpenseItem]()
                func add(_ item: ExpenseItem) {
                    items.append(item)
                    if let encoded = try? JSONEncoder().encode(items) {
                        UserDefaults.standard.set(encoded, forKey: "Items")
                    }
                }
                init() {
                    if let savedItems = UserDefaults.standard.data(forKey: "Items") {
                        if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                            items = decodedItems
                            return
                        }
                    }
                    items = []
                }
            }
            struct ContentView: View {
                @StateObject var expenses = Expenses()
                var body: some View {
                    VStack {
                        Button("Add") { expenses.add(ExpenseItem(name: "Lunch", amount: 5)) }
                        Text("shown \\(expenses.items.count), saved \\(Expenses().items.count)")
                        ForEach(expenses.items) { item in Text(item.name) }
                    }
                }
            }
            #Preview { ContentView() }
            """
        let reading = try ViewFile.live(files: [.init(name: "expenses.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 6) }
        let app = open(reading.view)
        expectContains(app.text, "shown 0, saved 0")
        app.press(.enter)
        app.press(.enter)
        #expect(app.text.contains("shown 2, saved 2"), "\(app.text)")
        expectContains(app.text, "Lunch")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    @Test func aTypeThatIsNotCodableIsAnErrorOfTheReading() {
        let error = scriptError {
            try read("""
                struct Plain { var x = 1 }
                #Preview { Text(String(data: (try? JSONEncoder().encode(Plain())) ?? Data(), encoding: .utf8) ?? "") }
                """, file: "c.swift")
        }
        expectEqual(error?.message, "Plain is not Encodable: declare it as struct Plain: Codable")
    }

    @Test func dataKeptByAppStorageIsDecodedByTheView() throws {
        let source = """
            struct Settings: Codable {
                var name = "Ada"
                var count = 2
            }
            struct Panel: View {
                @AppStorage("settings") var saved = Data()
                var current: Settings { (try? JSONDecoder().decode(Settings.self, from: saved)) ?? Settings() }
                var body: some View {
                    VStack {
                        Text("\\(current.name) \\(current.count) \\(saved.isEmpty)")
                        Button("Save") {
                            if let data = try? JSONEncoder().encode(Settings(name: "Grace", count: 5)) { saved = data }
                        }
                    }
                }
            }
            #Preview { Panel() }
            """
        expectEqual(try inspect(try read(source)).find(text: "Ada 2 true").string(), "Ada 2 true")
        let reading = try ViewFile.live(files: [.init(name: "settings.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 4) }
        let app = open(reading.view)
        app.press(.enter)
        expectContains(app.text, "Grace 5 false")
    }
}
