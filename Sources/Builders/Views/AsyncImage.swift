import Foundation

extension AsyncImage: View, _PrimitiveView where Content: View {}

extension AsyncImage where Content == Image {
    /// An image loaded from `url`: on Linux nothing is loaded, and the view shows its empty phase.
    public init(url: URL?, scale: CGFloat = 1) {
        self = .make(url: url, scale: scale, transaction: Transaction()) { phase in
            phase.image ?? Image(systemName: "photo")
        }
    }
}

extension AsyncImage where Content: View {
    /// An image loaded from `url`, shown by `content` once loaded and by `placeholder` until then
    /// (on Linux, always the placeholder).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self = .make(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image {
                _ConditionalContent(storage: .trueContent(content(image)))
            } else {
                _ConditionalContent(storage: .falseContent(placeholder()))
            }
        }
    }

    /// An image loaded from `url`, shown by `content` for each phase of the load (on Linux, the
    /// empty phase).
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self = .make(url: url, scale: scale, transaction: transaction, content: content)
    }
}
