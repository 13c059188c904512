/// One row of a ``Grid``, as SwiftUI's `GridRow`: its `alignment` and its cells (`content`).
public struct GridRow<Content> {
    /// How the row's cells are aligned vertically; nil for the grid's alignment.
    @usableFromInline package var alignment: VerticalAlignment?
    /// The cells.
    @usableFromInline package var content: Content

    /// A row of `content`.
    package init(alignment: VerticalAlignment?, content: Content) {
        self.alignment = alignment
        self.content = content
    }
}

extension GridRow: Sendable where Content: Sendable {}
