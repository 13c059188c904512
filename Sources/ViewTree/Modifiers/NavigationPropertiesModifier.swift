/// The modifier `navigationTitle(_:)` and `navigationBarTitle(_:)` apply: the title of the
/// navigation container's content, at `modifier|title|some` (a Text).
///
/// SwiftUI's type has three generic parameters; for a Text title it is
/// `NavigationPropertiesModifier<Never, EmptyView, Text>`.
public struct NavigationPropertiesModifier<Provider, Actions, Title> {
    /// The title.
    public var title: Title?

    /// Creates the modifier.
    public init(title: Title?) {
        self.title = title
    }
}

extension NavigationPropertiesModifier: Sendable where Title: Sendable {}

/// A key for a value that views pass up to their ancestors, such as the title display mode.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that writes none.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The modifier that writes a preference, as `navigationBarTitleDisplayMode(_:)` does; the
/// value is at `modifier|value`.
public struct _PreferenceWritingModifier<Key> where Key: PreferenceKey {
    /// The written value.
    public var value: Key.Value

    /// Creates the modifier.
    public init(value: Key.Value) {
        self.value = value
    }
}

extension _PreferenceWritingModifier: Sendable where Key.Value: Sendable {}

/// The preference `navigationBarTitleDisplayMode(_:)` writes.
public struct NavigationBarTitleDisplayModeKey: PreferenceKey {
    /// No mode: the container's own.
    public static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }

    /// The innermost mode wins.
    public static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        value = value ?? nextValue()
    }
}
