import Builders

extension KindDescriptor {
    /// Stepper: a control named by its label (`labelView()`); its actions are in its configuration.
    static let stepper = KindDescriptor(
        kind: .stepper, typeNames: ["Stepper"], listRole: .control, supplementaryPaths: [("labelView", "label")],
        valuePaths: ["onEditingChanged": ["configuration|onEditingChanged"]])
}

extension InspectableView {
    /// The Stepper at `index`.
    public func stepper(_ index: Int? = nil) throws -> InspectableView { try child(.stepper, index) }

    /// Steps a Stepper up, as ViewInspector's `increment()`: a stepper of a value stays within its
    /// range. Throws when the stepper is disabled or cannot step up.
    public func increment() throws {
        try step("onIncrement", verb: "increment()")
    }

    /// Steps a Stepper down, as ViewInspector's `decrement()`. Throws when the stepper is disabled
    /// or cannot step down.
    public func decrement() throws {
        try step("onDecrement", verb: "decrement()")
    }

    private func step(_ label: String, verb: String) throws {
        try expect([.stepper], verb)
        guard let action = try stepAction(label) else {
            throw InspectionError.notSupported("\(verb) on a Stepper without an \(label) action", path: place)
        }
        try refuseIfDisabled(verb)
        action()
    }

    /// A Stepper's action at `configuration|label`: the package's configuration is read typed,
    /// another by label.
    private func stepAction(_ label: String) throws -> (() -> Void)? {
        if let configuration = MirrorReader.descendant(value, "configuration") as? _StepperConfiguration {
            return label == "onIncrement" ? configuration.onIncrement : configuration.onDecrement
        }
        guard let stored = MirrorReader.descendant(value, "configuration", label), let action = stored as? (() -> Void)? else {
            throw InspectionError.attributeNotFound("an action at configuration|\(label)", in: fullTypeName, path: place)
        }
        return action
    }
}
