import Builders
import Inspect

// `_EnvironmentKeyWritingModifier`: the environment writes the renderer draws. A colour
// (`foregroundColor(_:)`) colours the text below it, a title or headline font (`font(_:)`), or a
// semibold or heavier one, makes it bold, an italic font italic, and the text writes (`lineLimit`,
// `truncationMode`, `multilineTextAlignment`, `textCase`) change how the texts below them are laid out.

extension ModifierDrawing {
    /// `_EnvironmentKeyWritingModifier`: a foreground colour, a bold font, or a change to the texts below.
    static let environmentKeyWritingModifier = ModifierDrawing(typeNames: ["_EnvironmentKeyWritingModifier"]) { builder, node, modifier, _ in
        switch modifier.value {
        case let environment as _EnvironmentKeyWritingModifier<Color?>:
            let color = ColorMapping.terminalColor(environment.value)
            return LayoutNode(.style({ if color != nil { $0.foreground = color } }), [node])
        case let environment as _EnvironmentKeyWritingModifier<Font?>:
            let bold = environment.value.map(TextStyling.isBold) ?? false
            let italic = environment.value?.traits.isItalic ?? false
            return LayoutNode(.style({ if bold { $0.bold = true }; if italic { $0.italic = true } }), [node])
        default:
            return builder.applyingTextChange(of: modifier.value, to: node)
        }
    }
}

extension LayoutBuilder {
    /// A change a text environment write makes to the lines of the texts below it.
    enum TextChange {
        case lineLimit(Int?)
        case alignment(TextAlignment)
        case truncation(Text.TruncationMode)
        case textCase(Text.Case?)

        var key: String {
            switch self {
            case .lineLimit: "lineLimit"
            case .alignment: "multilineTextAlignment"
            case .truncation: "truncationMode"
            case .textCase: "textCase"
            }
        }

        /// The change made to a `Text` view's layout; false for a change to its characters.
        func apply(to wrapping: inout TextWrapping) -> Bool {
            switch self {
            case .lineLimit(let limit): wrapping.lineLimit = limit
            case .alignment(let alignment): wrapping.alignment = alignment
            case .truncation(let mode): wrapping.truncation = mode
            case .textCase: return false
            }
            return true
        }

        /// The change made to the lines of a label the renderer made.
        func apply(to lines: [String]) -> [String] {
            switch self {
            case .lineLimit(nil), .textCase(nil), .truncation:
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
        case let write as _EnvironmentKeyWritingModifier<Text.TruncationMode>:
            return .truncation(write.value)
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
            case .text(let lines, let style, var wrapping?):
                if change.apply(to: &wrapping) {
                    current.kind = .text(lines, style, wrapping: wrapping)
                } else {
                    current.kind = .text(change.apply(to: lines), style, wrapping: wrapping)
                }
            case let .text(lines, style, nil):
                current.kind = .text(change.apply(to: lines), style)
            default:
                stack.append(contentsOf: current.children)
            }
        }
        return LayoutNode(.textEnvironment(change.key), [node])
    }
}
