import Builders
import Inspect
import Testing
import Expectations

/// A row of a settings list, with values of several types.
private struct SettingRow: View {
    let title: String
    var isOn = false
    var level = 3

    var body: some View {
        HStack {
            Text(title)
            Text("\(level)")
        }
    }
}

/// The account the app is signed in to.
private final class Account: ObservableObject {
    @Published var name = "Ada"
}

/// A greeting that reads the account from the environment.
private struct Greeting: View {
    @EnvironmentObject var account: Account
    var body: some View { Text("Hello, \(account.name)") }
}

/// A frame around any content.
private struct Framed<Content: View>: View {
    let content: Content

    var body: some View { VStack { content } }
}

/// A shelf of items of one type, drawn by a view type nested in it (not private, so that its
/// full name is the module's).
struct Bookshelf<Item>: View {
    var body: some View { Tag() }

    struct Tag: View {
        var body: some View { Text("shelf") }
    }
}

@MainActor @Suite struct TypedCursorTests {
    @Test func aCustomViewReachedByItsTypeIsReadWithItsOwnType() throws {
        let view = VStack {
            SettingRow(title: "Wi-Fi", isOn: true)
            SettingRow(title: "Bluetooth", level: 7)
        }
        // `actualView()` gives a SettingRow: its properties have their own types, no cast written.
        let wifi = try view.inspect().vStack().view(SettingRow.self, 0).actualView()
        let isOn: Bool = wifi.isOn
        #expect(isOn)
        expectEqual(try view.inspect().find(SettingRow.self, where: { (try? $0.find(text: "Bluetooth")) != nil }).actualView().level, 7)
        expectEqual(try view.inspect().findAll(SettingRow.self).map { try $0.actualView().title }, ["Wi-Fi", "Bluetooth"])
        expectEqual(try view.inspect().find(SettingRow.self, containing: "Bluetooth").actualView().title, "Bluetooth")
    }

    @Test func aTypedCursorKeepsEveryVerbAndItsPath() throws {
        let view = SettingRow(title: "Wi-Fi")
        let row = try view.inspect().view(SettingRow.self)
        let untyped: InspectableView = row
        expectEqual(untyped.pathToRoot, "view(SettingRow.self)")
        expectEqual(try row.hStack().text(0).string(), "Wi-Fi")
        expectEqual(try row.actualView(SettingRow.self).level, 3)
    }

    @Test func aGenericViewFoundWithOtherGenericArgumentsIsATypeMismatchWhenRead() throws {
        let view = Framed(content: Text("Hello"))
        let card = try view.inspect().view(Framed<Never>.self)
        expectEqual(try card.vStack().text(0).string(), "Hello")
        expectThrows(InspectionError.typeMismatch(expected: "Framed<Never>", found: "Framed<Text>", path: "view(Framed<EmptyView>.self)")) {
            _ = try card.actualView()
        }
    }

    @Test func aCursorIsNeverChangedByTheStepsTakenFromIt() throws {
        let view = HStack { Text("a"); Text("b") }
        let found = try view.inspect().find(text: "a")
        // Naming the found Text twice names it both times: the first step did not change `found`.
        expectEqual(try found.text().pathToRoot, "hStack().text(0)")
        expectEqual(try found.text().string(), "a")
        let parent = try found.parent()
        expectEqual(try parent.hStack().pathToRoot, "hStack()")
        expectEqual(try found.string(), "a")
    }

    @Test func aViewReadByItsTypeReadsTheObjectsPlacedAboveIt() throws {
        let account = Account()
        let view = VStack { Greeting() }.environmentObject(account)
        let greeting = try view.inspect().find(Greeting.self).actualView()
        #expect(greeting.account === account)
    }

    @Test func aViewNestedInAGenericTypeIsFoundWhateverTheEnclosingTypesArguments() throws {
        let view = AnyView(Bookshelf<String>())
        let tag = try view.inspect().find(Bookshelf<Int>.Tag.self)
        expectEqual(try tag.text().string(), "shelf")
        expectEqual(tag.pathToRoot, "anyView().view(Bookshelf<EmptyView>.self).view(Tag.self)")
        // Both types are named `Tag`: the error names them in full.
        expectThrows(InspectionError.typeMismatch(
            expected: "InspectTests.Bookshelf<Swift.Int>.Tag", found: "InspectTests.Bookshelf<Swift.String>.Tag",
            path: "anyView().view(Bookshelf<EmptyView>.self).view(Tag.self)")) {
            _ = try tag.actualView()
        }
    }

    @Test func aKindStepThatFindsACustomViewNamesItWithItsModule() throws {
        // As ViewInspector names it, a private type without its unstable context.
        expectThrows(InspectionError.typeMismatch(
            expected: "Text", found: "InspectTests.Bookshelf<Swift.Int>", path: "anyView().view(Bookshelf<EmptyView>.self)")) {
            try AnyView(Bookshelf<Int>()).inspect().anyView().text()
        }
        expectThrows(InspectionError.typeMismatch(expected: "Text", found: "InspectTests.SettingRow", path: "anyView().view(SettingRow.self)")) {
            try AnyView(SettingRow(title: "Wi-Fi")).inspect().anyView().text()
        }
    }
}
