/// A view that groups views without any layout of its own; its children join its parent's list.
public struct Group<Content> {
    /// The grouped views.
    public var content: Content

    /// Creates a group.
    package init(content: Content) {
        self.content = content
    }
}

extension Group: Sendable where Content: Sendable {}
