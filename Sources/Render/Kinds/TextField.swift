import Builders
import Inspect

// `TextField`: `Name: [Ada▁▁▁▁▁▁▁]`, the prompt dimmed while the text is empty; edited from the
// keyboard, the cursor where its text starts; a field of a formatted value being edited shows the
// text typed (`FieldDraft`). A secure field draws the same box, its characters hidden.

extension KindDrawing {
    /// `TextField`: its label and its text in a box at least ``LayoutBuilder/fieldWidth`` wide.
    static let textField = KindDrawing { builder, view, depth in
        try builder.textFieldNode(view, depth: depth, masked: false)
    }
}

extension LayoutBuilder {
    /// A text field's label and box; `masked` draws each character of its text as `•`.
    func textFieldNode(_ view: InspectableView, depth: Int, masked: Bool) throws -> LayoutNode {
        let text = try fieldDraft.flatMap { $0.key == view.structuralKeys.own ? $0.text : nil } ?? view.input()
        var field: [LayoutNode] = [Self.text("[")]
        let shown: String
        let textNode: LayoutNode
        if text.isEmpty, let prompt = try? view.prompt().string() {
            shown = prompt
            textNode = Self.text(prompt)
            field.append(LayoutNode(.style({ $0.dim = true }), [textNode]))
        } else {
            shown = masked ? String(repeating: "•", count: text.count) : text
            textNode = Self.text(shown)
            field.append(textNode)
        }
        field.append(Self.text(String(repeating: "▁", count: max(0, Self.fieldWidth - DisplayWidth.of(shown))) + "]"))
        return Self.edited(view, try labelled(view, depth: depth, separator: ": ", field), fieldText: textNode)
    }
}
