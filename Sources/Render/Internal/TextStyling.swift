import Builders
import Inspect

/// How a Text's own modifiers and fonts look in a terminal.
enum TextStyling {
    static func apply(_ modifier: InspectedModifier, to style: inout CellStyle) {
        switch modifier.name {
        case "bold": style.bold = true
        case "italic": style.italic = true
        case "underline": style.underline = true
        case "strikethrough": style.strikethrough = true
        case "font":
            if case .font(let font)? = modifier.value as? Text.Modifier, let font, isBold(font) {
                style.bold = true
            }
        case "foregroundColor":
            if case .color(let color)? = modifier.value as? Text.Modifier, let color {
                style.foreground = ColorMapping.terminalColor(color)
            }
        default: break
        }
    }

    /// The style of a Text's own modifiers, read from the Text itself.
    static func style(of text: Text) -> CellStyle {
        var style = CellStyle()
        for modifier in text.modifiers {
            switch modifier {
            case .weight(let weight): if weight == .bold { style.bold = true }
            case .italic: style.italic = true
            case .font(let font): if let font, isBold(font) { style.bold = true }
            case .color(let color): if let color { style.foreground = ColorMapping.terminalColor(color) }
            case .anyTextModifier(let other):
                if let underline = other as? UnderlineTextModifier, underline.lineStyle?.active == true { style.underline = true }
                if let strikethrough = other as? StrikethroughTextModifier, strikethrough.lineStyle?.active == true { style.strikethrough = true }
            case .kerning, .tracking, .baseline:
                // No terminal form: characters keep their cells.
                break
            }
        }
        return style
    }

    /// Titles and headlines are drawn bold.
    static func isBold(_ font: Font) -> Bool {
        [Font.largeTitle, .title, .title2, .title3, .headline].contains(font)
    }
}

/// Named colours as terminal colours: the basic eight where they exist, the
/// 256-colour palette for the others and for colours given by components.
enum ColorMapping {
    static func terminalColor(_ color: Color?) -> TerminalColor? {
        guard let color else { return nil }
        if let system = (color.provider as? ColorBox<SystemColorType>)?.base {
            switch system {
            case .black: return .basic(0)
            case .red: return .basic(1)
            case .green, .mint: return .basic(2)
            case .yellow: return .basic(3)
            case .blue, .accentColor: return .basic(4)
            case .purple, .indigo: return .basic(5)
            case .cyan, .teal: return .basic(6)
            case .white: return .basic(7)
            case .gray, .secondary: return .basic(8)
            case .orange: return .palette(208)
            case .pink: return .palette(205)
            case .brown: return .palette(130)
            case .clear, .primary: return nil
            }
        }
        if let resolved = (color.provider as? ColorBox<Color.Resolved>)?.base {
            func level(_ component: Double) -> Int {
                component.isFinite ? Int((min(max(component, 0), 1) * 5).rounded()) : 0
            }
            return .palette(UInt8(16 + 36 * level(resolved.red) + 6 * level(resolved.green) + level(resolved.blue)))
        }
        return nil
    }
}
