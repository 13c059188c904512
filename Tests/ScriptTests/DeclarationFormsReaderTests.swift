import Builders
import Inspect
import Script
import Testing
import Expectations

/// The declarations app models are written with: protocols with default implementations,
/// subscripts, operators, property observers, lazy properties, nested types.
@MainActor @Suite struct DeclarationFormsReaderTests {
    func text(of source: String) throws -> String {
        try inspect(read(source)).text().string()
    }

    @Test func aProtocolExtensionGivesConformingTypesItsMembers() throws {
        let source = """
            protocol Priced {
                var price: Double { get }
                func label() -> String
            }
            extension Priced {
                var withTax: Double { price * 1.5 }
                func label() -> String { "costs \\(withTax)" }
            }
            struct Coffee: Priced { let price: Double }
            struct Cake: Priced {
                let price: Double
                func label() -> String { "cake" }
            }
            Text(Coffee(price: 2).label() + ", " + Cake(price: 4).label())
            """
        // The conforming type's own method wins over the extension's default.
        expectEqual(try text(of: source), "costs 3.0, cake")
    }

    @Test func anOptionalTypesNoneIsNil() throws {
        let source = """
            enum Priority { case low, high }
            let filter = Priority?.none
            Text(filter == nil ? "all" : "some")
            """
        expectEqual(try text(of: source), "all")
    }

    @Test func aSubscriptOfTheFilesTypesReadsItsGetter() throws {
        let source = """
            struct Board {
                var cells = ["X", "O", "X"]
                subscript(index: Int) -> String { cells[index] }
                subscript(row row: Int, column column: Int) -> String {
                    get { cells[row * 2 + column] }
                    set { }
                }
            }
            Text(Board()[1] + Board()[row: 1, column: 0])
            """
        expectEqual(try text(of: source), "OX")
    }

    @Test func operatorsDeclaredForTheFilesTypesApply() throws {
        let source = """
            struct Money {
                var cents: Int
                static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
            }
            func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
            func total() -> Int {
                var sum = Money(cents: 150) + Money(cents: 50)
                sum += Money(cents: 1)
                return (sum * 2).cents
            }
            Text("\\(total())")
            """
        expectEqual(try text(of: source), "402")
    }

    @Test func propertyObserversRunOnEachAssignmentButNotInsideThemselves() throws {
        let source = """
            struct Thermostat {
                var target = 20 {
                    didSet { if target > 30 { target = 30 } }
                }
                var changes = 0
            }
            final class Log {
                var lines: [String] = []
                var name = "a" {
                    willSet { lines.append("will \\(newValue)") }
                    didSet { lines.append("did \\(oldValue)") }
                }
            }
            func run() -> String {
                var thermostat = Thermostat()
                thermostat.target = 45
                let log = Log()
                log.name = "b"
                return "\\(thermostat.target) " + log.lines.joined(separator: ",")
            }
            Text(run())
            """
        expectEqual(try text(of: source), "30 will b,did a")
    }

    @Test func aComputedPropertysSetterRunsWithTheNewValue() throws {
        let source = """
            struct Temperature {
                var celsius = 0.0
                var fahrenheit: Double {
                    get { celsius * 9 / 5 + 32 }
                    set(degrees) { celsius = (degrees - 32) * 5 / 9 }
                }
            }
            final class Counter {
                var count = 1
                var doubled: Int {
                    get { count * 2 }
                    set { count = newValue / 2 }
                }
            }
            func run() -> String {
                var water = Temperature()
                water.fahrenheit = 212
                let counter = Counter()
                counter.doubled = 10
                return "\\(water.celsius) \\(counter.count) \\(counter.doubled)"
            }
            Text(run())
            """
        // 212 °F is 100 °C.
        expectEqual(try text(of: source), "100.0 5 10")
    }

    @Test func aPropertyMadeAsAnEmptyCollectionHasTheCollectionsType() throws {
        let source = """
            struct Item: Codable { var name: String }
            struct Box: Codable {
                var items = [Item]()
                var totals = [String: Int]()
            }
            func run() -> String {
                let data = try? JSONEncoder().encode(Box(items: [Item(name: "a")], totals: ["x": 1]))
                let box = try? JSONDecoder().decode(Box.self, from: data ?? Data())
                return "\\(box?.items.first?.name ?? "none") \\(box?.totals["x"] ?? 0)"
            }
            Text(run())
            """
        // Decoding needs each property's type: here, the one written at the empty collection.
        expectEqual(try text(of: source), "a 1")
    }

    @Test func aLazyPropertyIsMadeWhenFirstReadWithSelf() throws {
        let source = """
            final class Greeter {
                var name = "Ada"
                lazy var greeting = "Hello, " + name
            }
            func run() -> String {
                let greeter = Greeter()
                greeter.name = "Grace"
                return greeter.greeting
            }
            Text(run())
            """
        expectEqual(try text(of: source), "Hello, Grace")
    }

    @Test func nestedTypesOfTheSameNameInTwoTypesStayApart() throws {
        let source = """
            struct Library {
                struct Item { var title = "book" }
                enum Shelf {
                    struct Label { var text = "deep" }
                }
                func first() -> String { Item().title }
            }
            struct Pantry {
                struct Item { var title = "jar" }
                func first() -> String { Item().title }
            }
            Text(Library().first() + " " + Pantry().first() + " " + Library.Item().title + " " + Library.Shelf.Label().text)
            """
        expectEqual(try text(of: source), "book jar book deep")
    }
}
