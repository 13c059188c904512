/// A control that runs an action when chosen.
public struct Button<Label> {
    /// What choosing the button runs.
    public var action: () -> Void
    /// What the button shows.
    public var label: Label
    /// The button's purpose (`.destructive`, `.cancel`), or nil for an ordinary action.
    public var role: ButtonRole?

    /// A button from its action and label. (A factory, not an init, so that
    /// `Button(action:) { … }` never binds its trailing closure here.)
    package static func make(action: @escaping () -> Void, label: Label, role: ButtonRole? = nil) -> Button {
        Button(action: action, label: label, role: role)
    }
}
