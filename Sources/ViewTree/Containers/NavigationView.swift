/// A view that presents a stack of views, as SwiftUI's `NavigationView`: its `content`.
public struct NavigationView<Content> {
    /// The root view.
    @usableFromInline package var content: Content

    /// A navigation view of `content`. (A factory, not an init, so that
    /// `NavigationView { … }` never binds its trailing closure here.)
    package static func make(content: Content) -> NavigationView {
        NavigationView(content: content)
    }
}

extension NavigationView: Sendable where Content: Sendable {}
