import Builders
import Inspect

// `Stepper`: `Count  − 3 +`, its value between the buttons that change it.

extension KindDrawing {
    /// `Stepper`: its label, then `− value +` (`− +` when it shows no value).
    static let stepper = KindDrawing { builder, view, depth in
        // Read as the configuration, typed: a closure returning a String, cast out of `Any`, is
        // called at the wrong abstraction.
        let value = (MirrorLabels.value(view.erasedValue, "configuration") as? _StepperConfiguration)?.currentValue
        let buttons = value.map { "− \($0()) +" } ?? "− +"
        return LayoutBuilder.edited(view, try builder.labelled(view, depth: depth, separator: "  ", [LayoutBuilder.text(buttons)]))
    }
}
