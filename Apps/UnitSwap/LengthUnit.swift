import Foundation

/// The lengths the converter knows, stored by name so the last choice survives a relaunch.
enum LengthUnit: String, CaseIterable, Identifiable {
    case millimeters, centimeters, meters, kilometers, inches, feet, yards, miles

    var id: String { rawValue }

    var dimension: UnitLength {
        switch self {
        case .millimeters: .millimeters
        case .centimeters: .centimeters
        case .meters: .meters
        case .kilometers: .kilometers
        case .inches: .inches
        case .feet: .feet
        case .yards: .yards
        case .miles: .miles
        }
    }

    var symbol: String {
        switch self {
        case .millimeters: "mm"
        case .centimeters: "cm"
        case .meters: "m"
        case .kilometers: "km"
        case .inches: "in"
        case .feet: "ft"
        case .yards: "yd"
        case .miles: "mi"
        }
    }

    /// `value` in this unit, expressed in `other`.
    func convert(_ value: Double, to other: LengthUnit) -> Double {
        Measurement(value: value, unit: dimension).converted(to: other.dimension).value
    }
}
