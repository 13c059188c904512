import Builders
import Inspect

// Style sheet: custom `ButtonStyle` and `ToggleStyle` types draw the body their
// `makeBody(configuration:)` makes, with the control's own label where the body shows
// `configuration.label`; the control keeps its focus, marks and action. A configuration's view is
// drawn as a mark (Kinds/StyleConfiguration.swift), which the styled view's own part replaces.

/// A style modifier whose style is an app's own, not one the renderer draws by a look (the
/// button and toggle style modifiers, Kinds/Modifiers).
protocol CustomStyleMaking {
    /// The style's body for a control in the given state (`isOn` nil for a button).
    func styledBody(isOn: Binding<Bool>?) -> Any?
    /// Whether it styles toggles (else buttons).
    var stylesToggles: Bool { get }
}

extension LayoutBuilder {
    /// The mark standing for `configuration.label` in a styled body, until the label replaces it.
    static let styleLabelMark = "style.configuration.label"
    /// The mark standing for `configuration.content` in a group box's or a menu's styled body.
    static let styleContentMark = "style.configuration.content"
    /// The mark standing for `configuration.title` in a label style's body.
    static let styleTitleMark = "style.configuration.title"
    /// The mark standing for `configuration.icon` in a label style's body.
    static let styleIconMark = "style.configuration.icon"
    /// The mark standing for `configuration.currentValueLabel` in a progress view style's body.
    static let styleCurrentValueLabelMark = "style.configuration.currentValueLabel"

    /// Puts the node given for each mark where the mark stands in `node` (a styled body's
    /// `configuration.title` replaced by the label's title…).
    static func replaceMarks(in node: LayoutNode, with parts: [String: LayoutNode]) {
        var stack = [node]
        while let current = stack.popLast() {
            if case .textEnvironment(let name) = current.kind, let part = parts[name] {
                current.children = [part]
                continue
            }
            stack.append(contentsOf: current.children)
        }
    }

    /// `node` with the buttons (or toggles) below it that have no look yet drawn by the custom
    /// style `modifier` sets; nil when the modifier sets no custom style. (The built-in styles,
    /// drawn by a look, are told apart by the style modifiers' drawings before.)
    func customStyled(_ node: LayoutNode, by modifier: InspectedModifier, of view: InspectableView, depth: Int) throws -> LayoutNode? {
        guard let maker = modifier.value as? any CustomStyleMaking else { return nil }
        var stack = [node]
        // Each control's styled body is placed by the control's view (and segment), or by its order for a control without one.
        var withoutSource = 0
        while let current = stack.popLast() {
            guard case .control(var control) = current.kind, (control.isOn != nil) == maker.stylesToggles, control.look == nil else {
                stack.append(contentsOf: current.children)
                continue
            }
            let action = control.action
            let isOn = control.isOn.map { state in Binding<Bool>(get: { state }, set: { _ in action?() }) }
            guard let body = maker.styledBody(isOn: isOn) else { continue }
            let held: InspectableView
            if let source = control.source {
                held = source.inspectSibling(body, at: "style", control.segment)
            } else {
                held = view.inspectSibling(body, at: "styleInOrder", withoutSource)
                withoutSource += 1
            }
            let styled = try build(held, depth: depth + 1)
            Self.replaceLabelMarks(in: styled, with: current.children)
            control.look = .customStyle
            current.kind = .control(control)
            current.children = [styled]
        }
        return node
    }

    private static func replaceLabelMarks(in node: LayoutNode, with label: [LayoutNode]) {
        var stack = [node]
        while let current = stack.popLast() {
            if case .textEnvironment(let name) = current.kind, name == styleLabelMark {
                current.children = label
                continue
            }
            stack.append(contentsOf: current.children)
        }
    }
}
