import Builders
import Runtime
import Script
import Testing
import Expectations

/// `inspect run`'s engine (``LiveReload`` and its screen, run headless): a file's ViewModifier
/// with `@State` keeps the state of each application, also when the changed file is read again.
@MainActor @Suite struct LiveModifierStateRunTests {
    static func rows(label: String) -> String {
        """
        struct Expandable: ViewModifier {
            @State private var expanded = false
            func body(content: Content) -> some View {
                VStack(alignment: .leading) {
                    Button(expanded ? "Less" : "\(label)") { expanded.toggle() }
                    if expanded { content }
                }
            }
        }
        extension View {
            func expandable() -> some View { modifier(Expandable()) }
        }
        struct Rows: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("first").modifier(Expandable())
                    Text("second").expandable()
                }
            }
        }
        #Preview { Rows() }
        """
    }

    /// The screen's text without the blank rows under it (the focused control is drawn `>so<`).
    func shown(_ app: HeadlessDriver) -> String {
        var lines = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    @Test func inspectRunKeepsEachModifiersStateAlsoAcrossAReadingOfTheChangedFile() throws {
        let folder = try LiveReloadTests.Folder(Self.rows(label: "More"))
        let reload = try LiveReload(files: [ViewFile.Source(name: folder.file.path, text: String(contentsOf: folder.file, encoding: .utf8))])
        let app = HeadlessDriver(reload.view, width: 30, height: 6)
        expectEqual(shown(app), ">More<\n More")
        app.press(.enter)
        expectEqual(shown(app), ">Less<\nfirst\n More")
        try folder.write(Self.rows(label: "Show"))
        #expect(reload.reloadIfChanged())
        // The first application is still open; the second, still folded, shows the new label.
        expectEqual(shown(app), ">Less<\nfirst\n Show")
        app.send(.tab, .enter)
        expectEqual(shown(app), " Less\nfirst\n>Less<\nsecond")
        #expect(reload.errors.isEmpty, "\(reload.errors)")
    }
}
