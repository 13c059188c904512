import Inspect

extension KindDrawing {
    /// The content stand-in of a modifier drawn on its own: where the modified view would be, named.
    static let viewModifierContent = KindDrawing { _, _, _ in LayoutNode(.text(["[content]"], CellStyle())) }
}
