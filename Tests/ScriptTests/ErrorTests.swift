import Script
import Testing
import Expectations

/// Every class of reader error, with its exact text: FILE:LINE:COLUMN, the
/// message saying what was expected and found, the line, and a caret.
@MainActor @Suite struct ReaderErrorTests {
    func error(_ source: String) -> String? {
        scriptError { try read(source, file: "v.swift") }?.description
    }

    @Test func aReaderErrorIsItsOwnLocalizedDescription() throws {
        let error = try #require(scriptError { try read("Txt(\"a\")", file: "v.swift") })
        expectEqual(error.localizedDescription, error.description)
        #expect(error.localizedDescription.hasPrefix("v.swift:1:1: error: unknown type 'Txt'"))
    }

    @Test func unknownViewSuggestsTheNearestName() {
        #expect(error("VStack {\n    Txt(\"a\")\n}") == """
            v.swift:2:5: error: unknown view 'Txt'; did you mean 'Text'?
                Txt("a")
                ^
            """)
    }

    @Test func anUnknownNameMadeForAValueIsAnUnknownType() {
        let source = """
            struct ContentView: View {
                @StateObject private var store = Stroe()
                var body: some View { Text("a") }
            }
            final class Store: ObservableObject {}
            #Preview { ContentView() }
            """
        #expect(error(source) == """
            v.swift:2:38: error: unknown type 'Stroe'; did you mean 'Store'?
                @StateObject private var store = Stroe()
                                                 ^
            """)
    }

    @Test func unknownModifierSuggestsTheNearestName() {
        #expect(error("Text(\"a\").paddin()") == """
            v.swift:1:11: error: unknown modifier '.paddin'; did you mean 'padding'?
            Text("a").paddin()
                      ^
            """)
    }

    @Test func unexpectedLabelNamesTheExpectedOnes() {
        #expect(error("HStack(spacin: 2) { }") == """
            v.swift:1:8: error: unexpected argument 'spacin:' to HStack; expected 'alignment:', 'spacing:', 'content:'; did you mean 'spacing'?
            HStack(spacin: 2) { }
                   ^
            """)
    }

    @Test func unterminatedStringAndCommentAreReported() {
        #expect(error("Text(\"abc") == """
            v.swift:1:6: error: expected '"' to end the string literal, found the end of the line
            Text("abc
                 ^
            """)
        #expect(error("/* open\nText(\"a\")") == """
            v.swift:1:1: error: expected '*/' to close the comment, found the end of the file
            /* open
            ^
            """)
    }

    @Test func unexpectedCharacterAndTokenAreReported() {
        #expect(error("Text(\"a\") ~") == """
            v.swift:1:11: error: unexpected character '~'
            Text("a") ~
                      ^
            """)
        #expect(error("HStack { Text(\"a\") Text(\"b\") }") == """
            v.swift:1:20: error: expected a line break or ';' between statements, found 'Text'
            HStack { Text("a") Text("b") }
                               ^
            """)
    }

    @Test func hugeIntegerOverflowsWithAShortExcerpt() throws {
        let digits = String(repeating: "9", count: 100)
        let message = try #require(error("Text(\"a\").tag(\(digits))"))
        // `Text("a").tag(` is 14 characters: the literal starts at column 15.
        #expect(message.hasPrefix("v.swift:1:15: error: integer literal '\(String(repeating: "9", count: 40))…' overflows Int\n"))
    }

    @Test func wrongValueKindsSayWhatWasExpected() {
        #expect(error("Text(\"a\").padding(\"wide\")") == """
            v.swift:1:19: error: expected a length (a number), found a string
            Text("a").padding("wide")
                              ^
            """)
        #expect(error("Text(\"a\").foregroundColor(.redd)") == """
            v.swift:1:27: error: unknown color '.redd'; did you mean 'red'?
            Text("a").foregroundColor(.redd)
                                      ^
            """)
        #expect(error("Image(systemName: \"x\").underline()") == """
            v.swift:1:24: error: expected a Text before .underline(), found Image
            Image(systemName: "x").underline()
                                   ^
            """)
    }

    @Test func fileWithoutARootViewSaysWhereARootWasLookedFor() {
        #expect(error("// nothing\nlet x = 1") == """
            v.swift:1:1: error: no root view: looked for an App, a #Preview, a PreviewProvider's 'previews', a top-level view expression and a view struct, found none
            // nothing
            ^
            """)
    }

    @Test func nestingIsBoundedWithAMessageNotACrash() throws {
        let deep = String(repeating: "Group { ", count: 500) + String(repeating: "}", count: 500)
        let message = try #require(error(deep))
        expectContains(message, "error: views, brackets and blocks nest more than 200 levels deep")
        let parens = String(repeating: "(", count: 100_000)
        #expect(try #require(error(parens)).contains("nest more than 200 levels deep"))
    }

    @Test func modifierChainsAreBounded() throws {
        let chain = "Text(\"a\")" + String(repeating: ".padding()", count: 3_001)
        #expect(try #require(error(chain)).contains("error: a modifier chain longer than 3000 modifiers"))
    }

    @Test func aViewStructContainingItselfIsReported() {
        #expect(error("struct Loop: View {\n    var body: some View { Loop() }\n}\nLoop()") == """
            v.swift:2:27: error: view struct 'Loop' contains itself
                var body: some View { Loop() }
                                      ^
            """)
    }

    @Test func megabyteLineShowsAnExcerptAroundTheError() throws {
        let line = "Text(\"" + String(repeating: "x", count: 1_000_000) + "\") ~"
        let message = try #require(error(line))
        #expect(message.hasPrefix("v.swift:1:1000010: error: unexpected character '~'\n…"))
        #expect(message.count < 300)
    }

    @Test func aTrailingClosureIsReportedAtItsOpeningBrace() {
        #expect(error("VStack {\n    Divider { Text(\"a\") }\n}") == """
            v.swift:2:13: error: Divider takes no unlabelled arguments, found 1
                Divider { Text("a") }
                        ^
            """)
        #expect(error("Text(\"a\").opacity {\n    0.5\n}") == """
            v.swift:1:19: error: expected a length (a number), found a closure
            Text("a").opacity {
                              ^
            """)
    }

    @Test func aSwitchWithoutCasesIsReported() {
        #expect(error("let n = 1\nVStack {\n    switch n {\n    }\n}") == """
            v.swift:3:5: error: expected at least one 'case' or 'default' in the switch, found none
                switch n {
                ^
            """)
    }
}
