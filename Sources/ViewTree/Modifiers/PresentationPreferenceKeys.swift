// MARK: The preferences the presentation and bar settings write: a sheet's detents, its drag
// indicator and whether it may be swiped away, the toolbar's role and the status bar. A terminal
// draws a sheet over the whole screen and has no status bar, so they are recorded for the
// inspector.

/// The preference `presentationDetents(_:)` writes: the heights the sheet may rest at.
public struct PresentationDetentsKey: PreferenceKey {
    /// No view says: the sheet's own.
    public static var defaultValue: Set<PresentationDetent> { [] }

    /// The innermost value wins.
    public static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {
        if value.isEmpty { value = nextValue() }
    }
}

/// The preference `presentationDragIndicator(_:)` writes.
public struct PresentationDragIndicatorKey: PreferenceKey {
    /// The platform chooses.
    public static var defaultValue: Visibility { .automatic }

    /// The innermost value that is not automatic wins.
    public static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        if value == .automatic { value = nextValue() }
    }
}

/// The preference `interactiveDismissDisabled(_:)` writes.
public struct InteractiveDismissDisabledKey: PreferenceKey {
    /// The sheet may be swiped away.
    public static var defaultValue: Bool { false }

    /// Any view disabling it disables it.
    public static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// The preference `toolbarRole(_:)` writes.
public struct ToolbarRoleKey: PreferenceKey {
    /// No view says: the platform chooses.
    public static var defaultValue: ToolbarRole? { nil }

    /// The innermost value wins.
    public static func reduce(value: inout ToolbarRole?, nextValue: () -> ToolbarRole?) {
        value = value ?? nextValue()
    }
}

/// The preference `statusBarHidden(_:)` writes, through a ``TransactionalPreferenceModifier``.
public struct StatusBarKey: PreferenceKey {
    /// The status bar shows.
    public static var defaultValue: Bool { false }

    /// Any view hiding it hides it.
    public static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// A preference written with the transaction of the change, as SwiftUI's `statusBarHidden(_:)`
/// writes ``StatusBarKey``; the value is at `modifier|value`.
public struct TransactionalPreferenceModifier<Value, Key> where Key: PreferenceKey, Key.Value == Value {
    /// The written value.
    public var value: Value

    /// Creates the modifier.
    public init(value: Value) {
        self.value = value
    }
}

extension TransactionalPreferenceModifier: Sendable where Value: Sendable {}
