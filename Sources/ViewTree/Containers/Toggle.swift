/// A control that turns a Boolean binding on and off.
public struct Toggle<Label> {
    /// The toggled value.
    public var _isOn: Binding<Bool>
    /// What the toggle shows beside its switch.
    public var label: Label

    /// Creates a toggle from its binding and label.
    package init(isOn: Binding<Bool>, label: Label) {
        self._isOn = isOn
        self.label = label
    }
}
