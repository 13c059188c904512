import Builders
import Inspect
import Runtime
import Script
import Testing
import Expectations

/// `@AppStorage`, `@SceneStorage` and `UserDefaults` in files the reader reads: one value per
/// key, shared by every view naming it, kept for the run.
@MainActor @Suite struct StorageReaderTests {
    static let source = """
        import SwiftUI

        struct Counter: View {
            @AppStorage("taps") private var taps = 0

            var body: some View {
                Button("Tap (\\(taps))") { taps += 1 }
            }
        }

        struct Summary: View {
            @AppStorage("taps") private var taps = 10
            @SceneStorage("taps") private var draft = "scene"

            var body: some View {
                VStack {
                    Text("Summary: \\(taps) taps, \\(draft)")
                    Text("Defaults: \\(UserDefaults.standard.integer(forKey: "taps"))")
                    Button("Reset") { UserDefaults.standard.set(100, forKey: "taps") }
                }
            }
        }

        #Preview {
            VStack {
                Counter()
                Summary()
            }
        }
        """

    func open(_ reading: ViewFile.LiveReading) -> HeadlessDriver {
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 6) }
        return open(reading.view)
    }

    @Test func viewsNamingOneKeyShareItsValueAndTheFirstDefault() throws {
        let view = inspect(try read(Self.source))
        expectEqual(try view.find(button: "Tap (0)").labelView().text().string(), "Tap (0)")
        expectEqual(try view.find(text: "Summary: 0 taps, scene").string(), "Summary: 0 taps, scene")
    }

    @Test func aWriteRedrawsEveryViewThatReadsTheKey() throws {
        let reading = try ViewFile.live(files: [.init(name: "taps.swift", text: Self.source)])
        let app = open(reading)
        app.press(.enter)
        app.press(.enter)
        expectContains(app.text, "Tap (2)")
        expectContains(app.text, "Summary: 2 taps, scene")
        expectContains(app.text, "Defaults: 2")
        #expect(reading.session.errors.isEmpty)
    }

    @Test func userDefaultsWritesWhatAppStorageReads() throws {
        let reading = try ViewFile.live(files: [.init(name: "taps.swift", text: Self.source)])
        let app = open(reading)
        #expect(app.click(on: "Reset"))
        expectContains(app.text, "Tap (100)")
        expectContains(app.text, "Summary: 100 taps")
        #expect(reading.session.errors.isEmpty)
    }

    @Test func aStoredPropertyWithoutADefaultSaysSo() {
        let source = """
            struct Name: View {
                @AppStorage("name") var name: String
                var body: some View { Text(name) }
            }
            #Preview { Name() }
            """
        #expect(scriptError { try read(source) }?.message == #"expected a default value for @AppStorage("name") var name, found none"#)
    }
}
