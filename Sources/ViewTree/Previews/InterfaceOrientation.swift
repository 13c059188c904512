/// Which way up a device is held, as SwiftUI's; a terminal preview is always as it is.
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
    /// The orientation's name: `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight`.
    public let id: String

    private init(_ id: String) {
        self.id = id
    }

    /// Upright.
    public static let portrait = InterfaceOrientation("portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Turned with the top to the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

/// The trait `previewInterfaceOrientation(_:)` writes.
public struct PreviewInterfaceOrientationTraitKey: _ViewTraitKey {
    /// Upright.
    public static var defaultValue: InterfaceOrientation { .portrait }
}
