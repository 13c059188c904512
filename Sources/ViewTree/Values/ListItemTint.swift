/// The tint of a list item, as `listItemTint(_:)` sets: a colour the item keeps (`fixed`), one
/// the system may override (`preferred`), or monochrome.
public struct ListItemTint: Sendable, Equatable {
    /// What the tint does.
    package enum Effect: Sendable, Equatable {
        /// Tints the item with a colour.
        case color(Color)
        /// Tints the item in shades of grey.
        case monochrome
    }

    /// What the tint does; a colour is at `effect|color`.
    package var effect: Effect
    /// Whether the item keeps the tint whatever the system's preference.
    package var isFixed: Bool

    package init(effect: Effect, isFixed: Bool) {
        self.effect = effect
        self.isFixed = isFixed
    }

    /// A tint of `tint` that the item keeps.
    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(effect: .color(tint), isFixed: true)
    }

    /// A tint of `tint` that the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(effect: .color(tint), isFixed: false)
    }

    /// A tint in shades of grey.
    public static let monochrome = ListItemTint(effect: .monochrome, isFixed: true)
}
