import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: its `url`, `scale` and `transaction`,
/// and the view it shows for each phase of the load (`content`). Nothing is loaded on Linux:
/// the view shows its ``AsyncImagePhase/empty`` phase (the placeholder).
public struct AsyncImage<Content> {
    /// Where the image is.
    public var url: URL?
    /// The image's scale.
    public var scale: CGFloat
    /// The transaction the phases change in.
    public var transaction: Transaction
    /// The view for a phase.
    public var content: (AsyncImagePhase) -> Content

    /// An image of `url` shown by `content`. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(url: URL?, scale: CGFloat, transaction: Transaction, content: @escaping (AsyncImagePhase) -> Content) -> AsyncImage {
        AsyncImage(url: url, scale: scale, transaction: transaction, content: content)
    }
}

/// Where the load of an ``AsyncImage`` is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Not loaded (yet): on Linux, always.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
