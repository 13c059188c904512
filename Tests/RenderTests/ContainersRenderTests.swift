import Builders
import Render
import Testing
import Expectations

/// The containers family drawn in a terminal: lists as rows, scroll views clipped, grids in
/// columns, a tab bar, boxes and controls.
@MainActor @Suite struct ContainersRenderTests {
    final class Box<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    func text(_ view: some View, width: Int, height: Int? = nil) throws -> String {
        try Renderer.render(view, width: width, height: height).canvas.plainText
    }

    @Test func listDrawsOneRowPerItemAndSeparatesSections() throws {
        let view = List {
            Text("Top")
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Section { Text("Kale") } footer: { Text("Greens") }
        }
        let screen = try Renderer.render(view, width: 10)
        expectEqual(screen.canvas.plainText, "Top\n──────────\nFRUIT\nApple\nPear\n──────────\nKale\nGreens")
        #expect(screen.canvas[2, 0].style.bold && screen.canvas[2, 0].style.dim)
        #expect(screen.canvas[7, 0].style.dim && !screen.canvas[7, 0].style.bold)
        #expect(!screen.canvas[3, 0].style.dim)
    }

    @Test func formDrawsItsControlsAsRows() throws {
        let view = Form { Toggle("On", isOn: .constant(true)); Text("Note") }
        expectEqual(try text(view, width: 12), " [x] On\nNote")
    }

    @Test func scrollViewClipsItsContentInsteadOfShrinkingIt() throws {
        // A Text shrunk to 4 columns would end in an ellipsis; scrolled, it is cut.
        expectEqual(try text(ScrollView(.horizontal) { Text("abcdefgh") }, width: 4), "abcd")
        // A bordered Text squeezed into 2 rows would lose its middle row; scrolled, its bottom.
        expectEqual(try text(ScrollView { Text("x").border(.red) }, width: 5, height: 2), "┌─┐\n│x│")
        expectEqual(try text(ScrollView { Text("x").border(.red) }, width: 5), "┌─┐\n│x│\n└─┘")
    }

    @Test func controlsInsideAScrollViewAreFocusTargetsWhereDrawn() throws {
        let screen = try Renderer.render(VStack { Text("t"); ScrollView { Button("Go") {} } }, width: 6)
        expectEqual(screen.focusTargets.map(\.row), [1])
    }

    @Test func lazyStacksDrawAsStacks() throws {
        expectEqual(try text(LazyVStack(alignment: .leading) { Text("a"); Text("bbb") }, width: 5), "a\nbbb")
        expectEqual(try text(LazyHStack(spacing: 16) { Text("a"); Text("b") }, width: 8), "a  b")
    }

    @Test func lazyVGridHonoursFixedColumnWidths() throws {
        let view = LazyVGrid(columns: [GridItem(.fixed(32)), GridItem(.fixed(16))]) {
            Text("a"); Text("b"); Text("c"); Text("d"); Text("e")
        }
        // 32 points are 4 columns, then a column of spacing.
        expectEqual(try text(view, width: 20), "a    b\nc    d\ne")
    }

