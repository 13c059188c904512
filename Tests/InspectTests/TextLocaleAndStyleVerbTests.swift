import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// Text read in a locale, its line styles, its attributes by string index, named fonts, and the
/// search's relations and skipped matches.
@MainActor @Suite struct TextLocaleAndStyleVerbTests {
    /// A bundle folder holding `en.lproj/Greeting.strings` and `ru.lproj/Greeting.strings`.
    func greetingBundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("greeting-\(UUID().uuidString).bundle")
        for (language, word) in [("en", "Hello_en"), ("ru", "Привет")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"Hello\" = \"\(word)\";\n".write(to: lproj.appendingPathComponent("Greeting.strings"), atomically: true, encoding: .utf8)
        }
        return try #require(Bundle(path: folder.path))
    }

    @Test("a key is read as its translation for the locale, or as itself where there is none")
    func keysAreTranslatedPerLocale() throws {
        let text = try Text("Hello", tableName: "Greeting", bundle: greetingBundle()).inspect().text()
        expectEqual(try text.string(locale: Locale(identifier: "en")), "Hello_en")
        expectEqual(try text.string(locale: Locale(identifier: "ru")), "Привет")
        expectEqual(try text.string(locale: Locale(identifier: "fr")), "Hello")
        #expect(try Text("Hello", tableName: "Greeting", bundle: greetingBundle()).inspect()
            .find(text: "Привет", locale: Locale(identifier: "ru")).pathToRoot == "text()")
    }

    @Test("a format style formats in the locale the text is read in")
    func formatStylesFollowTheLocale() throws {
        let text = try Text("n \(1234, format: .number)").inspect().text()
        expectEqual(try text.string(locale: Locale(identifier: "en")), "n 1,234")
        expectEqual(try text.string(locale: Locale(identifier: "de_DE")), "n 1.234")
    }

    @Test("a text of a range of dates has no one string and no images")
    func dateRangesAreNotRead() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let text = try Text(start...start.addingTimeInterval(86_400)).inspect().text()
        expectThrows(InspectionError.self) { try text.string() }
        #expect(try text.images().isEmpty)
        expectThrows(InspectionError.self) { try Text(DateInterval(start: start, duration: 60)).inspect().text().string() }
    }

    @Test("the line styles read as their patterns, without their colours")
    func lineStylesReadAsPatterns() throws {
        let attributes = try Text("a").strikethrough(true, color: .black).underline(pattern: .dash).inspect().text().attributes()
        expectEqual(try attributes.strikethroughStyle(), .single)
        expectEqual(try attributes.strikethroughColor(), .black)
        expectEqual(try attributes.underlineStyle(), Text.LineStyle(pattern: .dash))
    }

    @Test("attributes are subscripted by the string's indices")
    func attributesByStringIndex() throws {
        let text = try (Text("bold").bold() + Text(" ") + Text("italic").italic()).inspect().text()
        let string = try text.string()
        let attributes = try text.attributes()
        #expect(try attributes[try #require(string.range(of: "bold"))].isBold())
        #expect(try attributes[try #require(string.range(of: "italic"))].isItalic())
        let afterBold = string.index(string.startIndex, offsetBy: 4)
        #expect(try attributes[..<afterBold].isBold())
        expectThrows(InspectionError.self) { try attributes[string.startIndex...afterBold].isBold() }
        #expect(try attributes[string.index(after: afterBold)...].isItalic())
        expectThrows(InspectionError.self) { try attributes["bold italic and more".endIndex...].isBold() }
    }

    @Test("a named font reports a fixed size and the style its size scales with")
    func namedFontSizes() throws {
        #expect(Font.custom("abc", fixedSize: 16).isFixedSize())
        expectEqual(try Font.custom("abc", fixedSize: 16).size(), 16)
        #expect(!Font.custom("abc", size: 16).isFixedSize())
        expectEqual(try Font.custom("abc", size: 14, relativeTo: .caption2).style(), .caption2)
        expectEqual(try Font.custom("abc", size: 14).style(), .body)
    }

    @Test("a search looks up the parents, and skips the matches it is told to")
    func searchRelationsAndSkips() throws {
        let root = try VStack { HStack { Text("a"); Text("b") }; Text("c") }.inspect()
        let b = try root.find(text: "b")
        expectEqual(try b.find(.hStack, relation: .parent).pathToRoot, "vStack().hStack(0)")
        expectThrows(InspectionError.self) { try b.find(.text, relation: .parent) }
        expectEqual(try root.find(.text, traversal: .depthFirst, skipFound: 1).string(), "b")
        expectEqual(try root.find(.text, traversal: .depthFirst, skipFound: 2).string(), "c")
        expectThrows(InspectionError.self) { try root.find(.text, skipFound: 3) }
        let footnote = try VStack { Text("x"); Text("y").font(.footnote) }.inspect()
            .find(textWhere: { _, attributes in try attributes.font() == .footnote })
        expectEqual(try footnote.string(), "y")
    }

    @Test("Markdown's markers are read and removed, and a link's text keeps its URL")
    func markdownAttributedStrings() throws {
        let string = try AttributedString(markdown: "**Bold** _it_ `code` \\* [Link](https://example.com) *open")
        expectEqual(String(string.characters), "Bold it code * Link *open")
        #expect(string.runs.contains { $0.link == URL(string: "https://example.com") })
        expectEqual(try (Text("head ") + Text(string)).inspect().text().string(), "head Bold it code * Link *open")
    }
}
