import Builders
import Testing

/// The containers family's layout contract: each node's type name (SwiftUI's name and generic
/// parameters) and the Mirror paths ViewInspector reads its data at.
@MainActor @Suite struct ContainersLayoutTests {
    struct Row: Identifiable {
        var id: Int
        var name: String
    }

    @Test func listHoldsItsRowsAtContentAndHasNoSelectionType() throws {
        let list = List { Text("a"); Text("b") }
        #expect(typeName(list) == "List<Never, TupleView<(Text, Text)>>")
        #expect(typeName(try #require(descendant(list, "content"))) == "TupleView<(Text, Text)>")
    }

    @Test func listOverIdentifiableDataIsAForEachOfTheirIds() {
        let list = List([Row(id: 1, name: "a")]) { row in Text(row.name) }
        #expect(typeName(list) == "List<Never, ForEach<Array<Row>, Int, Text>>")
        let keyed = List(["a", "b"], id: \.self) { Text($0) }
        #expect(typeName(keyed) == "List<Never, ForEach<Array<String>, String, Text>>")
        let ranged = List(0..<3) { Text("\($0)") }
        #expect(typeName(ranged) == "List<Never, ForEach<Range<Int>, Int, Text>>")
    }

    @Test func listWithSelectionIsGenericOverTheSelectedValue() {
        var many: Set<Int> = []
        let set = List(selection: Binding(get: { many }, set: { many = $0 })) { Text("a").tag(1) }
        #expect(typeName(set) == "List<Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        var one: String?
        let optional = List(selection: Binding(get: { one }, set: { one = $0 })) { Text("a") }
        #expect(typeName(optional) == "List<String, Text>")
        #expect(descendant(optional, "selection") != nil)
    }

    @Test func formHoldsItsContent() {
        let form = Form { Toggle("On", isOn: .constant(true)) }
        #expect(typeName(form) == "Form<Toggle<Text>>")
        #expect(childLabels(form) == ["content"])
    }

    @Test func everySectionFormStoresHeaderContentAndFooter() throws {
        let titled = Section("Title") { Text("row") }
        #expect(typeName(titled) == "Section<Text, Text, EmptyView>")
        #expect(childLabels(titled) == ["header", "content", "footer"])
        let both = Section { Text("row") } header: { Text("H") } footer: { Image(systemName: "i") }
        #expect(typeName(both) == "Section<Text, Text, Image>")
        let header = Section { Text("row") } header: { Text("H") }
        #expect(typeName(header) == "Section<Text, Text, EmptyView>")
        let footer = Section { Text("row") } footer: { Text("F") }
        #expect(typeName(footer) == "Section<EmptyView, Text, Text>")
        let plain = Section { Text("row") }
        #expect(typeName(plain) == "Section<EmptyView, Text, EmptyView>")
        let views = Section(header: Text("H"), footer: Text("F")) { Text("row") }
        #expect(typeName(views) == "Section<Text, Text, Text>")
        #expect(typeName(Section(header: Text("H")) { Text("row") }) == "Section<Text, Text, EmptyView>")
        #expect(typeName(Section(footer: Text("F")) { Text("row") }) == "Section<EmptyView, Text, Text>")
        let name = "Verbatim"
        #expect(descendant(Section(name) { Text("row") }, "header", "storage", "verbatim") as? String == "Verbatim")
    }

    @Test func scrollViewStoresAxesAndIndicatorsInItsConfiguration() {
        let scroll = ScrollView(.horizontal, showsIndicators: false) { Text("wide") }
        #expect(typeName(scroll) == "ScrollView<Text>")
        #expect(descendant(scroll, "configuration", "axes") as? Axis.Set == .horizontal)
        #expect(descendant(scroll, "configuration", "showsIndicators") as? Bool == false)
        #expect(descendant(ScrollView { Text("a") }, "configuration", "axes") as? Axis.Set == .vertical)
    }

