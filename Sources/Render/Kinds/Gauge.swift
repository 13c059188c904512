import Builders
import Inspect

// `Gauge`: `Battery 0 [██████░░░░] 100 60%`, its label, its bar of ``LayoutBuilder/trackWidth``
// cells filled as far as its value stands in its bounds, between the views of its bounds, then the
// view of its current value. The views of marked values have no place on one line: they are not drawn.

extension KindDrawing {
    /// `Gauge`: its label, bounds, bar and current value.
    static let gauge = KindDrawing { builder, view, depth in
        let bounds = try view.bounds()
        let span = bounds.upperBound - bounds.lowerBound
        let position = (try view.currentValue() - bounds.lowerBound) / span
        // Over an empty or infinite range, or for a value that is not finite, the bar stays empty.
        let fraction = span > 0 && position.isFinite ? min(max(position, 0), 1) : 0
        let filled = Int((fraction * Double(LayoutBuilder.trackWidth)).rounded())
        let bar = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: LayoutBuilder.trackWidth - filled) + "]"
        var parts: [LayoutNode] = []
        let minimum = try builder.stack([try view.minimumValueLabelView()], depth: depth)
        if !LayoutBuilder.isBlank(minimum) { parts += [minimum, LayoutBuilder.text(" ")] }
        parts.append(LayoutBuilder.text(bar))
        let maximum = try builder.stack([try view.maximumValueLabelView()], depth: depth)
        if !LayoutBuilder.isBlank(maximum) { parts += [LayoutBuilder.text(" "), maximum] }
        let current = try builder.stack([try view.currentValueLabelView()], depth: depth)
        if !LayoutBuilder.isBlank(current) { parts += [LayoutBuilder.text(" "), current] }
        return try builder.labelled(view, depth: depth, separator: " ", parts)
    }
}
