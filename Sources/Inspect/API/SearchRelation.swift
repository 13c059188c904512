/// Where a search looks from the view it starts at, as ViewInspector's `ViewSearch.Relation`.
public enum SearchRelation: Sendable {
    /// The view itself and every view below it (the default).
    case child
    /// The views above it: its parent, then its parent's parent, up to the root.
    case parent
}
