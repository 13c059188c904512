import Builders
import ScriptSyntax

// The colour effects: kept for the inspector, drawn as the view is (a terminal's few colours do
// not brighten, desaturate or turn).

extension ModifierEntry {
    /// `.brightness(0.2)`.
    static let brightness = ModifierEntry(name: "brightness", unlabelled: 1) { call in
        let amount = try call.first(Convert.signedDouble)
        return call.modified { $0.brightness(amount) }
    }

    /// `.contrast(1.5)`.
    static let contrast = ModifierEntry(name: "contrast", unlabelled: 1) { call in
        let amount = try call.first(Convert.signedDouble)
        return call.modified { $0.contrast(amount) }
    }

    /// `.saturation(0)`.
    static let saturation = ModifierEntry(name: "saturation", unlabelled: 1) { call in
        let amount = try call.first(Convert.signedDouble)
        return call.modified { $0.saturation(amount) }
    }

    /// `.grayscale(1)`.
    static let grayscale = ModifierEntry(name: "grayscale", unlabelled: 1) { call in
        let amount = try call.first(Convert.signedDouble)
        return call.modified { $0.grayscale(amount) }
    }

    /// `.hueRotation(.degrees(90))`.
    static let hueRotation = ModifierEntry(name: "hueRotation", unlabelled: 1) { call in
        let angle = try call.first(Convert.angle)
        return call.modified { $0.hueRotation(angle) }
    }
}

extension Convert {
    /// A number that may be negative (`-0.2`).
    static func signedDouble(_ value: Value, at location: SourceLocation) throws -> Double {
        Double(try signedLength(value, at: location))
    }
}
