import Builders

/// A List over an Identifiable model with NavigationLinks to a detail view.
enum ListNavigationApp: AppFile {
    static let path = #filePath
    static let preview = "LibraryList()"
    static var compiled: any View { LibraryList() }

// reader:begin
struct Album: Identifiable {
    let id: Int
    let title: String
    let artist: String
    let year: Int
}

struct AlbumDetail: View {
    let album: Album

    var body: some View {
        VStack {
            Text(album.title).font(.title)
            Text("\(album.artist), \(String(album.year))")
        }
    }
}

struct LibraryList: View {
    let albums = [
        Album(id: 1, title: "Kind of Blue", artist: "Miles Davis", year: 1959),
        Album(id: 2, title: "Blue Train", artist: "John Coltrane", year: 1957),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Albums") {
                    ForEach(albums) { album in
                        NavigationLink {
                            AlbumDetail(album: album)
                        } label: {
                            VStack(alignment: .leading) {
                                Text(album.title)
                                Text(album.artist).font(.caption)
                            }
                        }
                    }
                }
                Text("\(albums.count) albums")
            }
        }
    }
}
// reader:end
}
