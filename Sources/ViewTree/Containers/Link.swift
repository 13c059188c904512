import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its `label` and its `destination`, whose
/// URL is at `destination|configuration|url`.
public struct Link<Label> {
    /// What the link shows.
    @usableFromInline package var label: Label
    /// Where the link goes.
    package var destination: LinkDestination

    /// A link from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(label: Label, url: URL) -> Link {
        Link(label: label, destination: LinkDestination(configuration: .init(url: url, isSensitive: false)))
    }
}

/// Where a ``Link`` goes.
public struct LinkDestination {
    /// The URL and how it is opened.
    public struct Configuration {
        /// The URL opened.
        package var url: URL
        /// Whether the URL is sensitive.
        package var isSensitive: Bool
    }

    /// The URL and how it is opened.
    package var configuration: Configuration
}
