import Inspect
import Terminal

extension ControlKeyHandler {
    /// A NavigationLink: Enter, Space or → show its destination (a click too); Esc comes back.
    public static let navigating = ControlKeyHandler { key, control in
        guard key == .enter || key == .space || key == .right, let view = control.view, !view.isDisabled() else { return false }
        control.push(view)
        control.emit(.pressed)
        return true
    }
}
