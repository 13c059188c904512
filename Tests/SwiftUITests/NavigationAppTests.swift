import Foundation
import Inspect
import SwiftUI
import Testing
import Expectations

// Small apps written as public SwiftUI apps write them, `import SwiftUI` alone: navigation of both
// eras, lists with editing, search, swipe actions and context menus, toolbars, and the environment
// values apps read. They compile unchanged, and run headless as they would in a terminal.

/// How many refreshes ran.
actor RefreshLog {
    private(set) var count = 0

    func refresh() {
        count += 1
    }
}

private struct Task: Identifiable, Hashable {
    let id: Int
    var title: String
    var done = false
}

/// A to-do list: search, edit mode, delete and move, swipe actions, a context menu, a badge, a
/// refresh, a sheet that dismisses itself, and a detail pushed by value.
private struct TodoListView: View {
    @State private var tasks = [Task(id: 1, title: "Buy milk"), Task(id: 2, title: "Walk dog"), Task(id: 3, title: "Write code")]
    @State private var searchText = ""
    @State private var showingAdd = false
    let refreshes = RefreshLog()

    var filtered: [Task] {
        searchText.isEmpty ? tasks : tasks.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { task in
                    NavigationLink(value: task) {
                        Text(task.title)
                    }
                    .swipeActions(edge: .leading) {
                        Button("Done") { toggle(task) }
                            .tint(.green)
                    }
                    .contextMenu {
                        Button("Rename") {}
                        Button("Delete", role: .destructive) { delete(task) }
                    }
                    .badge(task.done ? 0 : 1)
                }
                .onDelete(perform: delete)
                .onMove(perform: move)
                .deleteDisabled(false)
                .moveDisabled(false)
                .listRowSeparator(.hidden)
                .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
            }
            .listStyle(.insetGrouped)
            .searchable(text: $searchText, prompt: "Find a task")
            .refreshable { [refreshes] in await refreshes.refresh() }
            .navigationTitle("Tasks")
            .navigationBarTitleDisplayMode(.large)
            .navigationDestination(for: Task.self) { task in
                TaskDetail(task: task)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button { showingAdd = true } label: { Image(systemName: "plus") }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddTaskView { title in tasks.append(Task(id: tasks.count + 1, title: title)) }
            }
        }
    }

    func delete(at offsets: IndexSet) {
        tasks.remove(atOffsets: offsets)
    }

    func delete(_ task: Task) {
        tasks.removeAll { $0.id == task.id }
    }

    func move(from source: IndexSet, to destination: Int) {
        tasks.move(fromOffsets: source, toOffset: destination)
    }

    func toggle(_ task: Task) {
        if let index = tasks.firstIndex(of: task) { tasks[index].done.toggle() }
    }
}

private struct TaskDetail: View {
    let task: Task
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Detail: \(task.title)")
            Button("Back") { dismiss() }
        }
        .navigationTitle(task.title)
        .navigationBarBackButtonHidden(false)
    }
}

private struct AddTaskView: View {
    var onAdd: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Title", text: $title)
                    .keyboardType(.default)
                    .textInputAutocapitalization(.sentences)
                    .autocorrectionDisabled()
                    .disableAutocorrection(true)
                    .submitLabel(.done)
                    .onSubmit { save() }
            }
            .navigationBarTitle("New Task", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
            }
        }
        .navigationViewStyle(.stack)
    }

    func save() {
        onAdd(title)
        dismiss()
    }
}

/// The first era: a NavigationView, bar items, a presentation mode, links with isActive.
private struct OldStyleApp: View {
    @State private var showDetail = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: OldDetail(), isActive: $showDetail) { Text("Open") }
                Button("Open in code") { showDetail = true }
            }
            .navigationBarTitle("Home")
            .navigationBarItems(leading: Text("L"), trailing: Button("Add") {})
            .navigationBarHidden(false)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

private struct OldDetail: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
            .navigationBarTitle(Text("Old detail"), displayMode: .inline)
    }
}

/// A split view, a path bound to the stack, toolbars of every placement, and bars hidden or styled.
private struct LibraryApp: View {
    @State private var path = NavigationPath()
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var showSettings = false
    @State private var selectedBook: String?

    var body: some View {
        TabView {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Fiction", "Science"], id: \.self) { Text($0) }
            } content: {
                Text("Books")
            } detail: {
                Text("Pick a book")
            }
            .navigationSplitViewStyle(.balanced)
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .badge(3)

            NavigationStack(path: $path) {
                VStack {
                    Button("Push 7") { path.append(7) }
                    Text("Depth \(path.count), empty: \(path.isEmpty ? "yes" : "no")")
                }
                .navigationDestination(for: Int.self) { number in
                    NumberView(number: number, path: $path)
                }
                .navigationDestination(isPresented: $showSettings) { Text("Settings") }
                .navigationDestination(item: $selectedBook) { book in Text(book) }
                .toolbar {
                    ToolbarItem(placement: .automatic) { Text("a") }
                    ToolbarItem(placement: .principal) { Text("p") }
                    ToolbarItem(placement: .navigation) { Text("n") }
                    ToolbarItem(placement: .destructiveAction) { Text("d") }
                    ToolbarItem(placement: .status) { Text("s") }
                    ToolbarItem(placement: .navigationBarTrailing) { Text("t") }
                    ToolbarItem(placement: .topBarLeading) { Text("tl") }
                    ToolbarItem(placement: .topBarTrailing) { Text("tt") }
                    ToolbarItem(placement: .keyboard) { Text("k") }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("b1")
                        Text("b2")
                    }
                }
                .toolbar(.visible, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
            }
            .tabItem { Label("Numbers", systemImage: "number") }
        }
    }
}

