/// A box of views with a label, as SwiftUI's `GroupBox`: its `label` and its `content`.
public struct GroupBox<Label, Content> {
    /// The title.
    @usableFromInline package var label: Label
    /// The boxed views.
    @usableFromInline package var content: Content

    /// A box from its parts. (A factory, not an init, so that `GroupBox(label:) { … }`
    /// never binds its trailing closure here.)
    package static func make(label: Label, content: Content) -> GroupBox {
        GroupBox(label: label, content: content)
    }
}

extension GroupBox: Sendable where Label: Sendable, Content: Sendable {}
