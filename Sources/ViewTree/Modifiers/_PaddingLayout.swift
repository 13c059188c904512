/// The modifier `padding(_:_:)` applies: insets on some edges, or the default when `insets` is nil.
public struct _PaddingLayout: Sendable {
    /// The padded edges.
    public var edges: Edge.Set
    /// The amounts; nil means the platform's default on each edge in `edges`.
    public var insets: EdgeInsets?

    /// Creates a padding layout.
    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }
}
