/// A device a preview is shown on, named as Xcode names it (`"iPhone 15"`); a terminal has one.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public var rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

/// The trait `previewDevice(_:)` writes.
public struct PreviewDeviceTraitKey: _ViewTraitKey {
    /// No device named.
    public static var defaultValue: PreviewDevice? { nil }
}
