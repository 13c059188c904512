/// A control that turns a Boolean binding on and off.
public struct Toggle<Label> {
    /// The toggled value.
    public var _isOn: Binding<Bool>
    /// What the toggle shows beside its switch.
    public var label: Label

    /// A toggle from its binding and label. (A factory, not an init, so that
    /// `Toggle(isOn:) { … }` never binds its trailing closure here.)
    package static func make(isOn: Binding<Bool>, label: Label) -> Toggle {
        Toggle(_isOn: isOn, label: label)
    }
}
