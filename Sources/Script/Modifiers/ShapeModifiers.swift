import Builders
import ScriptSyntax

// Shapes' own modifiers: fill, stroke and stroke border (with a colour, a gradient or a
// style), inset, trim.

extension ModifierEntry {
    static let fill = ModifierEntry(name: "fill", labels: ["style"], unlabelled: 1) { try fillShape($0) } // with a FillStyle too

    static let stroke = ModifierEntry(name: "stroke", labels: ["lineWidth", "style"], unlabelled: 1) { call in
        if let gradient = try GradientReader.style(of: call) { // a gradient
            let width = try call.named("lineWidth", Convert.length) ?? 1
            guard let stroked = ShapeModifiers.stroke(call.view, gradient, lineWidth: width) else { throw call.missing("a shape before it, as Circle().stroke(.red)") }
            return stroked
        }
        let style = try ShapeModifiers.strokeStyle(call)
        let color = try call.unlabelled(0, Convert.color)
        guard let stroked = ShapeModifiers.stroke(call.view, color, style: style) else { throw call.missing("a shape before it, as Circle().stroke(.red)") }
        return stroked
    }

    static let strokeBorder = ModifierEntry(name: "strokeBorder", labels: ["lineWidth", "style", "antialiased"], unlabelled: 1) { call in
        if let gradient = try GradientReader.style(of: call) { // a gradient
            let width = try call.named("lineWidth", Convert.length) ?? 1
            guard let stroked = ShapeModifiers.strokeBorder(call.view, gradient, lineWidth: width) else { throw call.missing("a shape before it, as Circle().strokeBorder(.red)") }
            return stroked
        }
        let style = try ShapeModifiers.strokeStyle(call)
        let color = try call.unlabelled(0, Convert.color)
        let antialiased = try call.named("antialiased", Convert.bool) ?? true
        guard let stroked = ShapeModifiers.strokeBorder(call.view, color, style: style, antialiased: antialiased) else {
            throw call.missing("a shape before it, as Circle().strokeBorder(.red)")
        }
        return stroked
    }

    static let inset = ModifierEntry(name: "inset", labels: ["by"]) { call in
        guard let shape = call.view as? any InsettableShape else { throw call.missing("a shape such as Circle() before it") }
        guard let amount = try call.named("by", Convert.length) else { throw call.missing("'by:', as .inset(by: 2)") }
        func open<S: InsettableShape>(_ shape: S) -> any View { shape.inset(by: amount) }
        return open(shape)
    }

    /// `Circle().trim(from: 0, to: progress)`: the part of the outline between the two fractions.
    static let trim = ModifierEntry(name: "trim", labels: ["from", "to"]) { call in
        guard let shape = call.view as? any Shape else { throw call.missing("a shape before it, as Circle().trim(from: 0, to: 0.5)") }
        let from = try call.named("from", Convert.signedLength) ?? 0
        let to = try call.named("to", Convert.signedLength) ?? 1
        func open<S: Shape>(_ shape: S) -> any View { shape.trim(from: from, to: to) }
        return open(shape)
    }

    /// `shape.fill()`, `.fill(style)`, `.fill(style, style: FillStyle(…))`, `.fill(style: FillStyle(…))`.
    private static func fillShape(_ call: ModifierCall) throws -> any View {
        let fillStyle = try call.named("style", Convert.swiftValue(FillStyle.self, "a fill style such as FillStyle(eoFill: true)"))
        guard let shape = call.view as? any Shape else { throw call.missing("a shape before it, as Circle().fill(.red)") }
        let style: any ShapeStyle
        if call.arguments.unlabelled(0) == nil {
            func open<S: Shape>(_ shape: S) -> any View { shape.fill(style: fillStyle ?? FillStyle()) }
            return open(shape)
        } else if let gradient = try GradientReader.style(of: call) {
            style = gradient
        } else {
            style = try call.first(Convert.color)
        }
        func open<S: Shape, T: ShapeStyle>(_ shape: S, _ style: T) -> any View {
            if let fillStyle { return shape.fill(style, style: fillStyle) }
            return shape.fill(style)
        }
        return open(shape, style)
    }
}

/// The reader's shape modifiers: the shape opened into a generic parameter.
enum ShapeModifiers {
    static func fill(_ view: any View, _ color: Color) -> (any View)? {
        func open<S: Shape>(_ shape: S) -> any View { shape.fill(color) }
        return (view as? any Shape).map { open($0) }
    }

    /// `stroke(_:lineWidth:)`, `stroke(_:style:)`, `stroke(lineWidth:)` and `stroke(style:)`: with a
    /// colour a `_ShapeView` of the stroked shape, without one the stroked shape itself.
    static func stroke(_ view: any View, _ color: Color?, style: StrokeStyle) -> (any View)? {
        func open<S: Shape>(_ shape: S) -> any View {
            guard let color else { return shape.stroke(style: style) }
            return shape.stroke(color, style: style)
        }
        return (view as? any Shape).map { open($0) }
    }

    /// `strokeBorder(_:lineWidth:antialiased:)`, `strokeBorder(_:style:antialiased:)` and
    /// `strokeBorder(lineWidth:antialiased:)` (the foreground style).
    static func strokeBorder(_ view: any View, _ color: Color?, style: StrokeStyle, antialiased: Bool) -> (any View)? {
        func open<S: InsettableShape>(_ shape: S) -> any View {
            guard let color else { return shape.strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased) }
            return shape.strokeBorder(color, style: style, antialiased: antialiased)
        }
        return (view as? any InsettableShape).map { open($0) }
    }

    /// The stroke's `style:` (a `StrokeStyle(…)` wherever it is held), else its `lineWidth:` (1 by default).
    static func strokeStyle(_ call: ModifierCall) throws -> StrokeStyle {
        if let style = try call.named("style", Convert.swiftValue(StrokeStyle.self, "a StrokeStyle(…)")) {
            if let width = call.arguments.named("lineWidth") {
                throw Diagnostic(location: width.location, message: "expected 'lineWidth:' or 'style:', not both")
            }
            return style
        }
        return StrokeStyle(lineWidth: try call.named("lineWidth", Convert.length) ?? 1)
    }

    /// `shape.stroke(style, lineWidth:)`, nil when the view is no shape.
    static func stroke(_ view: any View, _ style: any ShapeStyle, lineWidth: CGFloat) -> (any View)? {
        func open<S: Shape, T: ShapeStyle>(_ shape: S, _ style: T) -> any View { shape.stroke(style, lineWidth: lineWidth) }
        return (view as? any Shape).map { open($0, style) }
    }

    /// `shape.strokeBorder(style, lineWidth:)`, nil when the view is no insettable shape.
    static func strokeBorder(_ view: any View, _ style: any ShapeStyle, lineWidth: CGFloat) -> (any View)? {
        func open<S: InsettableShape, T: ShapeStyle>(_ shape: S, _ style: T) -> any View { shape.strokeBorder(style, lineWidth: lineWidth) }
        return (view as? any InsettableShape).map { open($0, style) }
    }
}
