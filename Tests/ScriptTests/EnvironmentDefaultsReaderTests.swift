import Builders
import Inspect
import Script
import Testing

/// Session 6: every value of the package's `EnvironmentValues` reads with `@Environment(\.key)`,
/// with the default compiled code reads where no modifier wrote it.
@Suite struct EnvironmentDefaultsReaderTests {
    @Test func everyEnvironmentValueReadsItsCompiledDefault() throws {
        let read = try ViewFile.build(source: try EnvironmentDefaultsApp.source(), file: EnvironmentDefaultsApp.fileName)
        let root = inspect(read)
        // The package's defaults: a compact width and regular height (a phone upright), light,
        // enabled, no font, tint, accent, line limit or case, leading and tail, medium symbols.
        for text in ["compact width", "regular height", "light", "enabled, not focused", "no font, tint or accent",
                     "no line limit", "leading, tail", "spacing 0", "own case", "medium symbols", "left to right",
                     "large type", "default keyboard"] {
            #expect((try? root.find(text: text)) != nil, "\(text)")
        }
    }

    @Test func anUnknownEnvironmentValueSuggestsTheNearestKnownOne() throws {
        let error = scriptError { try read("struct V: View {\n    @Environment(\\.lineLimits) var limit\n    var body: some View { Text(\"a\") }\n}\n#Preview { V() }") }
        #expect(error?.message == "not supported by the reader: the environment value '\\.lineLimits'; did you mean 'lineLimit'?")
        #expect(error?.location.line == 2 && error?.location.column == 18, "\(error?.location.column ?? 0)")
    }
}
