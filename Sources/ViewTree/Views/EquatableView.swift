/// A view that SwiftUI draws again only when it is no longer equal to what it was, as SwiftUI's
/// `EquatableView`, made by `equatable()`: the view at `content`. The inspector looks through it,
/// as ViewInspector does.
public struct EquatableView<Content: Equatable> {
    /// The view compared.
    public var content: Content

    /// A view of `content`, drawn again only when it changes.
    public init(content: Content) {
        self.content = content
    }
}

extension EquatableView: Sendable where Content: Sendable {}
