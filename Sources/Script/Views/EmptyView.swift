import Builders

extension ViewEntry {
    /// `EmptyView()`.
    static let emptyView = ViewEntry(name: "EmptyView") { _ in EmptyView() }
}
