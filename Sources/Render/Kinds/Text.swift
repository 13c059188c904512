import Builders
import Inspect

// `Text`: its lines, in the style of its own modifiers (bold, italic, a colour…).

extension KindDrawing {
    /// The type name the inspector gives a Text's own modifiers: they style its characters, and
    /// are no modifiers the builder wraps around it.
    static let textModifierTypeName = "Text.Modifier"

    /// `Text`: its lines in its own style; a Text the renderer cannot hold (a replica) by its string
    /// and the modifiers the inspector reads on it.
    static let text = KindDrawing { builder, view, _ in
        if let text = view.erasedValue as? Text {
            return try builder.textNode(text, view: view)
        }
        var style = CellStyle()
        for modifier in view.modifiers where modifier.typeName == textModifierTypeName {
            TextStyling.apply(modifier, to: &style)
        }
        return LayoutNode(.text(LayoutBuilder.lines(try view.string()), style, wrapping: TextWrapping()))
    }
}

extension LayoutBuilder {
    /// A Text's lines in its own style.
    func textNode(_ text: Text, view: InspectableView) throws -> LayoutNode {
        guard let string = text.inspectionString() else {
            return LayoutNode(.text(Self.lines(try view.inspectSibling(text, at: "text").string()), TextStyling.style(of: text), wrapping: TextWrapping()))
        }
        return LayoutNode(.text(Self.lines(string), TextStyling.style(of: text), wrapping: TextWrapping()))
    }

    /// A string's lines.
    static func lines(_ string: String) -> [String] {
        // Most labels are one line: no split, no copies.
        guard string.utf8.contains(UInt8(ascii: "\n")) else { return [string] }
        return string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
