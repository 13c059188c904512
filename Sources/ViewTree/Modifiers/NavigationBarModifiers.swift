import Foundation

/// The modifier `navigationBarItems(leading:trailing:)` applies: the views at the leading and
/// trailing ends of the navigation bar (`leading`, `trailing`; an `EmptyView` for an end not given).
public struct NavigationBarItemsModifier<Leading, Trailing> {
    /// The leading items.
    public var leading: Leading
    /// The trailing items.
    public var trailing: Trailing

    /// Creates the modifier.
    public init(leading: Leading, trailing: Trailing) {
        self.leading = leading
        self.trailing = trailing
    }
}

extension NavigationBarItemsModifier: Sendable where Leading: Sendable, Trailing: Sendable {}

/// The preference `navigationBarBackButtonHidden(_:)` writes.
public struct NavigationBarBackButtonHiddenKey: PreferenceKey {
    /// The back button shows.
    public static var defaultValue: Bool { false }

    /// Any view hiding it hides it.
    public static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// The preference `navigationBarHidden(_:)` writes.
public struct NavigationBarHiddenKey: PreferenceKey {
    /// No view says: the bar shows.
    public static var defaultValue: Bool? { nil }

    /// The innermost value wins.
    public static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        value = value ?? nextValue()
    }
}

/// The modifier `navigationViewStyle(_:)` applies: the style at `style`.
public struct NavigationViewStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

extension NavigationViewStyleModifier: Sendable where Style: Sendable {}

/// The modifier `navigationSplitViewStyle(_:)` applies: the style at `style`.
public struct NavigationSplitViewStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

extension NavigationSplitViewStyleModifier: Sendable where Style: Sendable {}

/// The modifier `navigationSplitViewColumnWidth(_:)` and `navigationSplitViewColumnWidth(min:ideal:max:)`
/// apply: the width a column asks for (recorded; a terminal shares the width out itself).
public struct NavigationSplitViewColumnWidthModifier: Sendable {
    /// The least width.
    public var min: CGFloat?
    /// The width asked for.
    public var ideal: CGFloat
    /// The greatest width.
    public var max: CGFloat?

    /// Creates the modifier.
    public init(min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
}
