/// A view that presents a root view and the views pushed over it, as SwiftUI's
/// `NavigationStack`: its `root` and, when given, the binding of its pushed values (`path`).
public struct NavigationStack<Data, Root> {
    /// The pushed values; nil when the stack keeps its own.
    @usableFromInline package var path: Binding<Data>?
    /// The root view.
    @usableFromInline package var root: Root

    /// A navigation stack of `root` writing `path`. (A factory, not an init, so that
    /// `NavigationStack(path:) { … }` never binds its trailing closure here.)
    package static func make(path: Binding<Data>?, root: Root) -> NavigationStack {
        NavigationStack(path: path, root: root)
    }
}
