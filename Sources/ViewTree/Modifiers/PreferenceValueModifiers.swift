/// The modifier `overlayPreferenceValue(_:alignment:_:)` applies: a view made from the value of
/// the preference `Key` the content gives, drawn over the content.
public struct _OverlayPreferenceModifier<Key, Overlay> where Key: PreferenceKey {
    /// Makes the overlay from the preference's value.
    public var transform: (Key.Value) -> Overlay
    /// How the overlay is aligned to the content.
    public var alignment: Alignment

    /// Creates the modifier.
    public init(alignment: Alignment, transform: @escaping (Key.Value) -> Overlay) {
        self.alignment = alignment
        self.transform = transform
    }
}

/// The modifier `backgroundPreferenceValue(_:alignment:_:)` applies: a view made from the value
/// of the preference `Key` the content gives, drawn behind the content.
public struct _BackgroundPreferenceModifier<Key, Background> where Key: PreferenceKey {
    /// Makes the background from the preference's value.
    public var transform: (Key.Value) -> Background
    /// How the background is aligned to the content.
    public var alignment: Alignment

    /// Creates the modifier.
    public init(alignment: Alignment, transform: @escaping (Key.Value) -> Background) {
        self.alignment = alignment
        self.transform = transform
    }
}
