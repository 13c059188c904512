/// A way a `#Preview` is shown, as SwiftUI's: its layout or its orientation.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    public enum Setting: Sendable, Hashable {
        /// The preview's size.
        case layout(PreviewLayout)
        /// The way up the device is held.
        case orientation(InterfaceOrientation)
    }

    /// What the trait sets.
    public let setting: Setting

    init(_ setting: Setting) {
        self.setting = setting
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's size (the terminal's).
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    /// The size the view asks for.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    /// A fixed size, in points (cells).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// Upright.
    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// Turned with the top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    /// Turned with the top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}
