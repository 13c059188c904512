/// How `accessibilityElement(children:)` makes one element of a view and the elements in it,
/// as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    /// The behaviours.
    package enum Behavior: Sendable, Hashable {
        case ignore, contain, combine
    }

    /// Which behaviour it is.
    package let behavior: Behavior

    package init(_ behavior: Behavior) {
        self.behavior = behavior
    }

    /// The children are hidden: the element stands for the view alone.
    public static let ignore = AccessibilityChildBehavior(.ignore)
    /// The children stay elements of their own, inside the element.
    public static let contain = AccessibilityChildBehavior(.contain)
    /// The children's properties are merged into the element.
    public static let combine = AccessibilityChildBehavior(.combine)
}
