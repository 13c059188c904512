import Builders
import Testing
import Expectations

@MainActor @Suite struct TextTests {
    @Test func interpolationKeepsAFormatAndItsArguments() throws {
        let n = 4
        let text = Text("even \(n) of \("ten") at \(0.5)%")
        let key = try #require(descendant(text, "storage", "anyTextStorage", "key"))
        expectEqual(descendant(key, "key") as? String, "even %lld of %@ at %lf%%")
        expectEqual(descendant(key, "hasFormatting") as? Bool, true)
        let arguments = try #require(descendant(key, "arguments") as? [LocalizedStringKey.FormatArgument])
        expectEqual(arguments.map { String(describing: $0.storage) }, ["integer(4)", "string(\"ten\")", "floatingPoint(0.5)"])
    }

    @Test func plainLiteralHasNoFormatting() {
        expectEqual(descendant(Text("100%"), "storage", "anyTextStorage", "key", "hasFormatting") as? Bool, false)
        expectEqual(descendant(Text("100%"), "storage", "anyTextStorage", "key", "key") as? String, "100%")
    }

    @Test func stringSubstringIsVerbatim() {
        let line = "one two"
        expectEqual(descendant(Text(line.prefix(3)), "storage", "verbatim") as? String, "one")
    }
}
