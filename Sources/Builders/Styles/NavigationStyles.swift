/// How a navigation view lays its columns out, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle: Sendable {}

/// The platform's default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// One view at a time, pushed over the last.
public struct StackNavigationViewStyle: NavigationViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Columns side by side (a terminal shows one).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Columns side by side, as `.columns` names it.
public struct ColumnNavigationViewStyle: NavigationViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// How a split view shares its width out, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// The columns share the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// The detail column keeps its width; the others go over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The columns share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column keeps its width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
