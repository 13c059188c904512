import Builders
import Inspect
import Terminal

extension ControlKeyHandler {
    /// A Stepper: + or → steps up, − (or -) or ← steps down; the stepper keeps its value in its
    /// range. A click only focuses it (its keys step it).
    public static let stepping = ControlKeyHandler(click: .focuses) { key, control in
        guard let view = control.view else { return false }
        switch key {
        case .character("+"), .character("="), .right: try? view.increment()
        case .character("-"), .character("−"), .left: try? view.decrement()
        default: return false
        }
        let value = (MirrorValue.read(view.erasedValue, "configuration") as? _StepperConfiguration)?.currentValue?() ?? ""
        control.emit(.valueChanged(value))
        return true
    }
}
