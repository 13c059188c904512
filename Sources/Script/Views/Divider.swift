import Builders

extension ViewEntry {
    /// `Divider()`.
    static let divider = ViewEntry(name: "Divider") { _ in Divider() }
}
