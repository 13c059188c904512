import Builders
import Inspect
import Runtime
import Script
import Testing
import Expectations

/// The first navigation era's bar modifiers read as compiled code builds them, and a presented
/// view's `presentationMode` dismisses it when run live.
@MainActor @Suite struct NavigationBarReaderTests {
    nonisolated static var forms: [(source: String, compiled: any View)] { [
        (#"Text("a").navigationBarTitle("Title")"#, Text("a").navigationBarTitle("Title")),
        (#"Text("a").navigationBarTitle(Text("Title"), displayMode: .inline)"#, Text("a").navigationBarTitle(Text("Title"), displayMode: .inline)),
        (#"Text("a").navigationBarItems(leading: EditButton(), trailing: Button("Add") {})"#,
         Text("a").navigationBarItems(leading: EditButton(), trailing: Button("Add") {})),
        (#"Text("a").navigationBarItems(trailing: Text("b"))"#, Text("a").navigationBarItems(trailing: Text("b"))),
        (#"NavigationView { Text("a") }.navigationViewStyle(StackNavigationViewStyle())"#,
         NavigationView { Text("a") }.navigationViewStyle(StackNavigationViewStyle())),
        (#"NavigationView { Text("a") }.navigationViewStyle(.columns)"#, NavigationView { Text("a") }.navigationViewStyle(.columns)),
    ] }

    @Test(arguments: 0..<forms.count)
    func aBarModifierReadsAsCompiledCode(index: Int) throws {
        let (source, compiled) = Self.forms[index]
        try expectReadsAsCompiled(source, compiled)
    }

    @Test func thePreferredColorSchemeReadsAsCompiledCode() throws {
        for (source, compiled) in [(#"Text("a").preferredColorScheme(.dark)"#, Text("a").preferredColorScheme(.dark)),
                                   (#"Text("a").preferredColorScheme(nil)"#, Text("a").preferredColorScheme(nil))] {
            try expectReadsAsCompiled(source, compiled)
        }
        let error = scriptError { try read(#"Text("a").preferredColorScheme(.blue)"#) }
        expectEqual(error?.message, "expected a color scheme such as .dark, or nil, found '.blue'")
    }

    @Test func aStyleOfAnotherKindIsRefused() {
        let error = scriptError { try read(#"NavigationView { Text("a") }.navigationViewStyle(PlainListStyle())"#) }
        expectEqual(error?.message, "expected a NavigationViewStyle, found PlainListStyle (a ListStyle)")
    }

    @Test func thePresentationModeDismissesTheSheetLive() throws {
        let source = """
            struct Sheet: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View { Button("Close") { presentationMode.wrappedValue.dismiss() } }
            }
            struct Host: View {
                @State private var shown = true
                var body: some View { Text(shown ? "shown" : "closed").sheet(isPresented: $shown) { Sheet() } }
            }
            #Preview { Host() }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "host.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 6) }
        let app = open(reading.view)
        app.press(.enter)
        #expect(app.text.contains("closed"), "\(app.text)")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
