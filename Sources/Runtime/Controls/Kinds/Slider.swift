import Inspect
import Terminal

extension ControlKeyHandler {
    /// A Slider: ←/→ move it by its step (a tenth of its range when it has none), Home/End to its
    /// ends. A click only focuses it (its keys move it).
    public static let sliding = ControlKeyHandler(click: .focuses) { key, control in
        guard let view = control.view, let value = try? view.value(Double.self) else { return false }
        let bounds = MirrorValue.read(view.erasedValue, "bounds") as? ClosedRange<Double> ?? 0...1
        let given = Mirror(reflecting: view.erasedValue).descendant("step", "some") as? Double
        let step = given.flatMap { $0 > 0 ? $0 : nil } ?? (bounds.upperBound - bounds.lowerBound) / 10
        let target: Double
        switch key {
        case .left: target = value - step
        case .right: target = value + step
        case .home: target = bounds.lowerBound
        case .end: target = bounds.upperBound
        default: return false
        }
        try? view.setValue(target)
        control.emit(.valueChanged(SliderNumbers.text((try? view.value(Double.self)) ?? value)))
        return true
    }
}

/// A slider's value as the renderer writes it (two decimals at most, whole numbers without any).
enum SliderNumbers {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
