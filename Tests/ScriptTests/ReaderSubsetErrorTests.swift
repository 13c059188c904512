import Script
import Testing
import Expectations

/// A construct outside the reader's subset is reported at its own place as such; names are
/// suggested only when they are near.
@MainActor @Suite struct ReaderSubsetErrorTests {
    func error(_ source: String) -> String? {
        scriptError { try read(source, file: "v.swift") }?.description
    }

    @Test(arguments: [
        ("func sum(_ xs: Int...) -> Int { 0 }\nText(\"a\")", "v.swift:1:19: error: not supported by the reader: variadic parameters"),
        ("func f() { for case let x? in [1] {} }\nText(\"a\")", "v.swift:1:16: error: not supported by the reader: 'for case' loops"),
        ("struct A: View {\n    var body: some View {\n        let n = value as! Int\n        Text(\"a\")\n    }\n}\nA()", "v.swift:3:23: error: not supported by the reader: 'as!' (forced casts)"),
        ("final class Cache {\n    deinit {}\n}\nText(\"a\")", "v.swift:2:5: error: not supported by the reader: deinitialisers"),
        ("struct A: View {\n    var body: some View {\n        for i in 0..<3 { Text(\"\\(i)\") }\n    }\n}\nA()", "v.swift:3:9: error: not supported by the reader: a 'for' loop in a view builder; use ForEach"),
        ("actor Store {}\nText(\"a\")", "v.swift:1:1: error: not supported by the reader: actors"),
        ("func f(_ n: Int) -> Int {\n    switch n {\n    case 1: fallthrough\n    default: return 0\n    }\n}\nText(\"a\")", "v.swift:3:13: error: not supported by the reader: 'fallthrough'"),
    ])
    func unsupportedConstructsAreReportedAtTheirOwnPlace(source: String, message: String) throws {
        let description = try #require(error(source))
        #expect(description.hasPrefix(message + "\n"), "\(description)")
    }

    @Test func anUnknownViewIsNotGivenAnUnrelatedStructOfTheFile() {
        let source = "struct Bridge: View { var body: some View { Text(\"b\") } }\n#Preview { Ribbon() }"
        #expect(error(source) == """
            v.swift:2:12: error: unknown view 'Ribbon'
            #Preview { Ribbon() }
                       ^
            """)
        let typo = "struct ProfileHeader: View { var body: some View { Text(\"b\") } }\n#Preview { ProfileHeadr() }"
        expectEqual(error(typo)?.hasPrefix("v.swift:2:12: error: unknown view 'ProfileHeadr'; did you mean 'ProfileHeader'?"), true)
    }

    @Test func unknownNamesAndMembersSuggestTheNearestKnownOne() {
        let source = """
            struct Item {
                let title: String
            }
            struct Row: View {
                let item: Item
                @State private var expanded = false
                var body: some View {
                    Text(item.titel)
                }
            }
            #Preview { Row(item: Item(title: "a")) }
            """
        #expect(error(source) == """
            v.swift:8:19: error: value of type Item has no member 'titel'; did you mean 'title'?
                    Text(item.titel)
                              ^
            """)
        let name = source.replacingOccurrences(of: "Text(item.titel)", with: "Text(expandd ? \"a\" : \"b\")")
        expectEqual(error(name)?.hasPrefix("v.swift:8:14: error: unknown name 'expandd'; did you mean 'expanded'?"), true)
        let method = source.replacingOccurrences(of: "Text(item.titel)", with: "Text(item.title.uppercase())")
        expectEqual(error(method)?.hasPrefix("v.swift:8:25: error: value of type String has no method 'uppercase' the reader knows; did you mean 'uppercased'?"), true)
    }

    @Test func aMissingArgumentNamesThePropertyAndItsType() {
        let source = """
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            #Preview { VStack { Row() } }
            """
        #expect(error(source) == """
            v.swift:5:21: error: Row(…) needs 'title:' (String)
            #Preview { VStack { Row() } }
                                ^
            """)
    }

    @Test func aPropertyErrorIsReportedAtThePropertyNotTheStruct() {
        let source = """
            struct Card: View {
                let title = "T"
                let count: Int = "three" + 1
                var body: some View { Text(title) }
            }
            #Preview { Card() }
            """
        expectEqual(error(source)?.hasPrefix("v.swift:3:30: error: cannot apply '+' to a string and an integer"), true)
    }
}
