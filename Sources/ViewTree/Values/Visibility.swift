/// Whether something is shown: `.automatic` lets the platform choose.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// The platform chooses.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
