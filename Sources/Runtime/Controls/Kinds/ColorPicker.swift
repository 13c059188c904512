import Builders
import Inspect
import Terminal

extension ControlKeyHandler {
    /// A ColorPicker: ←/→ (or Enter, Space) go round a palette of the standard colours. A click
    /// only focuses it (its keys choose).
    public static let colorCycling = ControlKeyHandler(click: .focuses) { key, control in
        guard let view = control.view else { return false }
        let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black, .white]
        let current = (MirrorValue.read(view.erasedValue, "_color") as? Binding<Color>)?.wrappedValue
        let index = palette.firstIndex { $0 == current }
        let next: Int
        switch key {
        case .right, .enter, .space: next = index.map { ($0 + 1) % palette.count } ?? 0
        case .left: next = index.map { ($0 + palette.count - 1) % palette.count } ?? 0
        default: return false
        }
        try? view.select(color: palette[next])
        control.emit(.valueChanged("\(palette[next])"))
        return true
    }
}
