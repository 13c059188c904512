/// A view whose content scrolls the scroll views it holds through a proxy, as SwiftUI's
/// `ScrollViewReader`: the closure at `content` takes a ``ScrollViewProxy``.
public struct ScrollViewReader<Content> {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader of `content`. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(content: @escaping (ScrollViewProxy) -> Content) -> ScrollViewReader {
        ScrollViewReader(content: content)
    }
}
