/// The views a lazy stack or grid pins to its scroll view's bounds while scrolling, as
/// SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header views of sections.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer views of sections.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
