import Builders

/// A library shelf: a global helper function, a static factory, a nested row struct,
/// and a `where` clause in a switch.
enum LibraryApp: AppFile {
    static let path = #filePath
    static let preview = "Shelf(books: Book.shelf())"
    static var compiled: any View { Shelf(books: Book.shelf()) }

// reader:begin
struct Book: Identifiable {
    let id: Int
    let title: String
    let pages: Int
    let rating: Int

    static func shelf() -> [Book] {
        [
            Book(id: 1, title: "Dune", pages: 612, rating: 5),
            Book(id: 2, title: "Piranesi", pages: 272, rating: 4),
            Book(id: 3, title: "Some Novella", pages: 96, rating: 2),
        ]
    }
}

struct Shelf: View {
    let books: [Book]

    struct Row: View {
        let book: Book

        var body: some View {
            HStack {
                Text(book.title)
                Spacer()
                Text(libraryStars(book.rating)).font(.caption)
                lengthBadge
            }
        }

        @ViewBuilder
        var lengthBadge: some View {
            switch book.pages {
            case let pages where pages > 500:
                Text("Long").bold()
            case 100...500:
                Text("Medium")
            default:
                Text("Short").italic()
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(books) { book in
                Row(book: book)
            }
            Text("\(books.map(\.pages).reduce(0, +)) pages in total")
        }
    }
}
// reader:end
}

// reader:begin
func libraryStars(_ rating: Int) -> String {
    String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
}
// reader:end
