/// A control of two buttons that step a value up and down, as SwiftUI's `Stepper`: its
/// `label` and its `configuration`, which holds the actions (`onIncrement`, `onDecrement`,
/// `onEditingChanged`). A stepper of a value (`Stepper(value:in:step:)`) makes actions that
/// keep the value within its range, as SwiftUI's does.
public struct Stepper<Label> {
    /// What the stepper changes.
    @usableFromInline package var label: Label
    /// The actions.
    package var configuration: _StepperConfiguration

    /// A stepper from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(label: Label, configuration: _StepperConfiguration) -> Stepper {
        Stepper(label: label, configuration: configuration)
    }
}

/// What a ``Stepper`` does: its actions at `configuration|onIncrement`, `…|onDecrement` and
/// `…|onEditingChanged`, as ViewInspector reads them, and the current value as text for
/// drawing (nil for a stepper of actions alone).
public struct _StepperConfiguration {
    /// Steps up; nil when the stepper cannot step up.
    package var onIncrement: (() -> Void)?
    /// Steps down; nil when the stepper cannot step down.
    package var onDecrement: (() -> Void)?
    /// Called with `true` when a press begins and `false` when it ends.
    package var onEditingChanged: (Bool) -> Void
    /// The stepped value as text, for drawing; nil when the stepper has no value of its own.
    package var currentValue: (() -> String)?

    /// A configuration from its actions.
    package init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void, currentValue: (() -> String)?) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        self.currentValue = currentValue
    }
}

/// A control whose `onEditingChanged` action the inspector calls. The action is read through
/// this protocol, typed: a closure that takes arguments, read out of its view by `Mirror` and
/// cast from `Any`, is called at the wrong abstraction (its `Bool` arrives as a pointer).
package protocol _EditingChangedControl {
    /// The control's `onEditingChanged` action.
    var _editingChanged: (Bool) -> Void { get }
}

extension Stepper: _EditingChangedControl {
    /// The configuration's `onEditingChanged`.
    package var _editingChanged: (Bool) -> Void { configuration.onEditingChanged }
}
