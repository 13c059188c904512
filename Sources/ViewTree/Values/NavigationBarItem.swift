/// The namespace of navigation bar settings, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown, as `navigationBarTitleDisplayMode(_:)` takes it.
    public enum TitleDisplayMode: Sendable, Hashable, CaseIterable {
        /// As the previous view showed it.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}
