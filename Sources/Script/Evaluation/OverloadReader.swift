import Builders
import Foundation

// MARK: Overloads of modifiers the table knows by name, with these other arguments:
// `fill(_:style:)` and `fill(style:)` with a `FillStyle`, `padding(_:)`
// with `EdgeInsets`, `offset(_:)` with a `CGSize`, `position(_:)` with a `CGPoint`,
// `resizable(capInsets:resizingMode:)`, `background(_:ignoresSafeAreaEdges:)`, `toolbar(id:content:)`.

enum OverloadReader {
    /// `shape.fill()`, `.fill(style)`, `.fill(style, style: FillStyle(…))`, `.fill(style: FillStyle(…))`.
    static func fill(_ call: ModifierCall) throws -> any View {
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

    /// `view.background(style, ignoresSafeAreaEdges: edges)`: a colour or a gradient as a ShapeStyle.
    static func backgroundStyle(_ call: ModifierCall) throws -> (any View)? {
        guard let argument = call.arguments.named("ignoresSafeAreaEdges") else { return nil }
        let edges = try Convert.edges(try call.value(argument), at: argument.location) ?? .all
        let style: any ShapeStyle = try GradientReader.style(of: call) ?? call.first(Convert.color)
        func open<T: ShapeStyle>(_ style: T) -> any View { call.modified { $0.background(style, ignoresSafeAreaEdges: edges) } }
        return open(style)
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    static let edgeInsets = ValueEntry(labels: ["top", "leading", "bottom", "trailing"]) { call in
        EdgeInsets(top: try call.named("top", ModifierEntries.signedLength) ?? 0, leading: try call.named("leading", ModifierEntries.signedLength) ?? 0,
                   bottom: try call.named("bottom", ModifierEntries.signedLength) ?? 0, trailing: try call.named("trailing", ModifierEntries.signedLength) ?? 0)
    }

    /// `CGPoint(x:y:)`.
    static let point = ValueEntry(labels: ["x", "y"]) { call in
        CGPoint(x: try call.named("x", ModifierEntries.signedLength) ?? 0, y: try call.named("y", ModifierEntries.signedLength) ?? 0)
    }

    /// `CGSize(width:height:)`.
    static let size = ValueEntry(labels: ["width", "height"]) { call in
        CGSize(width: try call.named("width", ModifierEntries.signedLength) ?? 0, height: try call.named("height", ModifierEntries.signedLength) ?? 0)
    }
}
