import Builders
import Foundation
import Inspect
import Testing
import Expectations

// The inspector's verbs for navigation destinations, split views, edit buttons, remote images,
// list rows' actions and traits, search fields, toolbar appearance and text input, as
// ViewInspector names them; and the dismiss action a view inside a presentation finds.

private final class Flag {
    var value: Bool

    init(_ value: Bool) {
        self.value = value
    }

    var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

private struct Closer: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Close" : "Nothing to close") { dismiss() }
    }
}

@MainActor @Suite struct NavigationAndListVerbTests {
    @Test func aPushedDestinationIsReachedAsViewInspectorReachesIt() throws {
        let flag = Flag(true)
        let view = EmptyView().navigationDestination(isPresented: flag.binding) { Text("abc") }
        let destination = try view.inspect().emptyView().navigationDestination()
        expectEqual(destination.pathToRoot, "emptyView().navigationDestination()")
        // Its one view is reached without an index, as ViewInspector's paths name it.
        expectEqual(try destination.text().pathToRoot, "emptyView().navigationDestination().text()")
        expectEqual(try view.inspect().find(text: "abc").kind, .text)
        #expect(try destination.isPresented())
        try destination.set(isPresented: false)
        #expect(!flag.value)
        expectThrows(InspectionError.self) { try view.inspect().emptyView().navigationDestination() }
    }

    @Test func aDestinationOfAnItemIsPushedWhileTheItemIsSet() throws {
        var item: String? = "Book"
        let binding = Binding(get: { item }, set: { item = $0 })
        let view = Text("list").navigationDestination(item: binding) { Text("About \($0)") }
        expectEqual(try view.inspect().text().navigationDestination().text().string(), "About Book")
        try view.inspect().text().navigationDestination().set(isPresented: false)
        expectEqual(item, nil)
        expectThrows(InspectionError.self) { try view.inspect().text().navigationDestination() }
    }

    @Test func theDestinationOfAValueIsFoundAboveOrBelowTheView() throws {
        let view = VStack {
            NavigationLink("Seven", value: 7)
        }
        .navigationDestination(for: Int.self) { Text("Number \($0)") }
        expectEqual(try view.inspect().vStack().navigationLink(0).navigationDestination(for: 7).text().string(), "Number 7")
        expectEqual(try view.inspect().navigationDestination(for: 3).text().string(), "Number 3")
        expectThrows(InspectionError.self) { try view.inspect().navigationDestination(for: "not an Int") }
    }

    @Test func aSplitViewsColumnsAreItsChildrenAndItsSidebarAndDetailViews() throws {
        let view = AnyView(NavigationSplitView {
            Text("1")
        } content: {
            Text("2")
            Text("22")
        } detail: {
            Text("3")
        })
        let root = try view.inspect()
        expectEqual(try root.find(text: "1").pathToRoot, "anyView().navigationSplitView().sidebarView().text()")
        expectEqual(try root.find(text: "22").pathToRoot, "anyView().navigationSplitView().text(1)")
        expectEqual(try root.find(text: "3").pathToRoot, "anyView().navigationSplitView().detailView().text()")
        expectEqual(try root.anyView().navigationSplitView().columnVisibility(), .automatic)
    }

    @Test func anEditButtonsModeIsItsEnvironments() throws {
        #expect(try EditButton().inspect().editMode() == nil)
        var mode = EditMode.active
        let binding = Binding(get: { mode }, set: { mode = $0 })
        let view = VStack { EditButton() }.environment(\.editMode, binding)
        expectEqual(try view.inspect().vStack().editButton(0).editMode()?.wrappedValue, .active)
        #expect(try view.inspect().vStack().editButton(0).isEditing())
        #expect(try view.inspect().vStack().editButton(0).modifiers.isEmpty)
        mode = .inactive
        #expect(try !view.inspect().vStack().editButton(0).isEditing())
    }

    @Test func anAsyncImageShowsItsEmptyPhase() throws {
        let url = URL(string: "https://example.com/a.png")
        let view = AsyncImage(url: url, scale: 3) { phase in
            if let image = phase.image { image } else { Text("Loading") }
        }
        let image = try view.inspect().asyncImage()
        expectEqual(try image.url(), url)
        expectEqual(try image.scale(), 3)
        expectEqual(try image.contentView(.empty).text().string(), "Loading")
        expectEqual(try image.contentView(.success(Image(systemName: "photo"))).image().kind, .image)
        expectEqual(try view.inspect().find(text: "Loading").pathToRoot, "asyncImage().contentView().text()")
    }

    @Test func anAsyncImagesTransactionIsItsOwnAheadOfAModifiers() throws {
        var own = Transaction()
        own.isContinuous = true
        let image = AsyncImage(url: nil, transaction: own) { _ in EmptyView() }
        #expect(try image.inspect().asyncImage().transaction().isContinuous)
        #expect(try image.transaction { $0.isContinuous = false }.inspect().asyncImage().transaction().isContinuous)
        #expect(try !EmptyView().transaction { $0.disablesAnimations = true }.inspect().emptyView().transaction().isContinuous)
    }

    @Test func aRowsActionsAreReachedByTheirSteps() throws {
        let row = Text("Mail")
            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
            .contextMenu {
                Button("Copy") {}
            } preview: {
                Text("Preview")
            }
        let text = try row.inspect().text()
        expectEqual(try text.swipeActions().button().labelView().text().string(), "Pin")
        expectEqual(try text.swipeActionsEdge(), .leading)
        #expect(try !text.allowsFullSwipe())
        expectEqual(try text.contextMenu().button().labelView().text().string(), "Copy")
        expectEqual(try text.contextMenuPreview().text().string(), "Preview")
        expectEqual(text.modifiers.map(\.name), ["swipeActions", "contextMenu"])
    }

