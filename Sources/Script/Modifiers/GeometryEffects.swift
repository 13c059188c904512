import Builders
import ScriptSyntax

// Scale and rotation (kept for the inspector; a terminal draws the view as it is) and frames
// relative to the nearest container.

extension ModifierEntry {
    /// `.rotationEffect(.degrees(45))`, `.rotationEffect(.radians(1), anchor: .topLeading)`.
    static let rotationEffect = ModifierEntry(name: "rotationEffect", labels: ["anchor"], unlabelled: 1) { call in
        let angle = try call.first(Convert.angle)
        let anchor = try call.named("anchor", Convert.unitPoint) ?? .center
        return call.modified { $0.rotationEffect(angle, anchor: anchor) }
    }

    /// `.scaleEffect(1.5)`, `.scaleEffect(CGSize(width: 2, height: 1))`, `.scaleEffect(x: 2, y: 1, anchor: .top)`.
    static let scaleEffect = ModifierEntry(name: "scaleEffect", labels: ["x", "y", "anchor"], unlabelled: 1) { call in
        let anchor = try call.named("anchor", Convert.unitPoint) ?? .center
        guard let argument = call.arguments.unlabelled(0) else {
            let x = try call.named("x", Convert.signedLength) ?? 1, y = try call.named("y", Convert.signedLength) ?? 1
            return call.modified { $0.scaleEffect(x: x, y: y, anchor: anchor) }
        }
        if case .swiftValue(let size as CGSize) = try call.value(argument) { return call.modified { $0.scaleEffect(size, anchor: anchor) } }
        let scale = try Convert.signedLength(try call.value(argument), at: argument.location)
        return call.modified { $0.scaleEffect(scale, anchor: anchor) }
    }

    /// `.containerRelativeFrame(.horizontal)`, `.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)`,
    /// `.containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }`.
    static let containerRelativeFrame = ModifierEntry(name: "containerRelativeFrame", labels: ["count", "span", "spacing", "alignment"], unlabelled: 2) { call in
        let axes = try call.first(Convert.axisSet)
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        if let count = try call.named("count", Convert.int) {
            guard let spacing = try call.named("spacing", Convert.length) else { throw call.missing("'spacing:' with 'count:'") }
            let span = try call.named("span", Convert.int) ?? 1
            return call.modified { $0.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment) }
        }
        guard let closure = call.arguments.unlabelled(1) else { return call.modified { $0.containerRelativeFrame(axes, alignment: alignment) } }
        // The closure computes each axis's length when the view is laid out; one it cannot
        // compute leaves the container's length.
        let function = try call.value(closure), evaluator = call.evaluator, location = closure.location
        let length: (CGFloat, Axis) -> CGFloat = { length, axis in
            let axisValue = Value.member(axis == .horizontal ? "horizontal" : "vertical")
            guard let result = try? Standard.call(function, [.double(Double(length)), axisValue], evaluator: evaluator, at: location),
                  let computed = try? Convert.length(result, at: location) else { return length }
            return computed
        }
        return call.modified { $0.containerRelativeFrame(axes, alignment: alignment, length) }
    }
}

extension Convert {
    /// A whole number.
    static func int(_ value: Value, at location: SourceLocation) throws -> Int {
        if case .binding(let cell) = value { return try int(cell.value, at: location) }
        guard case .int(let number) = value else { throw Diagnostic(location: location, message: "expected a whole number, found \(value.kindDescription)") }
        return number
    }
}
