import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// Every value of the package's `EnvironmentValues` reads with `@Environment(\.key)`,
/// with the default compiled code reads where no modifier wrote it; so do the values a file
/// declares with an `EnvironmentKey`, and `.environment(\.key, value)` writes them.
@MainActor @Suite struct EnvironmentValuesReaderTests {
    @Test func everyEnvironmentValueReadsItsCompiledDefault() throws {
        let read = try ViewFile.build(source: try EnvironmentDefaultsApp.source(), file: EnvironmentDefaultsApp.fileName)
        let root = inspect(read)
        // The package's defaults: a compact width and regular height (a phone upright), light,
        // enabled, no font, tint, accent, line limit or case, leading and tail, medium symbols, the
        // en_US locale, UTC and the Gregorian calendar.
        for text in ["compact width", "regular height", "light", "enabled, not focused", "no font, tint or accent",
                     "no line limit", "leading, tail", "spacing 0", "own case", "medium symbols", "left to right",
                     "large type", "default keyboard", "gregorian",
                     // The package's time zone is TimeZone(identifier: "UTC"), named as Foundation names it ("GMT" on Linux).
                     "en_US \(TimeZone(identifier: "UTC")?.identifier ?? "UTC")"] {
            #expect((try? root.find(text: text)) != nil, "\(text)")
        }
    }

    @Test func anUnknownEnvironmentValueSuggestsTheNearestKnownOne() throws {
        let error = scriptError { try read("struct V: View {\n    @Environment(\\.lineLimits) var limit\n    var body: some View { Text(\"a\") }\n}\n#Preview { V() }") }
        expectEqual(error?.message, "not supported by the reader: the environment value '\\.lineLimits'; did you mean 'lineLimit'?")
        #expect(error?.location.line == 2 && error?.location.column == 18, "\(error?.location.column ?? 0)")
    }

    @Test func aFileEnvironmentKeyReadsItsDefaultOrTheValueWrittenAbove() throws {
        let read = try ViewFile.build(source: try EnvironmentKeyApp.source(), file: EnvironmentKeyApp.fileName)
        let root = inspect(read)
        for text in ["Default: plain, 0", "Bold: bold, 0", "Counted: plain, 2"] {
            #expect((try? root.find(text: text)) != nil, "\(text)")
        }
    }

