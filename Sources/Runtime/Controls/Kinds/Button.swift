import Terminal

extension ControlKeyHandler {
    /// A button (and the kinds pressed as one): Enter or Space presses it; a click presses it too.
    public static let pressing = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        control.emit(.pressed)
        return true
    }
}
