/// A control that runs an action when chosen.
public struct Button<Label> {
    /// What choosing the button runs.
    public var action: () -> Void
    /// What the button shows.
    public var label: Label

    /// A button from its action and label. (A factory, not an init, so that
    /// `Button(action:) { … }` never binds its trailing closure here.)
    package static func make(action: @escaping () -> Void, label: Label) -> Button {
        Button(action: action, label: label)
    }
}
