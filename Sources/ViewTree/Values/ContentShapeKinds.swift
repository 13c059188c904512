/// What a content shape set by `contentShape(_:_:eoFill:)` is used for.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public var rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Taps, clicks and hover.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview a drag shows.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview a context menu shows.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The effect a pointer hovering over the view shows.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The effect the focus shows.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The frame assistive technologies show.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