    @Test func lazyStacksKeepAStackLayoutAtTreeRootBase() {
        let v = LazyVStack(alignment: .leading, spacing: 4, pinnedViews: .sectionHeaders) { Text("a") }
        #expect(typeName(v) == "LazyVStack<Text>")
        #expect(descendant(v, "tree").map(typeName) == "Tree<_LazyVStackLayout, Text>")
        #expect(descendant(v, "tree", "root", "base", "alignment") as? HorizontalAlignment == .leading)
        #expect(descendant(v, "tree", "root", "base", "spacing") as? CGFloat == 4)
        #expect(descendant(v, "tree", "root", "pinnedViews") as? PinnedScrollableViews == .sectionHeaders)
        let h = LazyHStack(alignment: .bottom) { Text("a") }
        #expect(typeName(h) == "LazyHStack<Text>")
        #expect(descendant(h, "tree", "root", "base", "alignment") as? VerticalAlignment == .bottom)
        #expect(descendant(h, "tree", "content").map(typeName) == "Text")
    }

    @Test func lazyGridsKeepTheirItemsAtTreeRoot() {
        let columns = [GridItem(.fixed(80)), GridItem(.flexible(minimum: 20), spacing: 4), GridItem(.adaptive(minimum: 40))]
        let v = LazyVGrid(columns: columns, alignment: .trailing, spacing: 2) { Text("a") }
        #expect(typeName(v) == "LazyVGrid<Text>")
        #expect(descendant(v, "tree", "root", "columns") as? [GridItem] == columns)
        #expect(descendant(v, "tree", "root", "alignment") as? HorizontalAlignment == .trailing)
        #expect(descendant(v, "tree", "root", "spacing") as? CGFloat == 2)
        let h = LazyHGrid(rows: [GridItem()], alignment: .top) { Text("a") }
        #expect(typeName(h) == "LazyHGrid<Text>")
        #expect(descendant(h, "tree", "root", "rows") as? [GridItem] == [GridItem(.flexible())])
        #expect(descendant(h, "tree", "root", "alignment") as? VerticalAlignment == .top)
    }

    @Test func gridItemSizesDefaultAsSwiftUIs() {
        #expect(GridItem().size == .flexible(minimum: 10, maximum: .infinity))
        #expect(GridItem(.adaptive(minimum: 50)).size == .adaptive(minimum: 50, maximum: .infinity))
        #expect(GridItem(.fixed(8), spacing: 1, alignment: .leading).alignment == .leading)
    }

