/// A control that runs an action when chosen.
public struct Button<Label> {
    /// What choosing the button runs.
    public var action: () -> Void
    /// What the button shows.
    public var label: Label

    /// Creates a button from its action and label.
    package init(action: @escaping () -> Void, label: Label) {
        self.action = action
        self.label = label
    }
}
