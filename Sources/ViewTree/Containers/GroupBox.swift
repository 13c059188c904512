/// A box of views with a label, as SwiftUI's `GroupBox`: its `label` and its `content`.
public struct GroupBox<Label, Content> {
    /// The title.
    @usableFromInline package var label: Label
    /// The boxed views.
    @usableFromInline package var content: Content

    /// A box from its parts.
    package init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

extension GroupBox: Sendable where Label: Sendable, Content: Sendable {}
