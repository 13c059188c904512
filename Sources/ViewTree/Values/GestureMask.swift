/// Which gestures a gesture modifier leaves on: the one it adds, those of the views inside, both or none.
public struct GestureMask: OptionSet, Sendable, Hashable {
    /// The options, one bit each.
    public let rawValue: UInt8

    /// The options whose bits `rawValue` holds.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// No gesture: neither the added one nor those of the views inside.
    public static let none: GestureMask = []
    /// The added gesture, not those of the views inside.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the views inside, not the added one.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// The added gesture and those of the views inside.
    public static let all: GestureMask = [.gesture, .subviews]
}
