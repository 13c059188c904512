import Builders
import Inspect

// `Menu`: `label ▾`, a control; choosing it runs its primary action when it has one. A menu in a
// custom menu style (`menuStyle(_:)` on it or a view around it, the innermost first) is drawn as
// the body the style's `makeBody(configuration:)` makes: its menu of the configuration is drawn
// with this menu's label, and runs this menu's primary action.

extension KindDrawing {
    /// `Menu`: its label and `▾`, or its style's body.
    static let menu = KindDrawing { builder, view, depth in
        let primary = MirrorLabels.value(view.erasedValue, "primaryAction", "some") as? () -> Void
        let label = try builder.build(try view.labelView(), depth: depth + 1)
        switch LayoutBuilder.menuStyle(of: view) {
        case nil, is DefaultMenuStyle, is ButtonMenuStyle, is BorderlessButtonMenuStyle:
            break
        case let style?:
            let body = LayoutBuilder.body(of: style, MenuStyleConfiguration(primaryAction: primary))
            let styled = try builder.build(view.inspectSibling(body, at: "menuStyle"), depth: depth + 1)
            let content = try builder.column(try view.children(), depth: depth)
            LayoutBuilder.replaceMarks(in: styled, with: [LayoutBuilder.styleLabelMark: label, LayoutBuilder.styleContentMark: content])
            return styled
        }
        return builder.control(view, action: primary ?? {}, label: [label, LayoutNode(.text(["▾"], CellStyle()))])
    }
}

/// A `menuStyle(_:)` modifier, whatever its style's type.
protocol MenuStyleWriting {
    /// The style it sets.
    var menuStyleValue: any MenuStyle { get }
}

extension MenuStyleModifier: MenuStyleWriting where Style: MenuStyle {
    var menuStyleValue: any MenuStyle { style }
}

extension LayoutBuilder {
    /// The style `menuStyle(_:)` sets for `view`: on it or the nearest view around it.
    static func menuStyle(of view: InspectableView) -> (any MenuStyle)? {
        for step in view.ancestry {
            for modifier in step.modifiers {
                if let writing = modifier as? any MenuStyleWriting { return writing.menuStyleValue }
            }
        }
        return nil
    }

    fileprivate static func body<S: MenuStyle>(of style: S, _ configuration: MenuStyleConfiguration) -> S.Body {
        onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) }
    }
}
