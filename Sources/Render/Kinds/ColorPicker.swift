import Builders
import Inspect

// `ColorPicker`: `Tint ■`, the square in the picked colour.

extension KindDrawing {
    /// `ColorPicker`: its label and a square of its colour, edited from the keyboard.
    static let colorPicker = KindDrawing { builder, view, depth in
        var swatch = CellStyle()
        swatch.foreground = ColorMapping.terminalColor((MirrorLabels.value(view.erasedValue, "_color") as? Binding<Color>)?.wrappedValue)
        return LayoutBuilder.edited(view, try builder.labelled(view, depth: depth, separator: " ", [LayoutNode(.text(["■"], swatch))]))
    }
}
