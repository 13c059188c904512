import Builders
import Inspect
import Testing
import Expectations

/// The containers family's navigation methods and verbs, named and behaving as ViewInspector's.
@MainActor @Suite struct ContainersVerbTests {
    final class Box<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    // MARK: Lists, forms, sections

    @Test func listChildrenAreNumberedEvenWhenThereIsOne() throws {
        expectEqual(try List { Text("only") }.inspect().list().text(0).string(), "only")
        let list = try List { Text("a"); Text("b") }.inspect().list()
        expectEqual(try list.text(1).string(), "b")
        expectEqual(try list.text(1).pathToRoot, "list().text(1)")
    }

    @Test func listOverDataHasItsForEachAsItsChild() throws {
        let list = try List(["x", "y"], id: \.self) { Text($0) }.inspect().list()
        expectEqual(try list.forEach(0).text(1).string(), "y")
        expectEqual(try list.forEach(0).text(1).tag(), AnyHashable("y"))
    }

    @Test func sectionHeaderAndFooterAreReachedByTheirSteps() throws {
        let view = List {
            Section { Text("row") } header: { Text("Head") } footer: { Text("Foot") }
        }
        let section = try view.inspect().list().section(0)
        expectEqual(try section.header().text().string(), "Head")
        expectEqual(try section.footer().text().string(), "Foot")
        expectEqual(try section.text(0).string(), "row")
        expectEqual(try section.header().text().pathToRoot, "list().section(0).header().text()")
        expectEqual(try section.footer().text().pathToRoot, "list().section(0).footer().text()")
    }

    @Test func aSectionWithoutHeaderHasAnEmptyViewThere() throws {
        let section = try Section { Text("row") }.inspect().section()
        expectEqual(try section.header().kind, .emptyView)
    }

    @Test func aSectionsRowsJoinTheListsViewList() throws {
        let view = List {
            Text("top")
            Section("A") { Text("a1"); Text("a2") }
            Section("B") { ForEach(0..<2) { Text("b\($0)") } }
        }
        let rows = try view.inspect().list().viewList().map { try $0.string() }
        expectEqual(rows, ["top", "a1", "a2", "b0", "b1"])
    }

    @Test func aPickersOptionsInsideSectionsAreItsOptions() throws {
        let choice = Box(1)
        let picker = Picker("P", selection: choice.binding) {
            Section("Low") { Text("One").tag(1) }
            Section("High") { Text("Nine").tag(9) }
        }
        try picker.inspect().picker().select(value: 9)
        expectEqual(choice.value, 9)
    }

    @ViewBuilder static func sectionedOptions() -> some View {
        Section("Low") { Text("One").tag(1) }
        Section("High") { Text("Nine").tag(9) }
    }

    @Test func sectionsAreSublistsForTheInspectorAndTheStaticWalk() throws {
        let options = Self.sectionedOptions()
        expectEqual(try inspect(options).taggedItems(of: Int.self).map(\.tag.value), [1, 9])
        expectEqual(try options.taggedTexts(of: Int.self).map(\.text), ["One", "Nine"])
        expectEqual(try options.taggedTexts(of: Int.self).map(\.tag.value), [1, 9])
    }

    @Test func formHoldsItsSections() throws {
        let view = Form { Section("Account") { Toggle("Sync", isOn: .constant(true)) } }
        expectEqual(try view.inspect().form().section(0).toggle(0).labelView().text().string(), "Sync")
        expectEqual(try view.inspect().form().section(0).header().text().string(), "Account")
    }

    // MARK: Scrolling and stacks

    @Test func scrollViewReportsAxesAndIndicators() throws {
        let scroll = try ScrollView(.horizontal, showsIndicators: false) { HStack { Text("a") } }.inspect().scrollView()
        expectEqual(try scroll.axes(), .horizontal)
        expectEqual(try scroll.showsIndicators(), false)
        expectEqual(try scroll.hStack(0).text(0).string(), "a")
        expectEqual(try ScrollView { Text("a") }.inspect().scrollView().axes(), .vertical)
    }

