import Builders
import Inspect

// MARK: How shapes are drawn, and the text environment
// (`lineLimit`, `multilineTextAlignment`, `textCase`) applied to the texts below a modifier.

extension LayoutBuilder {
    /// A shape: filled cells of its fill colour, or a box outline for `stroke`/`strokeBorder`
    /// (rounded corners but for rectangles); either takes all the space offered.
    func shapeNode(_ view: InspectableView) -> LayoutNode {
        var shape = view.erasedValue
        var color: TerminalColor?
        if let style = MirrorLabels.value(shape, "style"), let inner = MirrorLabels.value(shape, "shape"),
           MirrorLabels.value(shape, "fillStyle") != nil {
            color = ColorMapping.terminalColor((style as? any _SingleColorStyle)?._standInColor)
            shape = inner
        }
        guard let stroked = MirrorLabels.value(shape, "shape"), MirrorLabels.value(shape, "style") is StrokeStyle else {
            return LayoutNode(.fill(color))
        }
        var style = CellStyle()
        style.foreground = color
        let square = stroked is Rectangle || stroked is Rectangle._Inset
        return LayoutNode(.outline(style, rounded: !square))
    }

    /// A change a text environment write makes to the lines of the texts below it.
    enum TextChange {
        case lineLimit(Int?)
        case alignment(TextAlignment)
        case textCase(Text.Case?)

        var key: String {
            switch self {
            case .lineLimit: "lineLimit"
            case .alignment: "multilineTextAlignment"
            case .textCase: "textCase"
            }
        }

        func apply(to lines: [String]) -> [String] {
            switch self {
            case .lineLimit(nil), .textCase(nil):
                return lines
            case .lineLimit(let limit?):
                guard lines.count > limit else { return lines }
                guard limit > 0 else { return [] }
                var kept = Array(lines.prefix(limit))
                kept[limit - 1] += "…"
                return kept
            case .alignment(let alignment):
                let widths = lines.map(DisplayWidth.of)
                let widest = widths.max() ?? 0
                return zip(lines, widths).map { line, width in
                    let free = widest - width
                    let lead = alignment == .center ? free / 2 : alignment == .trailing ? free : 0
                    return String(repeating: " ", count: lead) + line
                }
            case .textCase(.uppercase?):
                return lines.map { $0.uppercased() }
            case .textCase(.lowercase?):
                return lines.map { $0.lowercased() }
            }
        }
    }

    /// The text change a modifier makes, or nil when it makes none.
    static func textChange(of modifier: Any) -> TextChange? {
        switch modifier {
        case let write as _EnvironmentKeyWritingModifier<Int?> where write.keyPath == \EnvironmentValues.lineLimit:
            return .lineLimit(write.value)
        case let write as _EnvironmentKeyWritingModifier<TextAlignment>:
            return .alignment(write.value)
        case let write as _EnvironmentKeyWritingModifier<Text.Case?>:
            return .textCase(write.value)
        default:
            return nil
        }
    }

    /// `node` with the change of `modifier` made to its texts, except those below an inner write
    /// of the same key (the innermost write wins, as in SwiftUI).
    func applyingTextChange(of modifier: Any, to node: LayoutNode) -> LayoutNode {
        guard let change = Self.textChange(of: modifier) else { return node }
        var stack = [node]
        while let current = stack.popLast() {
            switch current.kind {
            case .textEnvironment(let key) where key == change.key:
                continue
            case let .text(lines, style):
                current.kind = .text(change.apply(to: lines), style)
            default:
                stack.append(contentsOf: current.children)
            }
        }
        return LayoutNode(.textEnvironment(change.key), [node])
    }
}
