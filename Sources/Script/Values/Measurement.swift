import Builders
import Foundation
import ScriptSyntax

extension ValueEntry {
    /// `Measurement(value: 3, unit: UnitLength.miles)` (or `unit: .miles`), a length; its
    /// `converted(to:)` and `value` are read in ``SwiftValueMembers``.
    static let measurement = ValueEntry(name: "Measurement", labels: ["value", "unit"]) { call in
        guard let value = try call.named("value", Convert.double) else { throw call.missing("'value:', as Measurement(value: 3, unit: .miles)") }
        guard let unit = try call.named("unit", Convert.lengthUnit) else { throw call.missing("'unit:', as Measurement(value: 3, unit: .miles)") }
        return Measurement(value: value, unit: unit)
    }
}

extension Convert {
    /// The lengths by the names of `UnitLength`'s class members.
    static let lengthUnits: [String: UnitLength] = [
        "kilometers": .kilometers, "meters": .meters, "centimeters": .centimeters, "millimeters": .millimeters,
        "micrometers": .micrometers, "nanometers": .nanometers, "inches": .inches, "feet": .feet, "yards": .yards,
        "miles": .miles, "nauticalMiles": .nauticalMiles, "lightyears": .lightyears, "parsecs": .parsecs,
    ]

    /// A length unit: `.miles`, `UnitLength.miles`, or one held in a variable.
    static func lengthUnit(_ value: Value, at location: SourceLocation) throws -> UnitLength {
        if case .swiftValue(let unit as UnitLength) = value { return unit }
        guard case .member(let name) = value, let unit = lengthUnits[name] else {
            throw Diagnostic(location: location, message: "expected a length unit such as .miles, found \(value.kindDescription)")
        }
        return unit
    }
}
