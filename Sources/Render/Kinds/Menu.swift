import Inspect

// `Menu`: `label ▾`, a control; choosing it runs its primary action when it has one.

extension KindDrawing {
    /// `Menu`: its label and `▾`.
    static let menu = KindDrawing { builder, view, depth in
        let primary = MirrorLabels.value(view.erasedValue, "primaryAction", "some") as? () -> Void
        return builder.control(
            view, action: primary ?? {}, label: [try builder.build(try view.labelView(), depth: depth + 1), LayoutNode(.text(["▾"], CellStyle()))])
    }
}
