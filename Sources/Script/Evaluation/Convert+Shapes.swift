import Builders
import Foundation
import ScriptSyntax

extension Convert {
    /// A shape as a shape is taken: a shape view (`Circle()`, `RoundedRectangle(cornerRadius: 8)`)
    /// or its implicit member (`.circle`, `.capsule`, `.ellipse`, `.rect`, `.rect(cornerRadius: 8)`).
    static func shape(_ value: Value, at location: SourceLocation) throws -> any Shape {
        switch value {
        case .view(let view as any Shape):
            return view
        // The members' shapes, made as the members make them (the members belong to the main actor, as View does).
        case .member("rect"): return Rectangle()
        case .member("circle"): return Circle()
        case .member("capsule"): return Capsule()
        case .member("ellipse"): return Ellipse()
        case .memberCall("rect", let arguments):
            let style = try arguments.first { $0.label == "style" }.map { try member(["continuous": RoundedCornerStyle.continuous, "circular": .circular], "a corner style such as .continuous")($0.value, location) } ?? .continuous
            if let radius = arguments.first(where: { $0.label == "cornerRadius" }) {
                return RoundedRectangle(cornerRadius: try length(radius.value, at: location), style: style)
            }
            if let size = arguments.first(where: { $0.label == "cornerSize" }) {
                return RoundedRectangle(cornerSize: try swiftValue(CGSize.self, "a size such as CGSize(width: 8, height: 8)")(size.value, location), style: style)
            }
        default:
            break
        }
        throw Diagnostic(location: location, message: "expected a shape such as Circle() or .rect(cornerRadius: 8), found \(value.kindDescription)")
    }
}
