import Inspect
import Terminal

extension ControlKeyHandler {
    /// A toggle: Enter or Space switches it; a click switches it too.
    public static let toggling = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        let isOn = control.view.flatMap { try? $0.isOn() }
        control.emit(isOn.map { .toggled($0) } ?? .pressed)
        return true
    }
}
