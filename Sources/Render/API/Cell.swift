/// One cell of the terminal grid.
public struct Cell: Equatable, Hashable, Sendable {
    /// The character drawn in the cell: one grapheme cluster, a space when
    /// empty, or "" for the right half of a wide character drawn in the cell before it.
    public var character: String
    /// How it is drawn.
    public var style: CellStyle

    /// A cell showing `character` in `style`.
    public init(_ character: String = " ", style: CellStyle = CellStyle()) {
        self.character = character
        self.style = style
    }
}
