import Builders
import Inspect

// `Toggle`: `[x] label` on, `[ ] label` off (a toggle style may give it another look).

extension KindDrawing {
    /// `Toggle`: a control showing its label and state; choosing it switches the state.
    static let toggle = KindDrawing { builder, view, depth in
        let binding = MirrorLabels.value(view.erasedValue, "_isOn") as? Binding<Bool>
        let label = try builder.stacked([try view.labelView()], depth: depth)
        let control = LayoutNode.Control(
            action: binding.map { binding in { binding.wrappedValue.toggle() } },
            isDisabled: view.isDisabled(), isSelected: false, isOn: binding?.wrappedValue ?? false)
        return LayoutNode(.control(control), [label])
    }
}
