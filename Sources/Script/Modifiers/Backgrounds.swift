import Builders
import ScriptSyntax

// Views behind and in front of a view: a background (a view, a colour, a gradient or a
// ShapeStyle member), an overlay, a border.

extension ModifierEntry {
    static let background = ModifierEntry(name: "background", labels: ["alignment", "ignoresSafeAreaEdges"], unlabelled: 1) { call in
        if let styled = try backgroundWithEdges(call) { return styled } // a colour or gradient, with ignoresSafeAreaEdges
        if let styled = try backgroundShapeStyle(call) { return styled } // a ShapeStyle member such as .linearGradient(…)
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        let argument = try call.first()
        // `.background { … }`: a view-builder closure.
        let background: Value = argument.isClosure ? .view(try call.evaluator.content(argument, of: ".background")) : try call.value(argument)
        if case .view(let view) = background {
            func modified(_ background: some View) -> any View { call.modified { $0.background(background, alignment: alignment) } }
            return modified(view)
        }
        let color = try Convert.color(background, at: argument.location)
        return call.modified { $0.background(color, alignment: alignment) }
    }

    static let overlay = ModifierEntry(name: "overlay", labels: ["alignment"], unlabelled: 1) { call in
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        func modified(_ overlay: some View) -> any View { call.modified { $0.overlay(overlay, alignment: alignment) } }
        return modified(try call.evaluator.content(try call.first(), of: ".overlay"))
    }

    static let border = ModifierEntry(name: "border", labels: ["width"], unlabelled: 1) { call in
        let color = try call.first(Convert.color)
        let width = try call.named("width", Convert.length) ?? 1
        return call.modified { $0.border(color, width: width) }
    }

    /// `view.background(style, ignoresSafeAreaEdges: edges)`: a colour or a gradient as a ShapeStyle.
    private static func backgroundWithEdges(_ call: ModifierCall) throws -> (any View)? {
        guard let argument = call.arguments.named("ignoresSafeAreaEdges") else { return nil }
        let edges = try Convert.edges(try call.value(argument), at: argument.location) ?? .all
        let style: any ShapeStyle = try Convert.material(of: call) ?? GradientReader.style(of: call) ?? call.first(Convert.color)
        func open<T: ShapeStyle>(_ style: T) -> any View { call.modified { $0.background(style, ignoresSafeAreaEdges: edges) } }
        return open(style)
    }

    /// `view.background(style)` for a ShapeStyle member (`.background(.linearGradient(…))`), or nil
    /// for any other argument: a gradient view given as such is a view behind, as compiled code's.
    private static func backgroundShapeStyle(_ call: ModifierCall) throws -> (any View)? {
        if let material = try Convert.material(of: call) { return call.modified { $0.background(material) } } // `.ultraThinMaterial`
        switch try call.value(try call.first()) {
        case .memberCall, .member("foreground"): break // ShapeStyle's `.foreground` too
        default: return nil
        }
        guard let style = try GradientReader.style(of: call) else { return nil }
        func open<T: ShapeStyle>(_ style: T) -> any View { call.modified { $0.background(style) } }
        return open(style)
    }
}
