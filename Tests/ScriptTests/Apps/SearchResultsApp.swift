import Builders

/// Search over a list: a query filter, an empty state, highlighted counts.
enum SearchResultsApp: AppFile {
    static let path = #filePath
    static let preview = #"SearchResults(query: "an")"#
    static var compiled: any View { SearchResults(query: "an") }

// reader:begin
struct SearchResults: View {
    let query: String
    private let fruits = ["Apple", "Banana", "Mango", "Orange", "Cherry"]

    private var matches: [String] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return fruits }
        return fruits.filter { $0.localizedCaseInsensitiveContains(trimmed) }.sorted()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Results for “\(query)”").font(.headline)
            if matches.isEmpty {
                Text("No results").foregroundColor(.secondary)
            } else {
                ForEach(matches, id: \.self) { fruit in
                    HStack {
                        Text(fruit)
                        Spacer()
                        Text("\(fruit.count) letters").font(.caption)
                    }
                    .id(fruit)
                }
            }
            Text(matches.count == 1 ? "1 match" : "\(matches.count) matches")
        }
    }
}
// reader:end
}
