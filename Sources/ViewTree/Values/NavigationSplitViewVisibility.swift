/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name, as written after a dot.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The name, as written after a dot.
    public var description: String { name }

    /// The platform chooses.
    public static let automatic = NavigationSplitViewVisibility("automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility("all")
    /// The content and detail columns (of three), or the sidebar and detail (of two).
    public static let doubleColumn = NavigationSplitViewVisibility("doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility("detailOnly")
}

/// One column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Sendable, Hashable, CustomStringConvertible {
    /// The name, as written after a dot.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The name, as written after a dot.
    public var description: String { name }

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn("sidebar")
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn("content")
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn("detail")
}