    @Test func adaptiveColumnsFillTheWidth() throws {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 24))]) { ForEach(0..<5) { Text("\($0)") } }
        // Columns of at least 3 cells and 1 apart: three fit in 12.
        let lines = try text(view, width: 12).split(separator: "\n")
        expectEqual(lines.count, 2)
        expectEqual(lines.map { $0.filter { $0 != " " } }, ["012", "34"])
    }

    @Test func lazyHGridFillsItsRowsColumnByColumn() throws {
        let view = LazyHGrid(rows: [GridItem(), GridItem()]) { Text("a"); Text("b"); Text("c") }
        expectEqual(try text(view, width: 10), "a c\nb")
    }

    @Test func gridLinesUpColumnsAndSpansOtherViews() throws {
        let view = Grid {
            GridRow { Text("Name"); Text("Qty") }
            GridRow { Text("Apple"); Text("3") }
            Divider()
        }
        expectEqual(try text(view, width: 20), "Name  Qty\nApple 3\n─────────")
    }

    @Test func tabViewDrawsTheSelectedTabAboveABarOfTabItems() throws {
        let selection = Box(2)
        let view = TabView(selection: selection.binding) {
            Text("Home page").tabItem { Text("Home") }.tag(1)
            Text("Settings page").tabItem { Text("Settings") }.tag(2)
        }
        let screen = try Renderer.render(view, width: 30)
        expectEqual(screen.canvas.plainText, "Settings page\n│ Home │[Settings]│")
        expectEqual(screen.focusTargets.map(\.isSelected), [false, true])
        screen.focusTargets[0].activate()
        expectEqual(selection.value, 1)
        expectEqual(try text(view, width: 30), "Home page\n│[Home]│ Settings │")
        // Offered a height, the tab takes what the bar leaves: the bar is the last line.
        expectEqual(try Renderer.render(view, width: 30, height: 4).canvas.plainText, "Home page\n\n\n│[Home]│ Settings │")
    }

    @Test func tabsOfTheNewerAPIAreDrawnAsTabItemsAre() throws {
        let selection = Box(2)
        let view = TabView(selection: selection.binding) {
            Tab(value: 1) { Text("Home page") } label: { Text("Home") }
            Tab(value: 2) { Text("Settings page") } label: { Text("Settings") }
        }
        // The same screen as the tabItem-and-tag form draws above.
        expectEqual(try text(view, width: 30), "Settings page\n│ Home │[Settings]│")
    }

    @Test func aTabViewWithoutSelectionShowsItsFirstTab() throws {
        let view = TabView {
            Text("A page").tabItem { Text("A") }
            Text("B page")
        }
        expectEqual(try text(view, width: 20), "A page\n│[A]│ Tab 2 │")
    }

    @Test func navigationViewsDrawTheirRootAndLinksAChevron() throws {
        let screen = try Renderer.render(NavigationView { NavigationLink("Next", destination: Text("Detail")) }, width: 12)
        expectEqual(screen.canvas.plainText, " Next ›")
        expectEqual(screen.focusTargets.count, 1)
        expectEqual(try text(NavigationStack { Text("Root") }, width: 6), "Root")
    }

    @Test func groupBoxIsABoxTitledByItsLabel() throws {
        expectEqual(try text(GroupBox("Title") { Text("hello world") }, width: 20), "┌─Title─────┐\n│hello world│\n└───────────┘")
        expectEqual(try text(GroupBox { Text("a") }, width: 20), "┌─┐\n│a│\n└─┘")
    }

    @Test func disclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        expectEqual(try text(DisclosureGroup("More", isExpanded: .constant(false)) { Text("hidden") }, width: 12), " ▸ More")
        expectEqual(try text(DisclosureGroup("More", isExpanded: .constant(true)) { Text("shown") }, width: 12), " ▾ More\n  shown")
    }

    @Test func choosingADisclosureGroupTogglesIt() throws {
        let expanded = Box(false)
        let view = DisclosureGroup("More", isExpanded: expanded.binding) { Text("a") }
        try Renderer.render(view, width: 12).focusTargets[0].activate()
        #expect(expanded.value)
    }

    @Test func menuIsALabelledControlWithAnArrow() throws {
        let screen = try Renderer.render(Menu("Actions") { Button("Copy") {} }, width: 20)
        expectEqual(screen.canvas.plainText, " Actions ▾")
        expectEqual(screen.focusTargets.count, 1)
    }

    @Test func controlGroupLaysItsControlsSideBySide() throws {
        expectEqual(try text(ControlGroup { Button("A") {}; Button("B") {} }, width: 12), " A   B")
    }

    @Test func viewThatFitsShowsTheFirstChildThatFits() throws {
        let view = ViewThatFits { Text("a long label"); Text("short") }
        expectEqual(try text(view, width: 20), "a long label")
        expectEqual(try text(view, width: 8), "short")
        // When none fits, the last is drawn in the space offered: it wraps, as a Text does.
        expectEqual(try text(ViewThatFits { Text("longer one"); Text("long two!") }, width: 4), "long\ntwo!")
    }

    @Test func aSectionOnItsOwnDrawsItsHeaderAndRows() throws {
        expectEqual(try text(Section("Head") { Text("a") }, width: 8), "HEAD\na")
    }
}
