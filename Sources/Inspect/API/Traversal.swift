/// The order a search visits views in.
public enum Traversal: Sendable {
    /// Level by level: the shallowest match wins (the default of `find`).
    case breadthFirst
    /// Child before sibling, in the order views are written: a view, its label, its children, then
    /// the views its modifiers hold (the default of `findAll`, as in ViewInspector).
    case depthFirst
}
