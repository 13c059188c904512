/// A group of related controls, as SwiftUI's `ControlGroup`: its `content`.
public struct ControlGroup<Content> {
    /// The controls.
    @usableFromInline package var content: Content

    /// A group of `content`.
    package init(content: Content) {
        self.content = content
    }
}

extension ControlGroup: Sendable where Content: Sendable {}
