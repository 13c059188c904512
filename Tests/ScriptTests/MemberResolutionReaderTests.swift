import Builders
import Inspect
import Script
import Testing
import Expectations

/// Names in a type's code mean what Swift makes them mean: a property of `self` before a
/// top-level name, a stored closure called without `self.`, values of the file's own structs
/// holding colours and fonts compared and identified.
@MainActor @Suite struct MemberResolutionReaderTests {
    func texts(_ source: String) throws -> [String] {
        try inspect(try read(source)).findAll(Text.self).map { try $0.string() }
    }

    @Test func aMethodOfAnExtensionOfAStandardTypeCallsItsMembersWithoutSelf() throws {
        let source = """
            extension String {
                func shouted() -> String { uppercased() + "!" }
            }

            extension Array where Element == Int {
                func total() -> Int { reduce(0, +) }
            }

            #Preview {
                VStack {
                    Text("hello".shouted())
                    Text("\\([1, 2, 3].total())")
                }
            }
            """
        expectEqual(try texts(source), ["HELLO!", "6"])
    }

    @Test func aPropertyOfSelfHidesATopLevelNameOfTheSameName() throws {
        let source = """
            var title = "top level"

            struct Banner: View {
                var title = "member"
                var body: some View {
                    VStack {
                        Text(title)
                        Text(self.title)
                    }
                }
            }

            struct Footer: View {
                var body: some View { Text(title) }
            }

            #Preview {
                VStack {
                    Banner()
                    Footer()
                }
            }
            """
        expectEqual(try texts(source).sorted(), ["member", "member", "top level"])
    }

    @Test func aStoredClosureIsCalledWithoutSelf() throws {
        let source = """
            struct Card: View {
                let content: () -> Text
                let caption: (Int) -> String

                var body: some View {
                    VStack {
                        content()
                        Text(caption(3))
                    }
                }
            }

            #Preview {
                Card(content: { Text("inside") }, caption: { "\\($0) items" })
            }
            """
        expectEqual(try texts(source), ["inside", "3 items"])
    }

    @Test func identifiableStructsHoldingColoursAndFontsAreListedAndCompared() throws {
        let source = """
            import Foundation

            struct Label: Identifiable, Equatable {
                let id = UUID()
                let name: String
                let color: Color
                let font: Font
            }

            struct Labels: View {
                let labels = [
                    Label(name: "Work", color: .blue, font: .headline),
                    Label(name: "Home", color: .green, font: .body),
                ]

                var body: some View {
                    VStack {
                        ForEach(labels) { label in
                            Text(label.name).foregroundColor(label.color).font(label.font)
                        }
                        Text(labels[0] == labels[0] ? "same" : "different")
                        Text(labels[0].color == labels[1].color ? "same colour" : "other colour")
                    }
                }
            }

            #Preview { Labels() }
            """
        expectEqual(try texts(source).sorted(), ["Home", "Work", "other colour", "same"])
    }
}
