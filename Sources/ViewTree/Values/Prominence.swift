/// How prominent a section's header is, as `headerProminence(_:)` writes it.
public enum Prominence: Sendable, Hashable, CaseIterable {
    /// The usual header.
    case standard
    /// A header drawn more prominently.
    case increased
}
