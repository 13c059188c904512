import Foundation

/// The size a preview is shown at, as SwiftUI's; a terminal preview uses the terminal's size
/// for ``device``, the view's own size for ``sizeThatFits``, and the given size for ``fixed(width:height:)``.
public enum PreviewLayout: Sendable, Hashable {
    /// The size of the preview's device (the terminal).
    case device
    /// The size the view asks for.
    case sizeThatFits
    /// A fixed size, in points (a terminal cell is one point).
    case fixed(width: CGFloat, height: CGFloat)
}

/// The trait `previewLayout(_:)` writes.
public struct PreviewLayoutTraitKey: _ViewTraitKey {
    /// The layout of a preview that sets none.
    public static var defaultValue: PreviewLayout { .device }
}
