import Builders
import Inspect

// `GroupBox`: its content in a border, its label (when it has one) on the border's top line. A box
// in a custom group box style (`groupBoxStyle(_:)` on it or a view around it, the innermost first)
// is drawn as the body the style's `makeBody(configuration:)` makes, with the box's own label and
// content where the body shows `configuration.label` and `configuration.content`.

extension KindDrawing {
    /// `GroupBox`: a titled box of its content, or its style's body.
    static let groupBox = KindDrawing { builder, view, depth in
        let label = try view.labelView()
        let content = try builder.column(try view.children(), depth: depth)
        switch LayoutBuilder.groupBoxStyle(of: view) {
        case nil, is DefaultGroupBoxStyle:
            break
        case let style?:
            let styled = try builder.build(view.inspectSibling(LayoutBuilder.body(of: style), at: "groupBoxStyle"), depth: depth + 1)
            let labelNode = try builder.build(label, depth: depth + 1)
            LayoutBuilder.replaceMarks(in: styled, with: [LayoutBuilder.styleLabelMark: labelNode, LayoutBuilder.styleContentMark: content])
            return styled
        }
        if label.kind == .emptyView { return LayoutNode(.containers(.box(titled: false)), [content]) }
        return LayoutNode(.containers(.box(titled: true)), [try builder.build(label, depth: depth + 1), content])
    }
}

/// A `groupBoxStyle(_:)` modifier, whatever its style's type.
protocol GroupBoxStyleWriting {
    /// The style it sets.
    var groupBoxStyleValue: any GroupBoxStyle { get }
}

extension GroupBoxStyleModifier: GroupBoxStyleWriting where Style: GroupBoxStyle {
    var groupBoxStyleValue: any GroupBoxStyle { style }
}

extension LayoutBuilder {
    /// The style `groupBoxStyle(_:)` sets for `view`: on it or the nearest view around it.
    static func groupBoxStyle(of view: InspectableView) -> (any GroupBoxStyle)? {
        for step in view.ancestry {
            for modifier in step.modifiers {
                if let writing = modifier as? any GroupBoxStyleWriting { return writing.groupBoxStyleValue }
            }
        }
        return nil
    }

    fileprivate static func body<S: GroupBoxStyle>(of style: S) -> S.Body {
        onMainActor(style) { $0.makeBody(configuration: GroupBoxStyleConfiguration()) }
    }
}
