import Builders
import Inspect

// `ProgressView`: `⠋ Loading` while indeterminate; `Upload [████░░░░░░] 40%` with a fraction
// done, its current value label below. It is drawn in the progress view style nearest it
// (`progressViewStyle(_:)` on it or a view around it, the innermost first): `.circular` as
// `Upload ◔ 40%`, a custom style by the body its `makeBody(configuration:)` makes, with the
// progress view's own labels where the body shows `configuration.label` and
// `configuration.currentValueLabel`.

extension KindDrawing {
    /// `ProgressView`: a spinner and its label, or its label, bar (or circle) and percentage.
    static let progressView = KindDrawing { builder, view, depth in
        let labelView = try? view.labelView()
        let label = try labelView.map { try builder.stack([$0], depth: depth) } ?? LayoutNode(.empty)
        let fraction = try view.fractionCompleted()
        let style = LayoutBuilder.progressViewStyle(of: view)
        switch style {
        case nil, is DefaultProgressViewStyle, is LinearProgressViewStyle, is CircularProgressViewStyle:
            break
        case let style?:
            let currentView = try? view.currentValueLabelView()
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, hasLabel: labelView != nil, hasCurrentValueLabel: currentView != nil)
            let styled = try builder.build(
                view.inspectSibling(LayoutBuilder.body(of: style, configuration), at: "progressViewStyle"), depth: depth + 1)
            let current = try currentView.map { try builder.stack([$0], depth: depth) } ?? LayoutNode(.empty)
            LayoutBuilder.replaceMarks(in: styled, with: [LayoutBuilder.styleLabelMark: label, LayoutBuilder.styleCurrentValueLabelMark: current])
            return styled
        }
        guard let fraction else {
            var row = [LayoutBuilder.text("⠋")]
            if !LayoutBuilder.isBlank(label) { row += [LayoutBuilder.text(" "), label] }
            return LayoutNode(.hStack(spacing: 0, alignment: .center), row)
        }
        let percent = "\(Int((fraction * 100).rounded()))%"
        let shown: String
        if style is CircularProgressViewStyle {
            shown = "\(LayoutBuilder.circle(fraction)) \(percent)"
        } else {
            let width = LayoutBuilder.trackWidth
            let filled = Int((fraction * Double(width)).rounded())
            shown = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] " + percent
        }
        var row: [LayoutNode] = []
        if !LayoutBuilder.isBlank(label) { row += [label, LayoutBuilder.text(" ")] }
        row.append(LayoutBuilder.text(shown))
        let line = LayoutNode(.hStack(spacing: 0, alignment: .center), row)
        guard let current = try? view.currentValueLabelView() else { return line }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), [line, try builder.stack([current], depth: depth)])
    }
}

/// A `progressViewStyle(_:)` modifier, whatever its style's type.
protocol ProgressViewStyleWriting {
    /// The style it sets.
    var progressViewStyleValue: any ProgressViewStyle { get }
}

extension ProgressViewStyleModifier: ProgressViewStyleWriting where Style: ProgressViewStyle {
    var progressViewStyleValue: any ProgressViewStyle { style }
}

extension LayoutBuilder {
    /// The style `progressViewStyle(_:)` sets for `view`: on it or the nearest view around it.
    static func progressViewStyle(of view: InspectableView) -> (any ProgressViewStyle)? {
        for step in view.ancestry {
            for modifier in step.modifiers {
                if let writing = modifier as? any ProgressViewStyleWriting { return writing.progressViewStyleValue }
            }
        }
        return nil
    }

    /// The quarter circle that shows `fraction` done: `○` none, `◔` a quarter … `●` all.
    static func circle(_ fraction: Double) -> String {
        ["○", "◔", "◑", "◕", "●"][Int((min(max(fraction, 0), 1) * 4).rounded())]
    }

    fileprivate static func body<S: ProgressViewStyle>(of style: S, _ configuration: ProgressViewStyleConfiguration) -> S.Body {
        onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) }
    }
}
