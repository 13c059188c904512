/// Whether the user may select the texts of a view, as `textSelection(_:)` takes it.
public protocol TextSelectability: Sendable {
    /// Whether texts may be selected.
    static var allowsSelection: Bool { get }
}

/// Texts may be selected: `.enabled`.
public struct EnabledTextSelectability: TextSelectability, Hashable {
    /// True.
    public static var allowsSelection: Bool { true }
    /// The selectability.
    public init() {}
}

/// Texts may not be selected: `.disabled`.
public struct DisabledTextSelectability: TextSelectability, Hashable {
    /// False.
    public static var allowsSelection: Bool { false }
    /// The selectability.
    public init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Texts may be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Texts may not be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
