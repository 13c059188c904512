import Inspect

// `Link`: `Help ↗`, underlined, in the style sheet's link colour (blue by default); chosen, it
// hands its URL to the environment's `openURL` (a running app's records it).

extension KindDrawing {
    /// `Link`: its label and `↗`, underlined; choosing it opens its destination through `openURL`.
    static let link = KindDrawing(controlStyle: ControlStyle(foreground: .basic(4))) { builder, view, depth in
        let row = try builder.labelled(view, depth: depth, separator: "", [LayoutBuilder.text(" ↗")])
        return LayoutBuilder.edited(view, LayoutNode(.style({ $0.underline = true }), [row])) {
            if let url = try? view.url() { view.environmentValues.openURL(url) }
        }
    }
}