    @Test func gridKeepsItsLayoutAtUnderscoreTreeAndRowsTheirAlignment() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 16) {
            GridRow(alignment: .bottom) { Text("a"); Text("b") }
        }
        #expect(typeName(grid) == "Grid<GridRow<TupleView<(Text, Text)>>>")
        #expect(descendant(grid, "_tree", "root", "alignment") as? Alignment == .topLeading)
        #expect(descendant(grid, "_tree", "root", "horizontalSpacing") as? CGFloat == 8)
        #expect(descendant(grid, "_tree", "root", "verticalSpacing") as? CGFloat == 16)
        #expect(descendant(grid, "_tree", "content", "alignment") as? VerticalAlignment == .bottom)
        #expect(childLabels(GridRow { Text("a") }) == ["alignment", "content"])
    }

    @Test func tabViewHoldsItsSelectionAndTabsWithTabItemTraits() throws {
        var selected = 1
        let tabs = TabView(selection: Binding(get: { selected }, set: { selected = $0 })) {
            Text("One").tabItem { Text("1") }.tag(1)
        }
        #expect(typeName(tabs) == "TabView<Int, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TabItemTraitKey>>, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        #expect(childLabels(tabs) == ["selection", "content"])
        let item = try #require(descendant(tabs, "content", "content", "modifier", "value", "some", "storage", "view", "content"))
        #expect(item is Text)
        #expect(typeName(TabView { Text("a") }) == "TabView<Int, Text>")
    }

    @Test func navigationContainersHoldTheirRoot() {
        #expect(typeName(NavigationView { Text("a") }) == "NavigationView<Text>")
        #expect(childLabels(NavigationView { Text("a") }) == ["content"])
        let stack = NavigationStack { Text("a") }
        #expect(typeName(stack) == "NavigationStack<NavigationPath, Text>")
        #expect(descendant(stack, "root").map(typeName) == "Text")
        var path: [Int] = []
        #expect(typeName(NavigationStack(path: Binding(get: { path }, set: { path = $0 })) { Text("a") }) == "NavigationStack<Array<Int>, Text>")
    }

    @Test func navigationLinkFormsStoreLabelDestinationAndActivity() throws {
        let titled = NavigationLink("Next", destination: Text("Detail"))
        #expect(typeName(titled) == "NavigationLink<Text, Text>")
        #expect(typeName(try #require(descendant(titled, "destination", "some"))) == "Text")
        #expect(typeName(try #require(descendant(titled, "label"))) == "Text")
        #expect(descendant(titled, "_isActive", "state") != nil)
        let labelled = NavigationLink(destination: Text("D")) { Image(systemName: "i") }
        #expect(typeName(labelled) == "NavigationLink<Image, Text>")
        let blocks = NavigationLink { Text("D") } label: { Text("L") }
        #expect(typeName(blocks) == "NavigationLink<Text, Text>")
        let active = NavigationLink(destination: Text("D"), isActive: .constant(true)) { Text("L") }
        #expect((descendant(active, "_isActive", "binding") as? Binding<Bool>)?.wrappedValue == true)
        let value = NavigationLink("Item", value: 3)
        #expect(typeName(value) == "NavigationLink<Text, Never>")
        #expect(descendant(value, "value", "some") as? AnyHashable == AnyHashable(3))
        #expect(typeName(NavigationLink(value: "a") { Text("L") }) == "NavigationLink<Text, Never>")
    }

    @Test func groupBoxDisclosureGroupAndMenuHoldLabelAndContent() throws {
        #expect(typeName(GroupBox("Box") { Text("a") }) == "GroupBox<Text, Text>")
        #expect(typeName(GroupBox { Text("a") }) == "GroupBox<EmptyView, Text>")
        #expect(typeName(GroupBox { Text("a") } label: { Image(systemName: "i") }) == "GroupBox<Image, Text>")
        #expect(childLabels(GroupBox(label: Text("L")) { Text("a") }) == ["label", "content"])
        let group = DisclosureGroup("More") { Text("a") }
        #expect(typeName(group) == "DisclosureGroup<Text, Text>")
        #expect(descendant(group, "_isExpanded", "state") != nil)
        let bound = DisclosureGroup(isExpanded: .constant(true)) { Text("a") } label: { Text("L") }
        #expect((descendant(bound, "_isExpanded", "binding") as? Binding<Bool>)?.wrappedValue == true)
        let menu = Menu("Actions") { Button("Copy") {} }
        #expect(typeName(menu) == "Menu<Text, Button<Text>>")
        #expect(childLabels(menu) == ["label", "content", "primaryAction"])
        #expect(descendant(Menu { Text("a") } label: { Text("L") } primaryAction: {}, "primaryAction", "some") != nil)
    }

    @Test func controlGroupAndViewThatFitsHoldTheirViews() {
        #expect(typeName(ControlGroup { Button("a") {} }) == "ControlGroup<Button<Text>>")
        let fits = ViewThatFits(in: .horizontal) { Text("long"); Text("s") }
        #expect(typeName(fits) == "ViewThatFits<TupleView<(Text, Text)>>")
        #expect(descendant(fits, "_tree", "root", "axes") as? Axis.Set == .horizontal)
        #expect(descendant(fits, "_tree", "content").map(typeName) == "TupleView<(Text, Text)>")
    }

    @Test func tabItemIsATraitWritingModifier() {
        #expect(typeName(Text("a").tabItem { Text("t") }) == "ModifiedContent<Text, _TraitWritingModifier<TabItemTraitKey>>")
    }

    @Test func axisSetsCombine() {
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.vertical) && both.contains(.horizontal))
        #expect(Axis.allCases == [.horizontal, .vertical])
    }
}
