import Builders
import Inspect

// `ShareLink`: `⇪ Share`, its default label's title beside the share symbol; a label given is drawn
// as it is. Nothing leaves a terminal, so it is drawn as text, not as a control to choose.

extension KindDrawing {
    /// `ShareLink`: its label, a default one after the share symbol.
    static let shareLink = KindDrawing { builder, view, depth in
        let label = try builder.stack([try view.labelView()], depth: depth)
        guard MirrorLabels.value(view.erasedValue, "label") is DefaultShareLinkLabel else { return label }
        return LayoutNode(.hStack(spacing: 0, alignment: .center), [LayoutBuilder.text("⇪ "), label])
    }
}
