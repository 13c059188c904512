import Builders
import ScriptSyntax

// MARK: Font's own methods, as view code passes fonts: `.font(.title.bold())`,
// `.headline.weight(.semibold)`, `Font.body.italic().monospaced()`, `.system(size: 12).bold()`.
// A text style written as an implicit member takes one method wherever a value is read
// (``fontMethod(_:_:_:at:)``); a chain of them, or one on a font of any other spelling, is read
// from the argument's syntax by `font(_:)` (``fontChain(_:evaluator:)``).

extension Convert {
    /// The methods of a Font the reader applies.
    static let fontMethodNames: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit"]

    /// `receiver.name(arguments)` when `receiver` is a text style (`.title`) and `name` one of
    /// Font's methods, as a font; nil for any other receiver or method.
    static func fontMethod(_ receiver: Value, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard fontMethodNames.contains(name), case .member(let styleName) = receiver, let font = fontNames[styleName] else { return nil }
        return .font(try apply(name, to: font, weight: arguments.first?.value, at: location))
    }

    /// The font `expression` makes when it ends in Font's own methods (`Font.title.bold().italic()`,
    /// `.system(size: 12).weight(.bold)`), or nil for any other expression.
    static func fontChain(_ expression: Expr, evaluator: Evaluator) throws -> Font? {
        guard case .chain(let base, let links) = expression else { return nil }
        var start = links.count
        while start > 0, links[start - 1].kind == .call, fontMethodNames.contains(links[start - 1].name) { start -= 1 }
        guard start < links.count else { return nil }
        let head: Expr = start == 0 ? base : .chain(base, Array(links[..<start]))
        guard var font = try font(try evaluator.evaluate(head), at: head.location) else { return nil }
        for link in links[start...] {
            let weight = try link.arguments.first.map { try evaluator.evaluate($0.value) }
            font = try apply(link.name, to: font, weight: weight, at: link.location)
        }
        return font
    }

    /// `font.name()`, or `font.weight(weight)`.
    private static func apply(_ name: String, to font: Font, weight: Value?, at location: SourceLocation) throws -> Font {
        switch name {
        case "bold": return font.bold()
        case "italic": return font.italic()
        case "monospaced": return font.monospaced()
        case "monospacedDigit": return font.monospacedDigit()
        default:
            guard let weight, let converted = try Convert.weight(weight, at: location) else {
                throw Diagnostic(location: location, message: ".weight(_:) needs a weight such as .semibold")
            }
            return font.weight(converted)
        }
    }
}
