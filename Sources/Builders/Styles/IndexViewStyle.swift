/// How the index of a paged view is drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}

/// Dots, one a page, as `.indexViewStyle(.page)`.
public struct PageIndexViewStyle: IndexViewStyle, Equatable {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Equatable, Sendable {
        private enum Backing: Equatable, Sendable {
            case automatic, always, interactive, never
        }

        private let backing: Backing

        /// As the platform decides.
        public static let automatic = BackgroundDisplayMode(backing: .automatic)
        /// Always.
        public static let always = BackgroundDisplayMode(backing: .always)
        /// While the user interacts with the index.
        public static let interactive = BackgroundDisplayMode(backing: .interactive)
        /// Never.
        public static let never = BackgroundDisplayMode(backing: .never)
    }

    /// When the dots have a background.
    public let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates the style, with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots, one a page.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots, one a page, with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
