import Builders
import Inspect

// The shapes (`Rectangle`, `Circle`, `Capsule`, `RoundedRectangle`, `Ellipse`, `Path`, and a
// shape filled or stroked in a style).

extension KindDrawing {
    /// A shape: filled cells of its fill colour (the foreground's when it has none), or a box outline for `stroke`/`strokeBorder`
    /// (rounded corners but for rectangles); either takes all the space offered.
    static let shape = KindDrawing { _, view, _ in
        var shape = view.erasedValue
        var color: TerminalColor?
        var styled = false
        if let style = MirrorLabels.value(shape, "style"), let inner = MirrorLabels.value(shape, "shape"),
           MirrorLabels.value(shape, "fillStyle") != nil {
            color = ColorMapping.terminalColor((style as? any _SingleColorStyle)?._standInColor)
            shape = inner
            styled = true
        }
        guard let stroked = MirrorLabels.value(shape, "shape"), MirrorLabels.value(shape, "style") is StrokeStyle else {
            return LayoutNode(.fill(color, inForeground: !styled))
        }
        var style = CellStyle()
        style.foreground = color
        let square = stroked is Rectangle || stroked is Rectangle._Inset
        return LayoutNode(.outline(style, rounded: !square))
    }
}
