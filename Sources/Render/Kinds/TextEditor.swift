import Inspect

// `TextEditor`: a box of its lines, at least ``LayoutBuilder/fieldWidth`` wide.

extension KindDrawing {
    /// `TextEditor`: its lines in a border, edited from the keyboard.
    static let textEditor = KindDrawing { _, view, _ in
        let lines = (try view.input()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = max(LayoutBuilder.fieldWidth, lines.map(DisplayWidth.of).max() ?? 0)
        let padded = lines.map { $0 + String(repeating: " ", count: max(0, width - DisplayWidth.of($0))) }
        let text = LayoutNode(.text(padded, CellStyle()))
        return LayoutBuilder.edited(view, LayoutNode(.border(CellStyle()), [text]), fieldText: text)
    }
}
