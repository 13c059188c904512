/// One row of a grid, as SwiftUI's `GridRow`: its `alignment` and its cells (`content`).
public struct GridRow<Content> {
    /// How the row's cells are aligned vertically; nil for the grid's alignment.
    @usableFromInline package var alignment: VerticalAlignment?
    /// The cells.
    @usableFromInline package var content: Content

    /// A row of `content`. (A factory, not an init, so that `GridRow(alignment:) { … }`
    /// never binds its trailing closure here.)
    package static func make(alignment: VerticalAlignment?, content: Content) -> GridRow {
        GridRow(alignment: alignment, content: content)
    }
}

extension GridRow: Sendable where Content: Sendable {}