    @Test func stacksReportSpacingAndAlignmentAsAnAlignment() throws {
        let h = try HStack(alignment: .top, spacing: 3) { Text("a") }.inspect().hStack()
        expectEqual(try h.spacing(), 3)
        expectEqual(try h.alignment(), .top)
        let v = try VStack(alignment: .leading) { Text("a") }.inspect().vStack()
        expectEqual(try v.spacing(), nil)
        expectEqual(try v.alignment(), .leading)
        expectEqual(try ZStack(alignment: .bottomTrailing) { Text("a") }.inspect().zStack().alignment(), .bottomTrailing)
        expectEqual(try HStack(alignment: .firstTextBaseline) { Text("a") }.inspect().hStack().alignment().vertical, .firstTextBaseline)
    }

    @Test func lazyStacksReportTheirLayout() throws {
        let v = try LazyVStack(alignment: .trailing, spacing: 6, pinnedViews: [.sectionHeaders]) { Text("a"); Text("b") }.inspect().lazyVStack()
        expectEqual(try v.spacing(), 6)
        expectEqual(try v.alignment(), .trailing)
        expectEqual(try v.pinnedViews(), .sectionHeaders)
        expectEqual(try v.text(1).string(), "b")
        let h = try LazyHStack(alignment: .bottom) { Text("a") }.inspect().lazyHStack()
        expectEqual(try h.alignment(), .bottom)
        expectEqual(try h.spacing(), nil)
        expectEqual(try h.text(0).string(), "a")
    }

    @Test func spacingOfAViewWithoutOneIsATypeMismatch() throws {
        expectThrows(InspectionError.typeMismatch(expected: "a stack or a lazy grid", found: "Text", path: "list().text(0)")) {
            try List { Text("a") }.inspect().list().text(0).spacing()
        }
    }

    @Test func gridsReportColumnsRowsAndSpacings() throws {
        let columns = [GridItem(.fixed(40)), GridItem(.flexible())]
        let v = try LazyVGrid(columns: columns, spacing: 2) { Text("a"); Text("b") }.inspect().lazyVGrid()
        expectEqual(try v.columns(), columns)
        expectEqual(try v.spacing(), 2)
        expectEqual(try v.alignment(), .center)
        expectEqual(try v.text(1).string(), "b")
        let h = try LazyHGrid(rows: [GridItem(.adaptive(minimum: 10))], alignment: .top) { Text("a") }.inspect().lazyHGrid()
        expectEqual(try h.rows(), [GridItem(.adaptive(minimum: 10))])
        expectEqual(try h.alignment(), .top)
        let grid = try Grid(alignment: .topLeading, horizontalSpacing: 4) {
            GridRow { Text("a"); Text("b") }
            GridRow(alignment: .bottom) { Text("c") }
        }.inspect().grid()
        expectEqual(try grid.alignment(), .topLeading)
        expectEqual(try grid.horizontalSpacing(), 4)
        expectEqual(try grid.verticalSpacing(), nil)
        expectEqual(try grid.gridRow(0).text(1).string(), "b")
        #expect(try grid.gridRow(0).alignment() == .top, "a row without an alignment places its cells by its grid's vertical one")
        expectEqual(try grid.gridRow(1).alignment(), .bottom)
    }

    // MARK: Tabs

    @Test func tabItemIsASupplementaryViewOfTheTabsContent() throws {
        let view = TabView {
            Text("Home page").tabItem { Text("Home") }.tag(0)
            Text("Settings page").tabItem { Image(systemName: "gear"); Text("Settings") }.tag(1)
        }
        let tabs = try view.inspect().tabView()
        expectEqual(try tabs.text(0).tabItem().text().string(), "Home")
        expectEqual(try tabs.text(1).tabItem().text(1).string(), "Settings")
        expectEqual(try tabs.text(0).tabItem().text().pathToRoot, "tabView().text(0).tabItem().text()")
        expectEqual(try tabs.text(0).modifiers.map(\.name), ["tabItem", "tag"])
        expectEqual(try tabs.find(text: "Settings").pathToRoot, "tabView().text(1).tabItem().text(1)")
    }

