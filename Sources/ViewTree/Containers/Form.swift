/// A container of controls grouped for data entry, as SwiftUI's `Form`: its `content`.
public struct Form<Content> {
    /// The rows.
    @usableFromInline package var content: Content

    /// A form of `content`.
    package init(content: Content) {
        self.content = content
    }
}

extension Form: Sendable where Content: Sendable {}
