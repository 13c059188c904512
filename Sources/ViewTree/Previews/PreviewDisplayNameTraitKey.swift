/// The trait `previewDisplayName(_:)` writes: the name a preview is listed by.
public struct PreviewDisplayNameTraitKey: _ViewTraitKey {
    /// No name given.
    public static var defaultValue: String? { nil }
}
