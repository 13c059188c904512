/// The axis a `TextField(_:text:axis:)` grows along: a stand-in for SwiftUI's `Axis` until
/// the package has that shared type (`.horizontal` or `.vertical`, spelled as SwiftUI's).
public enum _TextFieldAxis: Hashable, Sendable {
    /// One line that scrolls sideways.
    case horizontal
    /// Lines added as the text grows.
    case vertical
}
