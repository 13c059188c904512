/// What a view is to assistive technologies (a button, a header, an image…), as SwiftUI's
/// `AccessibilityTraits`: a set, added with `accessibilityAddTraits(_:)` and removed with
/// `accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits, one bit each.
    public let rawValue: UInt32

    /// The traits of `rawValue`'s bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The view is a header of a section of content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The view is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The view plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The view is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The view is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The view summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The view's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the view starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The view takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The view turns a page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The view is modal: assistive technologies ignore the views beside it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The view is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The view is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
