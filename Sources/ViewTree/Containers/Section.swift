/// A part of a List, Form or Picker, as SwiftUI's `Section`: its `header` (of type `Parent`),
/// its `content` (whose views join the container's rows) and its `footer`.
public struct Section<Parent, Content, Footer> {
    /// The header view.
    @usableFromInline package var header: Parent
    /// The section's rows.
    @usableFromInline package var content: Content
    /// The footer view.
    @usableFromInline package var footer: Footer

    /// A section from its parts.
    package init(header: Parent, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }
}

extension Section: Sendable where Parent: Sendable, Content: Sendable, Footer: Sendable {}
