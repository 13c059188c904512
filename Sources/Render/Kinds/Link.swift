import Inspect

// `Link`: `Help ↗`, underlined, in the style sheet's link colour (blue by default).

extension KindDrawing {
    /// `Link`: its label and `↗`, underlined; a running app opens its destination when it is chosen.
    static let link = KindDrawing(controlStyle: ControlStyle(foreground: .basic(4))) { builder, view, depth in
        let row = try builder.labelled(view, depth: depth, separator: "", [LayoutBuilder.text(" ↗")])
        return LayoutBuilder.edited(view, LayoutNode(.style({ $0.underline = true }), [row]))
    }
}
