import Foundation

/// What the content of a scroll view reader is handed to scroll with, as SwiftUI's
/// `ScrollViewProxy`.
///
/// On Linux nothing scrolls by request: a running app shows the window of its screen that holds
/// the focus, so `scrollTo(_:anchor:)` changes nothing.
public struct ScrollViewProxy: Sendable {
    /// A proxy.
    package init() {}

    /// Asks the scroll views around to show the view of identity `id`, placed at `anchor`: on
    /// Linux, nothing scrolls.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
