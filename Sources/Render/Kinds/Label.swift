import Builders
import Inspect

// `Label`: `☆ Favourites`, its icon and title side by side. A label is drawn by the label style
// nearest it (`labelStyle(_:)` on it or a view around it, the innermost first): the built-in styles
// by their look, a custom style by the body its `makeBody(configuration:)` makes, with the label's
// own title and icon where the body shows `configuration.title` and `configuration.icon`.

extension KindDrawing {
    /// `Label`: its icon and title as its label style draws them.
    static let label = KindDrawing { builder, view, depth in
        try builder.labelNode(view, depth: depth)
    }
}

/// A `labelStyle(_:)` modifier, whatever its style's type.
protocol LabelStyleWriting {
    /// The style it sets.
    var labelStyleValue: any LabelStyle { get }
}

extension LabelStyleWritingModifier: LabelStyleWriting where Style: LabelStyle {
    var labelStyleValue: any LabelStyle { style }
}

extension LayoutBuilder {
    /// The style `labelStyle(_:)` sets for `view`: on it or the nearest view around it.
    static func labelStyle(of view: InspectableView) -> (any LabelStyle)? {
        for step in view.ancestry {
            for modifier in step.modifiers {
                if let writing = modifier as? any LabelStyleWriting { return writing.labelStyleValue }
            }
        }
        return nil
    }

    /// A label drawn in its style: icon and title side by side (the default), one of them, or a custom body.
    fileprivate func labelNode(_ view: InspectableView, depth: Int) throws -> LayoutNode {
        let icon = try stack([try view.icon()], depth: depth)
        let title = try stack([try view.title()], depth: depth)
        let both = LayoutNode(.hStack(spacing: 1, alignment: .center), [icon, title])
        // A `Label(configuration)` inside a style's body is the label itself, drawn plainly.
        if (try? view.title())?.erasedValue is LabelStyleConfiguration.Title { return both }
        switch Self.labelStyle(of: view) {
        case nil, is DefaultLabelStyle, is TitleAndIconLabelStyle: return both
        case is TitleOnlyLabelStyle: return title
        case is IconOnlyLabelStyle: return icon
        case let style?:
            let styled = try build(view.inspectSibling(Self.body(of: style), at: "labelStyle"), depth: depth + 1)
            Self.replaceMarks(in: styled, with: [Self.styleTitleMark: title, Self.styleIconMark: icon])
            return styled
        }
    }

    private static func body<S: LabelStyle>(of style: S) -> S.Body {
        onMainActor(style) { $0.makeBody(configuration: LabelStyleConfiguration()) }
    }
}
