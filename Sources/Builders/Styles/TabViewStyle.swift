/// How a tab view shows its tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle: Sendable {}

/// The platform's default tab view style, as `.tabViewStyle(.automatic)`: a bar of the tabs' items
/// above the selected tab in a terminal.
public struct DefaultTabViewStyle: TabViewStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// One page at a time, as `.tabViewStyle(.page)`: the selected tab, with a dot for each page below
/// it unless the index is hidden.
public struct PageTabViewStyle: TabViewStyle, Equatable {
    /// When the dots of the pages are shown.
    public struct IndexDisplayMode: Equatable, Sendable {
        private enum Backing: Equatable, Sendable {
            case automatic, always, never
        }

        private let backing: Backing

        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(backing: .automatic)
        /// Always shown, even for one page.
        public static let always = IndexDisplayMode(backing: .always)
        /// Never shown.
        public static let never = IndexDisplayMode(backing: .never)

        /// Whether the dots are shown for `pages` pages.
        package func showsIndex(of pages: Int) -> Bool {
            switch backing {
            case .automatic: pages > 1
            case .always: true
            case .never: false
            }
        }
    }

    /// When the dots of the pages are shown.
    public let indexDisplayMode: IndexDisplayMode

    /// Creates the style, showing the dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time, the dots shown when there are several pages.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// One page at a time, the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
