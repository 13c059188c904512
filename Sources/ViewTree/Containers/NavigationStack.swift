/// A view that presents a root view and the views pushed over it, as SwiftUI's
/// `NavigationStack`: its `root` and, when given, the binding of its pushed values (`path`).
public struct NavigationStack<Data, Root> {
    /// The pushed values; nil when the stack keeps its own.
    @usableFromInline package var path: Binding<Data>?
    /// The root view.
    @usableFromInline package var root: Root

    /// A navigation stack of `root` writing `path`.
    package init(path: Binding<Data>?, root: Root) {
        self.path = path
        self.root = root
    }
}
