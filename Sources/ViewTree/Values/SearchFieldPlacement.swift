/// Where a `searchable(text:placement:prompt:)` field goes, as SwiftUI's `SearchFieldPlacement`.
/// A terminal draws the field above the searchable view wherever it is placed.
public struct SearchFieldPlacement: Sendable, Hashable, CustomStringConvertible {
    /// Whether a navigation bar drawer's field shows before the user scrolls.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        /// The platform chooses.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)

        /// Whether the field is always shown.
        package let always: Bool
    }

    /// The placement's name, such as `navigationBarDrawer`.
    public let name: String
    /// For a navigation bar drawer, how it shows.
    public let drawerDisplayMode: NavigationBarDrawerDisplayMode?

    private init(_ name: String, drawerDisplayMode: NavigationBarDrawerDisplayMode? = nil) {
        self.name = name
        self.drawerDisplayMode = drawerDisplayMode
    }

    /// The name, as written after a dot.
    public var description: String { name }

    /// The platform chooses.
    public static let automatic = SearchFieldPlacement("automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement("toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement("sidebar")
    /// In a drawer below the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement("navigationBarDrawer", drawerDisplayMode: .automatic)

    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement("navigationBarDrawer", drawerDisplayMode: displayMode)
    }
}
