import Builders
import ScriptSyntax

// MARK: Font's own methods on a text style written as an implicit member, as view code passes
// fonts: `.font(.title.bold())`, `.headline.weight(.semibold)`, `.body.italic()`, `.caption.monospaced()`.

extension Convert {
    /// The methods of a Font the reader applies.
    static let fontMethodNames: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit"]

    /// `receiver.name(arguments)` when `receiver` is a text style (`.title`) and `name` one of
    /// Font's methods, as a font; nil for any other receiver or method.
    static func fontMethod(_ receiver: Value, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard fontMethodNames.contains(name), case .member(let styleName) = receiver, let font = fontNames[styleName] else { return nil }
        switch name {
        case "bold": return .font(font.bold())
        case "italic": return .font(font.italic())
        case "monospaced": return .font(font.monospaced())
        case "monospacedDigit": return .font(font.monospacedDigit())
        default:
            guard let argument = arguments.first, let weight = try Convert.weight(argument.value, at: location) else {
                throw Diagnostic(location: location, message: ".weight(_:) needs a weight such as .semibold")
            }
            return .font(font.weight(weight))
        }
    }
}
