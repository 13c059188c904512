import Builders
import Observation

/// An `@Observable` model a root view keeps in @State and places with `.environment(model)`,
/// read with `@Environment(Model.self)` and edited through a local `@Bindable`.
enum ObservableLibraryApp: AppFile {
    static let path = #filePath
    static let preview = "LibraryRoot()"
    static var compiled: any View { LibraryRoot() }

// reader:begin
@Observable
final class BookShelf {
    var books: [String] = ["Dune", "Emma", "Ulysses"]
    var filter = ""

    var visible: [String] {
        filter.isEmpty ? books : books.filter { $0.lowercased().contains(filter.lowercased()) }
    }

    func addBook() {
        books.append("Book \(books.count + 1)")
    }
}

struct ShelfView: View {
    @Environment(BookShelf.self) private var shelf

    var body: some View {
        @Bindable var shelf = shelf
        VStack(alignment: .leading) {
            TextField("Filter", text: $shelf.filter)
            ForEach(shelf.visible, id: \.self) { title in
                Text(title)
            }
            Button("Add") { shelf.addBook() }
            Text("\(shelf.visible.count) of \(shelf.books.count)")
        }
    }
}

struct LibraryRoot: View {
    @State private var shelf = BookShelf()

    var body: some View {
        ShelfView()
            .environment(shelf)
    }
}
// reader:end
}
