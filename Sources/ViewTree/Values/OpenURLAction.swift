import Foundation

/// What `@Environment(\.openURL)` gives a view, as SwiftUI's `OpenURLAction`: called with a URL,
/// it asks its handler to open it. A running app's own handler records the URL
/// (`ViewRuntime.openedURLs`) and prints nothing; `environment(\.openURL, OpenURLAction { … })`
/// sets another, which a link chosen also calls.
public struct OpenURLAction: @unchecked Sendable, Equatable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        /// What happened.
        package enum Outcome: Sendable, Equatable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        package let outcome: Outcome

        /// The handler opened it.
        public static let handled = Result(outcome: .handled)
        /// The handler did not open it.
        public static let discarded = Result(outcome: .discarded)
        /// The system is to open it.
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The system is to open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .systemAction(url))
        }

        /// Whether the URL was opened (anything but discarded).
        package var accepted: Bool { outcome != .discarded }
    }

    /// Which handler this is, so that the action of one place is the same from frame to frame.
    package let identity: AnyHashable?
    package let handler: (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.identity = nil
        self.handler = handler
    }

    /// An action known by `identity` (the default's and a running app's).
    package init(identity: AnyHashable, handler: @escaping (URL) -> Result) {
        self.identity = identity
        self.handler = handler
    }

    /// The action where no app handles URLs: it discards them.
    package static let discarding = OpenURLAction(identity: "discarding") { _ in .discarded }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`, then tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }

    /// Two actions are the same when they have the same identity (an action made from a
    /// handler has none: it differs from every other).
    public static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool {
        lhs.identity != nil && lhs.identity == rhs.identity
    }
}
