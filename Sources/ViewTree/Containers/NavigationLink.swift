/// A control that navigates to a destination, as SwiftUI's `NavigationLink`: its `label`,
/// its `destination` (nil for a link that presents a value, `NavigationLink(value:)`),
/// the value it presents, and whether it is active (`_isActive`: its own state or a binding).
public struct NavigationLink<Label, Destination> {
    /// What the link shows.
    @usableFromInline package var label: Label
    /// The view the link navigates to; nil for a value link.
    @usableFromInline package var destination: Destination?
    /// The value a value link presents.
    @usableFromInline package var value: AnyHashable?
    /// Whether the destination is shown.
    @usableFromInline package var _isActive: StateOrBinding<Bool>

    /// A link from its parts.
    package init(label: Label, destination: Destination?, value: AnyHashable?, isActive: StateOrBinding<Bool>) {
        self.label = label
        self.destination = destination
        self.value = value
        self._isActive = isActive
    }
}