    @Test func aListReadsItsRowsTraits() throws {
        var deleted: IndexSet?
        var moved: (IndexSet, Int)?
        let list = List {
            ForEach(["a", "b"], id: \.self) { letter in
                Text(letter)
                    .deleteDisabled(letter == "a")
                    .moveDisabled(true)
                    .listRowBackground(Color.yellow)
                    .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                    .listRowSeparator(.hidden, edges: .bottom)
                    .badge("new")
            }
            .onDelete { deleted = $0 }
            .onMove { moved = ($0, $1) }
        }
        let forEach = try list.inspect().list().forEach()
        try forEach.callOnDelete(IndexSet(integer: 1))
        try forEach.callOnMove(IndexSet(integer: 0), 2)
        expectEqual(deleted, IndexSet(integer: 1))
        expectEqual(moved?.1, 2)
        let first = try forEach.text(0)
        #expect(first.isDeleteDisabled() && first.isMoveDisabled())
        #expect(try !forEach.text(1).isDeleteDisabled())
        expectEqual(try first.listRowBackground().color().value(), Color.yellow)
        expectEqual(try first.listRowInsets().leading, 4)
        expectEqual(try first.listRowSeparator().edges, .bottom)
        expectEqual(try first.badge(), "new")
        expectEqual(try Text("x").badge(0).inspect().text().badge(), nil)
        expectEqual(forEach.modifiers.map(\.name), ["onDelete", "onMove"])
        expectEqual(first.modifiers.map(\.name), ["deleteDisabled", "moveDisabled", "listRowBackground", "listRowInsets", "listRowSeparator", "badge"])
    }

    @Test func aSearchFieldsTextIsReadAndTypedInto() throws {
        var query = "ap"
        let binding = Binding(get: { query }, set: { query = $0 })
        let view = List { Text("apple") }.searchable(text: binding, placement: .navigationBarDrawer(displayMode: .always), prompt: "Fruit")
        let text = try view.inspect().list().text(0)
        expectEqual(try text.searchText(), "ap")
        expectEqual(try text.searchPrompt(), "Fruit")
        expectEqual(try text.searchFieldPlacement(), .navigationBarDrawer(displayMode: .always))
        try text.setSearchText("pear")
        expectEqual(query, "pear")
    }

    @Test func navigationBarsAndToolbarsOfBothEras() throws {
        let view = Text("x")
            .navigationBarBackButtonHidden()
            .navigationBarItems(leading: Text("L"), trailing: Text("T"))
            .toolbar(.hidden, for: .navigationBar)
            .toolbarBackground(.visible, for: .tabBar)
            .toolbarColorScheme(nil, for: .tabBar)
            .navigationSplitViewColumnWidth(min: 10, ideal: 20, max: 30)
        let text = try view.inspect().text()
        #expect(try text.navigationBarBackButtonHidden())
        #expect(try text.navigationBarHidden())
        expectEqual(try text.navigationBarLeadingItems().text().string(), "L")
        expectEqual(try text.navigationBarTrailingItems().text().string(), "T")
        expectEqual(try text.toolbarBackgroundVisibility(for: .tabBar), .visible)
        expectEqual(try text.toolbarColorScheme(for: .tabBar), nil)
        expectEqual(try text.navigationSplitViewColumnWidth().ideal, 20)
        #expect(text.modifiers.map(\.name) == [
            "navigationBarBackButtonHidden", "navigationBarItems", "toolbar", "toolbarBackground", "toolbarColorScheme",
            "navigationSplitViewColumnWidth",
        ])
        #expect(try !Text("y").navigationBarHidden(false).inspect().text().navigationBarHidden())
    }

    @Test func textInputTraitsAndTheRefreshAreEnvironmentWrites() async throws {
        let count = Counter()
        let view = VStack { TextField("t", text: .constant("")) }
            .submitLabel(.search)
            .autocorrectionDisabled()
            .refreshable { await count.add() }
        let field = try view.inspect().vStack().textField(0)
        expectEqual(try field.submitLabel(), .search)
        #expect(field.autocorrectionDisabled())
        #expect(!field.disableAutocorrection())
        #expect(try Text("x").disableAutocorrection(true).inspect().text().disableAutocorrection())
        try await field.callRefreshable()
        expectEqual(await count.value, 1)
        expectEqual(try view.inspect().vStack().modifiers.map(\.name), ["submitLabel", "autocorrectionDisabled", "refreshable"])
    }

    @Test func aViewInASheetFindsTheDismissThatClosesIt() throws {
        let flag = Flag(true)
        let view = Text("host").sheet(isPresented: flag.binding) { Closer() }
        let button = try view.inspect().text().sheet().view(Closer.self).button()
        expectEqual(try button.labelView().text().string(), "Close")
        try button.tap()
        #expect(!flag.value)
        expectEqual(try Closer().inspect().button().labelView().text().string(), "Nothing to close")
    }

    @Test func aViewInALinksDestinationFindsTheDismissThatGoesBack() throws {
        let flag = Flag(true)
        let view = NavigationLink(destination: Closer(), isActive: flag.binding) { Text("Go") }
        try view.inspect().navigationLink().navigate().view(Closer.self).button().tap()
        #expect(!flag.value)
    }

    @Test func bothReadingStrategiesGiveTheSameAnswers() throws {
        let view = NavigationSplitView { Text("s") } detail: { Text("d") }
            .badge(2)
        for root in [try view.inspect(), try view.inspectWithMirrorOnly()] {
            expectEqual(try root.navigationSplitView().detailView().text().string(), "d")
            expectEqual(try root.navigationSplitView().badge(), "2")
        }
    }
}

private actor Counter {
    private(set) var value = 0

    func add() {
        value += 1
    }
}
