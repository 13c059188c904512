/// The modifier `flipsForRightToLeftLayoutDirection(_:)` applies: whether the view is mirrored
/// when the layout direction is right to left. The views inside inherit it; the nearest wins.
public struct _FlipForRTLEffect: Sendable {
    /// Whether the view is mirrored in a right-to-left layout.
    public var isEnabled: Bool

    /// Creates the modifier.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}