    @Test func aFileEnvironmentKeyIsWrittenByTheModifierCompiledCodeBuilds() throws {
        let keys = Self.keys
        let written = try read(keys + "#Preview { Text(\"x\").environment(\\.badgeStyle, \"bold\") }")
        let compiled = Text("x").environment(\.badgeStyle, "bold")
        expectEqual(typeName(written), typeName(compiled))
        expectEqual(typeName(written), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<String>>")
        expectEqual(inspect(written).modifiers.map(\.name), inspect(compiled).modifiers.map(\.name))
        let counted = try read(keys + "#Preview { Text(\"x\").environment(\\.badgeCount, 3) }")
        expectEqual(typeName(counted), typeName(Text("x").environment(\.badgeCount, 3)))
    }

    @Test func aFileEnvironmentKeyOfAnotherTypeOrWithoutDefaultIsReportedAtItsPlace() throws {
        let theme = """
            enum Theme { case light, dark }
            struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.light }
            extension EnvironmentValues {
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }
            struct V: View {
                @Environment(\\.theme) var theme
                var body: some View { Text(theme == .light ? "light" : "dark") }
            }
            """
        // Read, a value of a type of the file is its default.
        #expect((try? inspect(try read(theme + "\n#Preview { V() }")).find(text: "light")) != nil)
        let error = scriptError { try read(theme + "\n#Preview {\n    V().environment(\\.theme, .dark)\n}") }
        expectEqual(error?.message, "not supported by the reader: .environment(\\.theme, …) for a value of type Theme; the reader writes String, Int, Double, Bool and Color values")
        #expect(error?.location.line == 14 && error?.location.column == 30, "\(error?.location.line ?? 0):\(error?.location.column ?? 0)")
        let noDefault = scriptError { try read("""
            struct SizeKey: EnvironmentKey {}
            extension EnvironmentValues {
                var size: Int {
                    get { self[SizeKey.self] }
                    set { self[SizeKey.self] = newValue }
                }
            }
            struct V: View {
                @Environment(\\.size) var size
                var body: some View { Text("\\(size)") }
            }
            #Preview { V() }
            """) }
        expectEqual(noDefault?.message, "expected 'static let defaultValue' in the EnvironmentKey SizeKey")
        expectEqual(noDefault?.location.line, 1)
    }

    /// `.environment(\\.key, value)` for every key of the package's EnvironmentValues, with its compiled twin.
    nonisolated static var writes: [(source: String, compiled: any View)] { [
        (#"Text("a").environment(\.tint, .red)"#, Text("a").environment(\.tint, .red)),
        (#"Text("a").environment(\.tint, nil)"#, Text("a").environment(\.tint, nil)),
        (#"Text("a").environment(\.accentColor, .green)"#, Text("a").environment(\.accentColor, .green)),
        (#"Text("a").environment(\.foregroundColor, .blue)"#, Text("a").environment(\.foregroundColor, .blue)),
        (#"Text("a").environment(\.isFocused, true)"#, Text("a").environment(\.isFocused, true)),
        (#"Text("a").environment(\.dynamicTypeSize, .xLarge)"#, Text("a").environment(\.dynamicTypeSize, .xLarge)),
        (#"Text("a").environment(\.lineLimit, 2)"#, Text("a").environment(\.lineLimit, 2)),
        (#"Text("a").environment(\.lineLimit, nil)"#, Text("a").environment(\.lineLimit, nil)),
        (#"Text("a").environment(\.multilineTextAlignment, .center)"#, Text("a").environment(\.multilineTextAlignment, .center)),
        (#"Text("a").environment(\.truncationMode, .middle)"#, Text("a").environment(\.truncationMode, .middle)),
        (#"Text("a").environment(\.lineSpacing, 3)"#, Text("a").environment(\.lineSpacing, 3)),
        (#"Text("a").environment(\.textCase, .uppercase)"#, Text("a").environment(\.textCase, .uppercase)),
        (#"Text("a").environment(\.imageScale, .large)"#, Text("a").environment(\.imageScale, .large)),
        (#"Text("a").environment(\.keyboardType, .numberPad)"#, Text("a").environment(\.keyboardType, .numberPad)),
        (#"Text("a").environment(\.autocapitalization, .words)"#, Text("a").environment(\.autocapitalization, .words)),
        (#"Text("a").environment(\.textInputAutocapitalization, .never)"#, Text("a").environment(\.textInputAutocapitalization, .never)),
        (#"Text("a").environment(\.textContentType, .emailAddress)"#, Text("a").environment(\.textContentType, .emailAddress)),
    ] }

    /// `dump` with every `0x…` address written `0x?`.
    static func withoutAddresses(_ dump: String) -> String {
        dump.replacing(/0x[0-9a-f]+/, with: "0x?")
    }

    @Test(arguments: 0..<writes.count)
    func everyEnvironmentKeyIsWrittenAsCompiledCodeWritesIt(index: Int) throws {
        let (source, compiled) = Self.writes[index]
        let written = try read(source)
        #expect(typeName(written) == typeName(compiled), "\(source)")
        // A key path's dump shows the address of its getter, which each module may emit a thunk of
        // its own for (a build that compiles modules whole does): the dumps agree but for addresses.
        #expect(Self.withoutAddresses(MirrorDump.string(of: written)) == Self.withoutAddresses(MirrorDump.string(of: compiled)), "\(source)")
        // The inspector names the modifier by its key path, as it names compiled code's (`tint`).
        #expect(inspect(written).modifiers.map(\.name) == inspect(compiled).modifiers.map(\.name), "\(source)")
    }

    @Test func aWrongValueForAnEnvironmentKeyIsReportedAtTheValue() throws {
        let error = scriptError { try read(#"Text("a").environment(\.imageScale, .huge)"#) }
        expectEqual(error?.message, "expected an image scale (.large, .medium, .small), found '.huge'")
        expectEqual(error?.location.column, 37)
    }

    @Test func anIntegerWrittenToADoubleValueOfTheFileReadsAsADouble() throws {
        let source = """
            private struct ZoomKey: EnvironmentKey {
                static let defaultValue: Double = 1
            }
            extension EnvironmentValues {
                var zoom: Double {
                    get { self[ZoomKey.self] }
                    set { self[ZoomKey.self] = newValue }
                }
            }
            struct Readout: View {
                @Environment(\\.zoom) var zoom
                var body: some View { Text("\\(zoom)") }
            }
            #Preview { Readout().environment(\\.zoom, 2) }
            """
        // Compiled, the literal 2 is a Double, and a Text interpolates a Double with "%lf" as
        // SwiftUI's LocalizedStringKey does ("2.000000"); an Int would read "2".
        #expect((try? inspect(read(source)).find(text: "2.000000")) != nil)
    }

    static let keys = """
        private struct BadgeStyleKey: EnvironmentKey {
            static let defaultValue = "plain"
        }
        private struct BadgeCountKey: EnvironmentKey {
            static let defaultValue: Int = 0
        }
        extension EnvironmentValues {
            var badgeStyle: String {
                get { self[BadgeStyleKey.self] }
                set { self[BadgeStyleKey.self] = newValue }
            }
            var badgeCount: Int {
                get { self[BadgeCountKey.self] }
                set { self[BadgeCountKey.self] = newValue }
            }
        }

        """
}
