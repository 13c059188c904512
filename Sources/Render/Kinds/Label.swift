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
    /// The mark standing for `configuration.title` in a label style's body.
    static let labelTitleMark = "style.configuration.title"
    /// The mark standing for `configuration.icon` in a label style's body.
    static let labelIconMark = "style.configuration.icon"

    /// The mark a style configuration's view stands for, if `view` is one.
    static func styleMark(of view: InspectableView) -> String? {
        if isStyleLabel(view) { return styleLabelMark }
        if view.erasedValue is LabelStyleConfiguration.Title { return labelTitleMark }
        if view.erasedValue is LabelStyleConfiguration.Icon { return labelIconMark }
        return nil
    }

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
            Self.replaceMarks(in: styled, with: [Self.labelTitleMark: title, Self.labelIconMark: icon])
            return styled
        }
    }

    private static func body<S: LabelStyle>(of style: S) -> S.Body {
        onMainActor(style) { $0.makeBody(configuration: LabelStyleConfiguration()) }
    }

    /// Puts the nodes given for each mark where the mark stands in `node`.
    private static func replaceMarks(in node: LayoutNode, with parts: [String: LayoutNode]) {
        var stack = [node]
        while let current = stack.popLast() {
            if case .textEnvironment(let name) = current.kind, let part = parts[name] {
                current.children = [part]
                continue
            }
            stack.append(contentsOf: current.children)
        }
    }
}
