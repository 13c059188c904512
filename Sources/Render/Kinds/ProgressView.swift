import Inspect

// `ProgressView`: `⠋ Loading` while indeterminate; `Upload [████░░░░░░] 40%` with a fraction
// done, its current value label below.

extension KindDrawing {
    /// `ProgressView`: a spinner and its label, or its label, bar and percentage.
    static let progressView = KindDrawing { builder, view, depth in
        let label = try (try? view.labelView()).map { try builder.stack([$0], depth: depth) } ?? LayoutNode(.empty)
        guard let fraction = try view.fractionCompleted() else {
            var row = [LayoutBuilder.text("⠋")]
            if !LayoutBuilder.isBlank(label) { row += [LayoutBuilder.text(" "), label] }
            return LayoutNode(.hStack(spacing: 0, alignment: .center), row)
        }
        let width = LayoutBuilder.trackWidth
        let filled = Int((fraction * Double(width)).rounded())
        let bar = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
        var row: [LayoutNode] = []
        if !LayoutBuilder.isBlank(label) { row += [label, LayoutBuilder.text(" ")] }
        row.append(LayoutBuilder.text("\(bar) \(Int((fraction * 100).rounded()))%"))
        let line = LayoutNode(.hStack(spacing: 0, alignment: .center), row)
        guard let current = try? view.currentValueLabelView() else { return line }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), [line, try builder.stack([current], depth: depth)])
    }
}
