import Builders
import Inspect
import Script
import Testing
import Expectations

/// The paged styles with their settings, by type name and by member call, read as compiled code
/// makes them; a setting the style has not is refused.
@MainActor @Suite struct PagedStyleReaderTests {
    @Test func thePagedStylesSettingsAreReadAsCompiled() throws {
        let tabs = TabView { Text("a") }
        for source in [#"TabView { Text("a") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))"#,
                       #"TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .never))"#] {
            let read = try read(source)
            expectEqual(MirrorDump.string(of: read), MirrorDump.string(of: tabs.tabViewStyle(.page(indexDisplayMode: .never))))
            expectEqual(try inspect(read).tabViewStyle() as? PageTabViewStyle, PageTabViewStyle(indexDisplayMode: .never))
        }
        for source in [#"TabView { Text("a") }.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .interactive))"#,
                       #"TabView { Text("a") }.indexViewStyle(.page(backgroundDisplayMode: .interactive))"#] {
            expectEqual(try inspect(try read(source)).indexViewStyle() as? PageIndexViewStyle, PageIndexViewStyle(backgroundDisplayMode: .interactive))
        }
    }

    @Test func aSettingThePagedStyleHasNotIsRefused() {
        let error = scriptError { try read(#"TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .sometimes))"#) }
        #expect(error?.message == ".page takes 'indexDisplayMode:' with .always, .automatic or .never, found '.sometimes'", "\(error?.message ?? "no error")")
        let label = scriptError { try read(#"TabView { Text("a") }.indexViewStyle(PageIndexViewStyle(mode: .always))"#) }
        #expect(label?.message.hasPrefix("PageIndexViewStyle takes 'backgroundDisplayMode:' with ") == true, "\(label?.message ?? "no error")")
    }
}
