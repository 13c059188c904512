/// The kind of an action assistive technologies perform on a view: a standard one (`default`,
/// `escape`, `magicTap`…) or one named by a text.
public struct AccessibilityActionKind: Sendable, Equatable {
    /// A standard action, or a named one.
    package enum Kind: Sendable, Equatable {
        case `default`, escape, magicTap, delete, showMenu
        /// An action named by its text, at `kind|named`.
        case named(Text)
    }

    /// What the action is.
    package var kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    /// An action named `name`, as `accessibilityAction(named:_:)` adds.
    public init(named name: Text) {
        kind = .named(name)
    }

    /// The view's main action, as a tap performs it.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismisses or leaves the view.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The two-finger double tap: the most important action of the screen.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// Deletes the view's content.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// Shows the view's menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)
}

/// Which way an adjustable view's value moves, as an `accessibilityAdjustableAction(_:)` handler is told.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

/// One action assistive technologies can perform on a view, with its handler.
public enum AccessibilityActionHandler {
    /// An action of `kind`, as `accessibilityAction(_:_:)` and `accessibilityAction(named:_:)` add.
    case action(AccessibilityActionKind, () -> Void)
    /// Adjusting the view's value, as `accessibilityAdjustableAction(_:)` adds.
    case adjustable((AccessibilityAdjustmentDirection) -> Void)
    /// Scrolling the view towards an edge, as `accessibilityScrollAction(_:)` adds.
    case scroll((Edge) -> Void)
}
