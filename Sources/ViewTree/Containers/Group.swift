/// A view that groups views without any layout of its own; its children join its parent's list.
public struct Group<Content> {
    /// The grouped views.
    public var content: Content

    /// A group of `content`. (A factory, not an init, so that `Group { … }` never
    /// binds its trailing closure here.)
    package static func grouping(_ content: Content) -> Group {
        Group(content: content)
    }
}

extension Group: Sendable where Content: Sendable {}
