/// The trait `itemProvider(_:)` writes: what a drag or a copy of the view offers, made when asked.
public struct ItemProviderTraitKey: _ViewTraitKey {
    /// The action that makes the provider, or none.
    public typealias Value = (() -> NSItemProvider?)?

    /// A view offers nothing unless it says so.
    public static var defaultValue: Value { nil }
}
