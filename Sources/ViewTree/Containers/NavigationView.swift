/// A view that presents a stack of views, as SwiftUI's `NavigationView`: its `content`.
public struct NavigationView<Content> {
    /// The root view.
    @usableFromInline package var content: Content

    /// A navigation view of `content`.
    package init(content: Content) {
        self.content = content
    }
}

extension NavigationView: Sendable where Content: Sendable {}
