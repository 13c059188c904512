/// A control that shows a list of actions, as SwiftUI's `Menu`: its `label`, its `content`
/// (the actions) and the action run on a plain tap (`primaryAction`), if any.
public struct Menu<Label, Content> {
    /// What the menu shows.
    @usableFromInline package var label: Label
    /// The actions.
    @usableFromInline package var content: Content
    /// The action of a plain tap; nil when a tap opens the menu.
    @usableFromInline package var primaryAction: (() -> Void)?

    /// A menu from its parts.
    package init(label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }
}
