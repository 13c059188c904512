import Inspect

extension Renderer {
    /// `frame` with `menu` (a view's actions, listed by a running app) drawn in a box over the
    /// whole screen, as a confirmation dialog is: `title` in bold, then the menu's views in a
    /// leading column; its controls are the last focus targets.
    package static func layOut(_ frame: FrameLayout, overlaying menu: InspectableView, title: String) throws -> FrameLayout {
        let builder = LayoutBuilder()
        var bold = CellStyle()
        bold.bold = true
        let rows = [LayoutNode(.text([title], bold)), try builder.column([menu], depth: 1)]
        let column = LayoutNode(.vStack(spacing: 0, alignment: .leading), rows)
        let box = LayoutNode(.border(CellStyle()), [LayoutNode(.padding(top: 0, leading: 1, bottom: 0, trailing: 1), [column])])
        let root = LayoutNode(.effect(.dialog(PresentationMark(view: menu, slot: 0))), [frame.root, box])
        return FrameLayout(root: root, lazyLog: frame.lazyLog)
    }
}
