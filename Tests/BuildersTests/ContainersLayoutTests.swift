import Builders
import Testing
import Expectations

/// The containers family's layout contract: each node's type name (SwiftUI's name and generic
/// parameters) and the Mirror paths ViewInspector reads its data at.
@MainActor @Suite struct ContainersLayoutTests {
    struct Row: Identifiable {
        var id: Int
        var name: String
    }

    @Test func listHoldsItsRowsAtContentAndHasNoSelectionType() throws {
        let list = List { Text("a"); Text("b") }
        expectEqual(typeName(list), "List<Never, TupleView<(Text, Text)>>")
        expectEqual(typeName(try #require(descendant(list, "content"))), "TupleView<(Text, Text)>")
    }

    @Test func listOverIdentifiableDataIsAForEachOfTheirIds() {
        let list = List([Row(id: 1, name: "a")]) { row in Text(row.name) }
        expectEqual(typeName(list), "List<Never, ForEach<Array<Row>, Int, Text>>")
        let keyed = List(["a", "b"], id: \.self) { Text($0) }
        expectEqual(typeName(keyed), "List<Never, ForEach<Array<String>, String, Text>>")
        let ranged = List(0..<3) { Text("\($0)") }
        expectEqual(typeName(ranged), "List<Never, ForEach<Range<Int>, Int, Text>>")
    }

    @Test func listWithSelectionIsGenericOverTheSelectedValue() {
        var many: Set<Int> = []
        let set = List(selection: Binding(get: { many }, set: { many = $0 })) { Text("a").tag(1) }
        expectEqual(typeName(set), "List<Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        var one: String?
        let optional = List(selection: Binding(get: { one }, set: { one = $0 })) { Text("a") }
        expectEqual(typeName(optional), "List<String, Text>")
        #expect(descendant(optional, "selection") != nil)
    }

    @Test func formHoldsItsContent() {
        let form = Form { Toggle("On", isOn: .constant(true)) }
        expectEqual(typeName(form), "Form<Toggle<Text>>")
        expectEqual(childLabels(form), ["content"])
    }

    @Test func everySectionFormStoresHeaderContentAndFooter() throws {
        let titled = Section("Title") { Text("row") }
        expectEqual(typeName(titled), "Section<Text, Text, EmptyView>")
        expectEqual(childLabels(titled), ["header", "content", "footer"])
        let both = Section { Text("row") } header: { Text("H") } footer: { Image(systemName: "i") }
        expectEqual(typeName(both), "Section<Text, Text, Image>")
        let header = Section { Text("row") } header: { Text("H") }
        expectEqual(typeName(header), "Section<Text, Text, EmptyView>")
        let footer = Section { Text("row") } footer: { Text("F") }
        expectEqual(typeName(footer), "Section<EmptyView, Text, Text>")
        let plain = Section { Text("row") }
        expectEqual(typeName(plain), "Section<EmptyView, Text, EmptyView>")
        let views = Section(header: Text("H"), footer: Text("F")) { Text("row") }
        expectEqual(typeName(views), "Section<Text, Text, Text>")
        expectEqual(typeName(Section(header: Text("H")) { Text("row") }), "Section<Text, Text, EmptyView>")
        expectEqual(typeName(Section(footer: Text("F")) { Text("row") }), "Section<EmptyView, Text, Text>")
        let name = "Verbatim"
        expectEqual(descendant(Section(name) { Text("row") }, "header", "storage", "verbatim") as? String, "Verbatim")
    }

    @Test func scrollViewStoresAxesAndIndicatorsInItsConfiguration() {
        let scroll = ScrollView(.horizontal, showsIndicators: false) { Text("wide") }
        expectEqual(typeName(scroll), "ScrollView<Text>")
        expectEqual(descendant(scroll, "configuration", "axes") as? Axis.Set, .horizontal)
        expectEqual(descendant(scroll, "configuration", "showsIndicators") as? Bool, false)
        expectEqual(descendant(ScrollView { Text("a") }, "configuration", "axes") as? Axis.Set, .vertical)
    }

    @Test func lazyStacksKeepAStackLayoutAtTreeRootBase() {
        let v = LazyVStack(alignment: .leading, spacing: 4, pinnedViews: .sectionHeaders) { Text("a") }
        expectEqual(typeName(v), "LazyVStack<Text>")
        expectEqual(descendant(v, "tree").map(typeName), "Tree<_LazyVStackLayout, Text>")
        expectEqual(descendant(v, "tree", "root", "base", "alignment") as? HorizontalAlignment, .leading)
        expectEqual(descendant(v, "tree", "root", "base", "spacing") as? CGFloat, 4)
        expectEqual(descendant(v, "tree", "root", "pinnedViews") as? PinnedScrollableViews, .sectionHeaders)
        let h = LazyHStack(alignment: .bottom) { Text("a") }
        expectEqual(typeName(h), "LazyHStack<Text>")
        expectEqual(descendant(h, "tree", "root", "base", "alignment") as? VerticalAlignment, .bottom)
        expectEqual(descendant(h, "tree", "content").map(typeName), "Text")
    }

    @Test func lazyGridsKeepTheirItemsAtTreeRoot() {
        let columns = [GridItem(.fixed(80)), GridItem(.flexible(minimum: 20), spacing: 4), GridItem(.adaptive(minimum: 40))]
        let v = LazyVGrid(columns: columns, alignment: .trailing, spacing: 2) { Text("a") }
        expectEqual(typeName(v), "LazyVGrid<Text>")
        expectEqual(descendant(v, "tree", "root", "columns") as? [GridItem], columns)
        expectEqual(descendant(v, "tree", "root", "alignment") as? HorizontalAlignment, .trailing)
        expectEqual(descendant(v, "tree", "root", "spacing") as? CGFloat, 2)
        let h = LazyHGrid(rows: [GridItem()], alignment: .top) { Text("a") }
        expectEqual(typeName(h), "LazyHGrid<Text>")
        expectEqual(descendant(h, "tree", "root", "rows") as? [GridItem], [GridItem(.flexible())])
        expectEqual(descendant(h, "tree", "root", "alignment") as? VerticalAlignment, .top)
    }

    @Test func gridItemSizesDefaultAsSwiftUIs() {
        expectEqual(GridItem().size, .flexible(minimum: 10, maximum: .infinity))
        expectEqual(GridItem(.adaptive(minimum: 50)).size, .adaptive(minimum: 50, maximum: .infinity))
        expectEqual(GridItem(.fixed(8), spacing: 1, alignment: .leading).alignment, .leading)
    }

    @Test func gridKeepsItsLayoutAtUnderscoreTreeAndRowsTheirAlignment() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 16) {
            GridRow(alignment: .bottom) { Text("a"); Text("b") }
        }
        expectEqual(typeName(grid), "Grid<GridRow<TupleView<(Text, Text)>>>")
        expectEqual(descendant(grid, "_tree", "root", "alignment") as? Alignment, .topLeading)
        expectEqual(descendant(grid, "_tree", "root", "horizontalSpacing") as? CGFloat, 8)
        expectEqual(descendant(grid, "_tree", "root", "verticalSpacing") as? CGFloat, 16)
        expectEqual(descendant(grid, "_tree", "content", "alignment") as? VerticalAlignment, .bottom)
        expectEqual(childLabels(GridRow { Text("a") }), ["alignment", "content"])
    }

    @Test func tabViewHoldsItsSelectionAndTabsWithTabItemTraits() throws {
        var selected = 1
        let tabs = TabView(selection: Binding(get: { selected }, set: { selected = $0 })) {
            Text("One").tabItem { Text("1") }.tag(1)
        }
        expectEqual(typeName(tabs), "TabView<Int, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TabItemTraitKey>>, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        expectEqual(childLabels(tabs), ["selection", "content"])
        let item = try #require(descendant(tabs, "content", "content", "modifier", "value", "some", "storage", "view", "content"))
        #expect(item is Text)
        expectEqual(typeName(TabView { Text("a") }), "TabView<Int, Text>")
    }

    @Test func aTabHoldsItsContentWithItsTabItemAndTag() throws {
        let tab = Tab("One", systemImage: "1.circle", value: 1) { Text("One") }
        expectEqual(typeName(tab), "Tab<Int, Text, Label<Text, Image>>")
        expectEqual(childLabels(tab), ["content"])
        // The content is what `tabItem(_:)` and `tag(_:)` make of it, as the older API writes it.
        let content = try #require(descendant(tab, "content"))
        expectEqual(typeName(content), "ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TabItemTraitKey>>, _TraitWritingModifier<TagValueTraitKey<Int>>>")
        expectEqual(typeName(Tab("Two", systemImage: "2.circle") { Text("Two") }), "Tab<Never, Text, Label<Text, Image>>")
    }

    @Test func navigationContainersHoldTheirRoot() {
        expectEqual(typeName(NavigationView { Text("a") }), "NavigationView<Text>")
        expectEqual(childLabels(NavigationView { Text("a") }), ["content"])
        let stack = NavigationStack { Text("a") }
        expectEqual(typeName(stack), "NavigationStack<NavigationPath, Text>")
        expectEqual(descendant(stack, "root").map(typeName), "Text")
        var path: [Int] = []
        expectEqual(typeName(NavigationStack(path: Binding(get: { path }, set: { path = $0 })) { Text("a") }), "NavigationStack<Array<Int>, Text>")
    }

    @Test func navigationLinkFormsStoreLabelDestinationAndActivity() throws {
        let titled = NavigationLink("Next", destination: Text("Detail"))
        expectEqual(typeName(titled), "NavigationLink<Text, Text>")
        expectEqual(typeName(try #require(descendant(titled, "destination", "some"))), "Text")
        expectEqual(typeName(try #require(descendant(titled, "label"))), "Text")
        #expect(descendant(titled, "_isActive", "state") != nil)
        let labelled = NavigationLink(destination: Text("D")) { Image(systemName: "i") }
        expectEqual(typeName(labelled), "NavigationLink<Image, Text>")
        let blocks = NavigationLink { Text("D") } label: { Text("L") }
        expectEqual(typeName(blocks), "NavigationLink<Text, Text>")
        let active = NavigationLink(destination: Text("D"), isActive: .constant(true)) { Text("L") }
        expectEqual((descendant(active, "_isActive", "binding") as? Binding<Bool>)?.wrappedValue, true)
        let value = NavigationLink("Item", value: 3)
        expectEqual(typeName(value), "NavigationLink<Text, Never>")
        expectEqual(descendant(value, "value", "some") as? AnyHashable, AnyHashable(3))
        expectEqual(typeName(NavigationLink(value: "a") { Text("L") }), "NavigationLink<Text, Never>")
    }

    @Test func groupBoxDisclosureGroupAndMenuHoldLabelAndContent() throws {
        expectEqual(typeName(GroupBox("Box") { Text("a") }), "GroupBox<Text, Text>")
        expectEqual(typeName(GroupBox { Text("a") }), "GroupBox<EmptyView, Text>")
        expectEqual(typeName(GroupBox { Text("a") } label: { Image(systemName: "i") }), "GroupBox<Image, Text>")
        expectEqual(childLabels(GroupBox(label: Text("L")) { Text("a") }), ["label", "content"])
        let group = DisclosureGroup("More") { Text("a") }
        expectEqual(typeName(group), "DisclosureGroup<Text, Text>")
        #expect(descendant(group, "_isExpanded", "state") != nil)
        let bound = DisclosureGroup(isExpanded: .constant(true)) { Text("a") } label: { Text("L") }
        expectEqual((descendant(bound, "_isExpanded", "binding") as? Binding<Bool>)?.wrappedValue, true)
        let menu = Menu("Actions") { Button("Copy") {} }
        expectEqual(typeName(menu), "Menu<Text, Button<Text>>")
        expectEqual(childLabels(menu), ["label", "content", "primaryAction"])
        #expect(descendant(Menu { Text("a") } label: { Text("L") } primaryAction: {}, "primaryAction", "some") != nil)
    }

    @Test func controlGroupAndViewThatFitsHoldTheirViews() {
        expectEqual(typeName(ControlGroup { Button("a") {} }), "ControlGroup<Button<Text>>")
        let fits = ViewThatFits(in: .horizontal) { Text("long"); Text("s") }
        expectEqual(typeName(fits), "ViewThatFits<TupleView<(Text, Text)>>")
        expectEqual(descendant(fits, "_tree", "root", "axes") as? Axis.Set, .horizontal)
        expectEqual(descendant(fits, "_tree", "content").map(typeName), "TupleView<(Text, Text)>")
    }

    @Test func tabItemIsATraitWritingModifier() {
        expectEqual(typeName(Text("a").tabItem { Text("t") }), "ModifiedContent<Text, _TraitWritingModifier<TabItemTraitKey>>")
    }

    @Test func axisSetsCombine() {
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.vertical) && both.contains(.horizontal))
        expectEqual(Axis.allCases, [.horizontal, .vertical])
    }
}
