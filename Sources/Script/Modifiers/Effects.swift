import Builders
import ScriptSyntax

// Effects: opacity, corners and clipping, masks, shadows, blur.

extension ModifierEntry {
    static let opacity = ModifierEntry(name: "opacity", unlabelled: 1) { call in
        let opacity = try call.first(Convert.double)
        // Color's own opacity(_:) returns a Color, as in SwiftUI.
        if let color = call.view as? Color { return color.opacity(opacity) }
        return call.modified { $0.opacity(opacity) }
    }

    static let cornerRadius = ModifierEntry(name: "cornerRadius", labels: ["antialiased"], unlabelled: 1) { call in
        let radius = try call.first(Convert.length)
        let antialiased = try call.named("antialiased", Convert.bool) ?? true
        return call.modified { $0.cornerRadius(radius, antialiased: antialiased) }
    }

    static let clipped = ModifierEntry(name: "clipped", labels: ["antialiased"]) { call in
        let antialiased = try call.named("antialiased", Convert.bool) ?? false
        return call.modified { $0.clipped(antialiased: antialiased) }
    }

    static let clipShape = ModifierEntry(name: "clipShape", labels: ["style"], unlabelled: 1) { call in
        let argument = try call.first(needing: "a shape, as .clipShape(Circle())")
        let shape = try Convert.shape(try call.value(argument), at: argument.location)
        let style = try call.named("style", Convert.swiftValue(FillStyle.self, "a fill style such as FillStyle(eoFill: true)")) ?? FillStyle()
        func open<S: Shape>(_ shape: S) -> any View { call.modified { $0.clipShape(shape, style: style) } }
        return open(shape)
    }

    static let mask = ModifierEntry(name: "mask", labels: ["alignment"], unlabelled: 1) { call in
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        let argument = try call.first(needing: "a mask view")
        let mask = try call.evaluator.content(argument, of: ".mask")
        func open<M: View>(_ mask: M) -> any View {
            argument.isClosure ? call.modified { $0.mask(alignment: alignment) { mask } } : call.modified { $0.mask(mask) }
        }
        return open(mask)
    }

    static let shadow = ModifierEntry(name: "shadow", labels: ["color", "radius", "x", "y"]) { call in
        let color = try call.named("color", Convert.color) ?? Color(white: 0, opacity: 0.33)
        guard let radius = try call.named("radius", Convert.length) else { throw call.missing("'radius:'") }
        let x = try call.named("x", Convert.length) ?? 0, y = try call.named("y", Convert.length) ?? 0
        return call.modified { $0.shadow(color: color, radius: radius, x: x, y: y) }
    }

    static let blur = ModifierEntry(name: "blur", labels: ["radius", "opaque"]) { call in
        guard let radius = try call.named("radius", Convert.length) else { throw call.missing("'radius:'") }
        let opaque = try call.named("opaque", Convert.bool) ?? false
        return call.modified { $0.blur(radius: radius, opaque: opaque) }
    }
}