    @Test func aTabOfTheNewerAPIIsReadAsItsContentWithItsTabItemAndTag() throws {
        let view = TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home page") }
            Tab(value: 2) { Text("Settings page") } label: { Text("Settings") }
        }
        let tabs = try view.inspect().tabView()
        expectEqual(try tabs.text(0).tabItem().title().text().string(), "Home")
        expectEqual(try tabs.text(1).tabItem().text().string(), "Settings")
        expectEqual(try tabs.text(1).tag(), AnyHashable(2))
        expectEqual(try tabs.find(text: "Settings page").pathToRoot, "tabView().text(1)")
    }

    @Test func aViewWithoutTabItemSaysSo() throws {
        expectThrows(InspectionError.attributeNotFound("a view for tabItem()", in: "Text", path: "tabView().text(0)")) {
            try TabView { Text("a") }.inspect().tabView().text(0).tabItem()
        }
    }

    // MARK: Navigation

    @Test func anIndexWrittenForAViewHeldAloneIsKeptInItsPath() throws {
        let view = AnyView(Text("only"))
        expectEqual(try view.inspect().anyView().text().pathToRoot, "anyView().text()")
        expectEqual(try view.inspect().anyView().text(0).pathToRoot, "anyView().text(0)")
        expectEqual(try view.inspect().anyView().text(0).string(), "only")
        // Either path replays to the same view.
        expectEqual(try view.inspect().descendant(atPath: "anyView().text(0)").string(), "only")
        expectThrows(InspectionError.indexOutOfRange(index: 1, count: 1, path: "anyView()")) {
            try view.inspect().anyView().text(1)
        }
    }

    @Test func aLinksStepsGoThroughItsDestinationAsViewInspectorsPathsDo() throws {
        let view = NavigationView { NavigationLink("Next", destination: Text("Detail")) }
        let link = try view.inspect().navigationView().navigationLink(0)
        expectEqual(try link.labelView().text().string(), "Next")
        // The destination's views are reached from the link, and the step is written only where a path ends.
        expectEqual(try link.text().string(), "Detail")
        let destination = try link.navigate()
        expectEqual(destination.pathToRoot, "navigationView().navigationLink(0).destination()")
        expectEqual(try destination.text().string(), "Detail")
        // The index written is kept in the path, as in ViewInspector; a search names a navigation
        // view's one view without one.
        expectEqual(try destination.text().pathToRoot, "navigationView().navigationLink(0).text()")
        expectEqual(try view.inspect().find(text: "Detail").pathToRoot, "navigationView().navigationLink().text()")
        expectEqual(try view.inspect().descendant(atPath: "navigationView().navigationLink(0).text()").string(), "Detail")
        expectEqual(try view.inspect().descendant(atPath: "navigationView().navigationLink(0).destination().text()").string(), "Detail")
        // The destination is not the link's children: a walk of what is on screen does not enter it.
        #expect(try link.children().isEmpty)
        let two = try NavigationLink { Text("1"); Text("2") } label: { Text("L") }.inspect().navigationLink()
        expectEqual(try two.text(1).string(), "2")
        expectEqual(try two.text(1).pathToRoot, "navigationLink().text(1)")
        expectThrows(InspectionError.notSupported("text() on a view of 2 children: give the index, as text(0)", path: "navigationLink()")) {
            try two.text()
        }
        expectThrows(InspectionError.indexOutOfRange(index: 2, count: 2, path: "navigationLink()")) { try two.text(2) }
    }

    @Test func aLinkWithAnIsActiveBindingShowsItsDestinationOnlyWhileActive() throws {
        let active = Box(false)
        let view = VStack { NavigationLink(destination: Text("Shown"), isActive: active.binding) { Text("Go") } }
        expectThrows(InspectionError.notFound(searched: "Text \"Shown\"", skipped: 3, path: "vStack()")) {
            try view.inspect().find(text: "Shown")
        }
        expectThrows(InspectionError.attributeNotFound("a destination (its isActive binding is false)", in: "NavigationLink", path: "vStack().navigationLink(0)")) {
            try view.inspect().vStack().navigationLink(0).text()
        }
        expectEqual(try view.inspect().vStack().navigationLink(0).navigate().text().string(), "Shown")
        #expect(active.value)
        expectEqual(try view.inspect().find(text: "Shown").pathToRoot, "vStack().navigationLink(0).text()")
    }

    @Test func navigationStackHoldsItsRoot() throws {
        let view = NavigationStack { List { NavigationLink(destination: Text("D")) { Text("L") } } }
        expectEqual(try view.inspect().navigationStack().list(0).navigationLink(0).navigate().text().string(), "D")
    }

    @Test func findSearchesInsideDestinationsAndFindsLinksByTitle() throws {
        let view = VStack {
            NavigationLink { Text("Inside") } label: { Text("Go") }
        }
        let root = try view.inspect()
        expectEqual(try root.find(text: "Inside").pathToRoot, "vStack().navigationLink(0).text()")
        expectEqual(try root.find(navigationLink: "Go").pathToRoot, "vStack().navigationLink(0)")
        // As ViewInspector's, a link is found by a text its destination holds too.
        expectEqual(try root.find(navigationLink: "Inside").pathToRoot, "vStack().navigationLink(0)")
        expectThrows(InspectionError.notFound(searched: "NavigationLink holding \"Elsewhere\"", skipped: 4, path: "vStack()")) {
            try root.find(navigationLink: "Elsewhere")
        }
    }

    @Test func activateAndDeactivateWriteTheIsActiveBinding() throws {
        let active = Box(false)
        let link = try NavigationLink(destination: Text("D"), isActive: active.binding) { Text("L") }.inspect().navigationLink()
        expectEqual(try link.isActive(), false)
        try link.activate()
        #expect(active.value)
        #expect(try link.isActive())
        try link.deactivate()
        expectEqual(active.value, false)
        _ = try link.navigate()
        #expect(active.value)
    }

    @Test func isActiveWithoutABindingIsNotSupported() throws {
        #expect(throws: InspectionError.notSupported(
            "isActive() on a NavigationLink without an isActive binding: create it with NavigationLink(destination:isActive:label:)",
            path: "navigationLink()")) {
            try NavigationLink("T", destination: Text("D")).inspect().navigationLink().isActive()
        }
    }

    @Test func aDisabledLinkRefusesToNavigateOrActivate() throws {
        let active = Box(false)
        let view = VStack { NavigationLink(destination: Text("D"), isActive: active.binding) { Text("L") } }.disabled(true)
        let link = try view.inspect().vStack().navigationLink(0)
        expectThrows(InspectionError.notSupported("navigate() on a disabled NavigationLink", path: "vStack().navigationLink(0)")) {
            try link.navigate()
        }
        expectThrows(InspectionError.notSupported("activate() on a disabled NavigationLink", path: "vStack().navigationLink(0)")) {
            try link.activate()
        }
        expectEqual(active.value, false)
    }

    @Test func aValueLinkHasNoDestinationOfItsOwn() throws {
        let link = try NavigationLink("Item", value: 3).inspect().navigationLink()
        expectEqual(try link.labelView().text().string(), "Item")
        #expect(throws: InspectionError.notSupported(
            "navigate() on a NavigationLink(value:): its destination is the enclosing NavigationStack's navigationDestination",
            path: "navigationLink()")) {
            try link.navigate()
        }
    }

    @Test func navigateOnAnotherViewIsATypeMismatch() throws {
        expectThrows(InspectionError.typeMismatch(expected: "NavigationLink", found: "Text", path: "text()")) {
            try Text("a").inspect().text().navigate()
        }
    }

    // MARK: Disclosure, menus, boxes

    @Test func disclosureGroupExpandsAndCollapsesItsBinding() throws {
        let expanded = Box(false)
        let group = try DisclosureGroup("More", isExpanded: expanded.binding) { Text("hidden") }.inspect().disclosureGroup()
        expectEqual(try group.isExpanded(), false)
        try group.expand()
        #expect(expanded.value)
        #expect(try group.isExpanded())
        try group.collapse()
        expectEqual(expanded.value, false)
        expectEqual(try group.labelView().text().string(), "More")
        expectEqual(try group.text(0).string(), "hidden")
    }

    @Test func disclosureGroupWithoutABindingKeepsItsOwnState() throws {
        let group = try DisclosureGroup { Text("a") } label: { Text("L") }.inspect().disclosureGroup()
        expectEqual(try group.isExpanded(), false)
        try group.expand()
        #expect(try group.isExpanded())
    }

    @Test func aDisabledDisclosureGroupRefusesToExpand() throws {
        let expanded = Box(false)
        let view = DisclosureGroup("More", isExpanded: expanded.binding) { Text("a") }.disabled(true)
        expectThrows(InspectionError.notSupported("expand() on a disabled DisclosureGroup", path: "disclosureGroup()")) {
            try view.inspect().disclosureGroup().expand()
        }
        expectEqual(expanded.value, false)
    }

    @Test func menuHasItsLabelAndItsActionsAsChildren() throws {
        let ran = Box(0)
        let view = Menu { Button("Copy") { ran.value += 1 }; Button("Paste") {} } label: { Text("Edit") } primaryAction: { ran.value += 10 }
        let menu = try view.inspect().menu()
        expectEqual(try menu.labelView().text().string(), "Edit")
        try menu.button(0).tap()
        try menu.callPrimaryAction()
        expectEqual(ran.value, 11)
        expectEqual(try view.inspect().find(button: "Paste").pathToRoot, "menu().button(1)")
    }

    @Test func aMenuWithoutPrimaryActionSaysSo() throws {
        expectThrows(InspectionError.attributeNotFound("a primaryAction", in: "Menu<Text, Text>", path: "menu()")) {
            try Menu("M") { Text("a") }.inspect().menu().callPrimaryAction()
        }
    }

    @Test func groupBoxControlGroupAndViewThatFitsHoldTheirViews() throws {
        expectEqual(try GroupBox("Title") { Text("a") }.inspect().groupBox().labelView().text().string(), "Title")
        expectEqual(try GroupBox { Text("a"); Text("b") }.inspect().groupBox().text(1).string(), "b")
        expectEqual(try ControlGroup { Button("a") {}; Button("b") {} }.inspect().controlGroup().button(1).labelView().text().string(), "b")
        expectEqual(try ViewThatFits { Text("long"); Text("s") }.inspect().viewThatFits().text(1).string(), "s")
    }

    // MARK: Dumps and strategies

    /// A section's empty footer (EmptyView) is left out of the dump.
    @Test func theTreeDumpShowsHeadersFootersLabelsAndDestinations() throws {
        let view = List {
            Section("S") { NavigationLink("Go", destination: Text("D")) }
        }
        #expect(try view.inspect().treeDump() == """
            List
            └─ Section
               ├─ NavigationLink
               │  ├─ labelView: Text "Go"
               │  └─ destination: Text "D"
               └─ header: Text "S"

            """)
    }

    @Test func readingByLabelGivesTheSameAnswers() throws {
        let view = NavigationStack {
            Form {
                Section { Text("a") } header: { Text("H") }
                LazyVGrid(columns: [GridItem()]) { Text("g") }
                TabView { Text("t").tabItem { Text("T") } }
                DisclosureGroup("D") { Menu("M") { Text("m") } }
                GroupBox("B") { ScrollView { Text("s") } }
                Grid { GridRow { Text("r") } }
                ViewThatFits { ControlGroup { Text("c") } }
                LazyHStack { NavigationLink("L", destination: Text("dest")) }
            }
        }
        let fast = try view.inspect()
        let labels = try view.inspectWithMirrorOnly()
        #expect(try fast.treeDump() == labels.treeDump())
        #expect(try fast.jsonDump() == labels.jsonDump())
        let foundPath = try labels.find(text: "dest").pathToRoot
        expectEqual(foundPath, "navigationStack().form().lazyHStack(7).navigationLink(0).text()")
    }
}
