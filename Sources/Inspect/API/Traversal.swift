/// The order a search visits views in.
public enum Traversal: Sendable {
    /// Level by level: the shallowest match wins (the default).
    case breadthFirst
    /// Child before sibling, in display order.
    case depthFirst
}
