/// The size controls are drawn at, as `controlSize(_:)` writes it (a terminal draws every size
/// alike: one row).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    /// The smallest size.
    case mini
    /// A small size.
    case small
    /// The default size.
    case regular
    /// A large size.
    case large
    /// The largest size.
    case extraLarge
}
