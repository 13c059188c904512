/// The kinds of safe area a view can ignore, as `ignoresSafeArea(_:edges:)` takes them.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The area the system's bars and the device's shape take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
