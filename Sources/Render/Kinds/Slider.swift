import Builders
import Inspect

// `Slider`: `Volume [━━━━●─────] 4`, its track of ``LayoutBuilder/trackWidth`` cells with the knob
// where its value stands in its bounds, between its minimum and maximum value labels.

extension KindDrawing {
    /// `Slider`: its label, track and value, edited from the keyboard.
    static let slider = KindDrawing { builder, view, depth in
        LayoutBuilder.edited(view, try builder.sliderNode(view, depth: depth))
    }
}

extension LayoutBuilder {
    fileprivate func sliderNode(_ view: InspectableView, depth: Int) throws -> LayoutNode {
        let value = try view.value(Double.self)
        let bounds = MirrorLabels.value(view.erasedValue, "bounds") as? ClosedRange<Double> ?? 0...1
        let span = bounds.upperBound - bounds.lowerBound
        // Over a range with an infinite end (or wider than the largest Double) a value has no
        // finite position: the knob stays at the start, as for a value that is not finite.
        let position = (value - bounds.lowerBound) / span
        let fraction = span > 0 && position.isFinite ? min(max(position, 0), 1) : 0
        let knob = Int((fraction * Double(Self.trackWidth - 1)).rounded())
        let track = (0..<Self.trackWidth).map { $0 < knob ? "━" : $0 == knob ? "●" : "─" }.joined()
        var parts: [LayoutNode] = []
        if let minimum = MirrorLabels.value(view.erasedValue, "minimumValueLabel") {
            let node = try stack([view.inspectSibling(minimum, at: "minimumValueLabel")], depth: depth)
            if !Self.isBlank(node) { parts += [node, Self.text(" ")] }
        }
        parts.append(Self.text("[\(track)]"))
        if let maximum = MirrorLabels.value(view.erasedValue, "maximumValueLabel") {
            let node = try stack([view.inspectSibling(maximum, at: "maximumValueLabel")], depth: depth)
            if !Self.isBlank(node) { parts += [Self.text(" "), node] }
        }
        parts.append(Self.text(" " + Self.number(value)))
        return try labelled(view, depth: depth, separator: " ", parts)
    }

    /// A number as a person writes it: `4`, `0.35` (at most two decimals).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
