import Builders
import Testing
import Expectations

/// `tabViewStyle(_:)` and `indexViewStyle(_:)` as SwiftUI lays them out: the style at
/// `modifier|style`; the paged styles keep their settings, equal when their settings are.
@MainActor @Suite struct PagedStyleLayoutTests {
    private let text = Text("x")

    @Test func theModifiersHaveSwiftUIsTypesAndWriteTheStyle() {
        expectEqual(typeName(text.tabViewStyle(.page)), "ModifiedContent<Text, _TabViewStyleWriter<PageTabViewStyle>>")
        expectEqual(typeName(text.tabViewStyle(.automatic)), "ModifiedContent<Text, _TabViewStyleWriter<DefaultTabViewStyle>>")
        #expect(descendant(text.tabViewStyle(.page(indexDisplayMode: .never)), "modifier", "style") as? PageTabViewStyle
            == PageTabViewStyle(indexDisplayMode: .never))
        expectEqual(typeName(text.indexViewStyle(.page)), "ModifiedContent<Text, IndexViewStyleModifier<PageIndexViewStyle>>")
        #expect(descendant(text.indexViewStyle(.page(backgroundDisplayMode: .always)), "modifier", "style") as? PageIndexViewStyle
            == PageIndexViewStyle(backgroundDisplayMode: .always))
    }

    @Test func pagedStylesAreEqualWhenTheirSettingsAre() {
        let modes: [PageTabViewStyle.IndexDisplayMode] = [.automatic, .always, .never]
        for (index, mode) in modes.enumerated() {
            expectEqual(PageTabViewStyle(indexDisplayMode: mode), PageTabViewStyle(indexDisplayMode: mode))
            #expect(PageTabViewStyle(indexDisplayMode: mode) != PageTabViewStyle(indexDisplayMode: modes[(index + 1) % modes.count]))
        }
        expectEqual(PageTabViewStyle(), PageTabViewStyle(indexDisplayMode: .automatic))
        let backgrounds: [PageIndexViewStyle.BackgroundDisplayMode] = [.automatic, .always, .interactive, .never]
        #expect(Set(backgrounds.indices.filter { backgrounds[$0] == backgrounds[($0 + 1) % backgrounds.count] }).isEmpty)
        expectEqual(PageIndexViewStyle().backgroundDisplayMode, .automatic)
    }

    @Test func theIndexIsShownAsTheModeSays() {
        #expect(!PageTabViewStyle.IndexDisplayMode.automatic.showsIndex(of: 1))
        #expect(PageTabViewStyle.IndexDisplayMode.automatic.showsIndex(of: 2))
        #expect(PageTabViewStyle.IndexDisplayMode.always.showsIndex(of: 1))
        #expect(!PageTabViewStyle.IndexDisplayMode.never.showsIndex(of: 3))
    }
}
