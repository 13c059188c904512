import Inspect

// `LabeledContent`: `Size          2 MB`, its label, then its content at the right edge.

extension KindDrawing {
    /// `LabeledContent`: its label and its content, at least four columns apart.
    static let labeledContent = KindDrawing { builder, view, depth in
        let content = try builder.stack(try view.children(), depth: depth)
        let label = try builder.stack([try view.labelView()], depth: depth)
        return LayoutNode(.hStack(spacing: 0, alignment: .top), [label, LayoutNode(.spacer(minLength: 4)), content])
    }
}
