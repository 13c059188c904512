import Foundation

/// A note: a title and free text.
struct Note: Identifiable, Hashable, Codable {
    var id = UUID().uuidString
    var title: String
    var text = ""
    var isPinned = false

    func matches(_ query: String) -> Bool {
        query.isEmpty || title.localizedCaseInsensitiveContains(query) || text.localizedCaseInsensitiveContains(query)
    }
}