private struct NumberView: View {
    let number: Int
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Number \(number)")
            Button("Next") { path.append(number + 1) }
            Button("Root") { path.removeLast(path.count) }
        }
        .toolbar(.hidden, for: .tabBar)
    }
}

/// The environment values apps read.
private struct EnvironmentReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode
    @Environment(\.isPresented) private var isPresented
    @State private var phaseChanges = 0

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            Text(scenePhase == .active ? "active" : "not active")
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
            Text(isPresented ? "presented" : "not presented")
            Button("Help") { openURL(URL(string: "https://example.com/help")!) }
            Link("Site", destination: URL(string: "https://example.com")!)
            AsyncImage(url: URL(string: "https://example.com/a.png"))
            AsyncImage(url: URL(string: "https://example.com/b.png"), scale: 2) { image in
                image.resizable()
            } placeholder: {
                ProgressView("Loading b")
            }
            AsyncImage(url: URL(string: "https://example.com/c.png"), transaction: Transaction()) { phase in
                switch phase {
                case .empty: Text("Empty c")
                case .success(let image): image
                case .failure: Text("Failed c")
                }
            }
        }
        .onChange(of: scenePhase) { phaseChanges += 1 }
    }
}

@MainActor @Suite struct NavigationAppCompileTests {
    @Test func aToDoAppOfTheNavigationStackEraCompilesAndIsInspectable() throws {
        let list = try TodoListView().inspect().navigationStack().list()
        expectEqual(try list.navigationTitle(), "Tasks")
        expectEqual(try list.searchPrompt(), "Find a task")
        expectEqual(try list.searchText(), "")
        expectEqual(try list.toolbar().toolbarItem(0).editButton().kind, .editButton)
        expectEqual(try list.forEach().navigationLink(0).labelView().text().string(), "Buy milk")
        expectEqual(try list.forEach().navigationLink(0).swipeActionsEdge(), .leading)
        expectEqual(try list.forEach().navigationLink(0).contextMenu().button(1).role(), .destructive)
        expectEqual(try list.forEach().navigationLink(0).badge(), "1")
        expectEqual(try list.forEach().listRowSeparator().visibility, .hidden)
        expectEqual(try list.navigationDestination(for: Task(id: 9, title: "x")).find(text: "Detail: x").kind, .text)
    }

    @Test func anAppOfTheNavigationViewEraCompilesAndIsInspectable() throws {
        let root = try OldStyleApp().inspect().navigationView().vStack()
        expectEqual(try root.navigationTitle(), "Home")
        expectEqual(try root.navigationBarLeadingItems().text().string(), "L")
        expectEqual(try root.navigationBarTrailingItems().button().labelView().text().string(), "Add")
        #expect(try OldStyleApp().inspect().navigationView().navigationViewStyle() is StackNavigationViewStyle)
    }

    @Test func aSplitViewAndABoundPathCompileAndAreInspectable() throws {
        let tabs = try LibraryApp().inspect().tabView()
        let split = try tabs.navigationSplitView(0)
        expectEqual(try split.text().string(), "Books")
        expectEqual(try split.sidebarView().list().kind, .list)
        expectEqual(try split.detailView().text().string(), "Pick a book")
        expectEqual(try split.columnVisibility(), .all)
        let numbers = try tabs.navigationStack(1).vStack()
        expectEqual(try numbers.toolbarColorScheme(for: .navigationBar), .dark)
        expectEqual(try numbers.toolbarBackgroundVisibility(for: .navigationBar), .visible)
        expectEqual(try numbers.toolbarVisibility(for: .navigationBar), .visible)
        expectEqual(try numbers.toolbar().toolbarItem(2).placement(), .navigation)
    }

    @Test func environmentValuesReadTheirDefaultsOutsideARunningApp() throws {
        let stack = try EnvironmentReader().inspect().vStack()
        expectEqual(try stack.text(0).string(), "light")
        expectEqual(try stack.text(1).string(), "active")
        expectEqual(try stack.text(2).string(), "not editing")
        expectEqual(try stack.text(3).string(), "not presented")
        expectEqual(try stack.asyncImage(6).contentView(.empty).image().kind, .image)
        expectEqual(try stack.asyncImage(7).contentView(.empty).progressView().kind, .progressView)
        expectEqual(try stack.asyncImage(8).contentView(.empty).text().string(), "Empty c")
        expectEqual(try stack.asyncImage(8).url(), URL(string: "https://example.com/c.png"))
    }
}

/// Toolbar items declared apart, as `some ToolbarContent` built by `@ToolbarContentBuilder`.
private struct ComposedToolbar: View {
    var editing: Bool

    var body: some View {
        Text("Body")
            .toolbar { items }
    }

    @ToolbarContentBuilder
    var items: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        if editing {
            ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
        }
        ToolbarItemGroup(placement: .bottomBar) { Text("One"); Text("Two") }
    }
}

@MainActor @Suite struct ToolbarContentTests {
    @Test func toolbarItemsBuiltApartAreTheToolbarsItems() throws {
        let toolbar = try ComposedToolbar(editing: true).inspect().text().toolbar()
        expectEqual(try toolbar.toolbarItem(0).placement(), .cancellationAction)
        expectEqual(try toolbar.find(button: "Save").kind, .button)
        expectEqual(try toolbar.toolbarItemGroup(2).text(1).string(), "Two")
        #expect((try? ComposedToolbar(editing: false).inspect().text().toolbar().find(button: "Save")) == nil)
        let app = HeadlessDriver(ComposedToolbar(editing: true), width: 30, height: 4)
        #expect(app.text.contains("Cancel") && app.text.contains("Save"))
    }
}
