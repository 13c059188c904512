import Builders

// A style inspected as ViewInspector inspects one: the body its `makeBody(configuration:)` makes
// for a configuration the test gives, whose views (`configuration.label`…) are stand-ins reached by
// the `styleConfiguration…` steps (Kinds/StyleConfiguration.swift).
//
//     let label = try style.inspect(isPressed: true).group().styleConfigurationLabel(0)
//     #expect(try label.blur().radius == 5)

extension ButtonStyle {
    /// The style's body for a button pressed or not, as the root of an inspection, as
    /// ViewInspector's `inspect(isPressed:)`.
    public func inspect(isPressed: Bool) throws -> InspectableView {
        try makeBody(configuration: ButtonStyleConfiguration(isPressed: isPressed)).inspect()
    }
}

extension PrimitiveButtonStyle {
    /// The style's body for a button whose `configuration.trigger()` runs `onTrigger`, as the root
    /// of an inspection, as ViewInspector's `inspect(onTrigger:)`.
    public func inspect(onTrigger: @escaping () -> Void = {}) throws -> InspectableView {
        try makeBody(configuration: PrimitiveButtonStyleConfiguration(onTrigger: onTrigger)).inspect()
    }
}

extension ToggleStyle {
    /// The style's body for a toggle on or off, as the root of an inspection, as ViewInspector's
    /// `inspect(isOn:)`. The configuration's state is a constant: setting it changes nothing.
    public func inspect(isOn: Bool) throws -> InspectableView {
        try makeBody(configuration: ToggleStyleConfiguration(isOn: isOn)).inspect()
    }
}

extension LabelStyle {
    /// The style's body, as the root of an inspection, as ViewInspector's `inspect()`.
    public func inspect() throws -> InspectableView {
        try makeBody(configuration: LabelStyleConfiguration()).inspect()
    }
}

extension ProgressViewStyle {
    /// The style's body for the fraction done (nil: indeterminate), with a label and a current
    /// value's label, as the root of an inspection, as ViewInspector's `inspect(fractionCompleted:)`.
    public func inspect(fractionCompleted: Double? = nil) throws -> InspectableView {
        try makeBody(configuration: ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted)).inspect()
    }
}

extension GroupBoxStyle {
    /// The style's body, as the root of an inspection, as ViewInspector's `inspect()`.
    public func inspect() throws -> InspectableView {
        try makeBody(configuration: GroupBoxStyleConfiguration()).inspect()
    }
}

extension MenuStyle {
    /// The style's body for a menu without a primary action, as the root of an inspection, as
    /// ViewInspector's `inspect()`.
    public func inspect() throws -> InspectableView {
        try makeBody(configuration: MenuStyleConfiguration()).inspect()
    }
}
