/// A view whose content is made from the space it is laid out in, as SwiftUI's `GeometryReader`:
/// the closure at `content` takes a ``GeometryProxy``.
public struct GeometryReader<Content> {
    /// Makes the content from the proxy of the space offered.
    public var content: (GeometryProxy) -> Content

    /// A reader of `content`. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(content: @escaping (GeometryProxy) -> Content) -> GeometryReader {
        GeometryReader(content: content)
    }
}
