/// The modifier `background(_:alignment:)` applies: a view drawn behind the content.
public struct _BackgroundModifier<Background> {
    /// The view behind.
    public var background: Background
    /// How it is aligned to the content.
    public var alignment: Alignment

    /// Creates a background modifier.
    public init(background: Background, alignment: Alignment) {
        self.background = background
        self.alignment = alignment
    }
}

extension _BackgroundModifier: Sendable where Background: Sendable {}

/// The modifier `overlay(_:alignment:)` and `border(_:width:)` apply: a view drawn over the content.
public struct _OverlayModifier<Overlay> {
    /// The view on top.
    public var overlay: Overlay
    /// How it is aligned to the content.
    public var alignment: Alignment

    /// Creates an overlay modifier.
    public init(overlay: Overlay, alignment: Alignment) {
        self.overlay = overlay
        self.alignment = alignment
    }
}

extension _OverlayModifier: Sendable where Overlay: Sendable {}
