/// A view that shows or hides its content, as SwiftUI's `DisclosureGroup`: its `label`, its
/// `content` and whether it is expanded (`_isExpanded`: its own state or a binding).
public struct DisclosureGroup<Label, Content> {
    /// What the group shows beside its indicator.
    @usableFromInline package var label: Label
    /// The views shown when expanded.
    @usableFromInline package var content: Content
    /// Whether the content is shown.
    @usableFromInline package var _isExpanded: StateOrBinding<Bool>

    /// A group from its parts.
    package init(label: Label, content: Content, isExpanded: StateOrBinding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}
