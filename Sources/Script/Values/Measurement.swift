import Builders
import Foundation
import ScriptSyntax

extension ValueEntry {
    /// `Measurement(value: 3, unit: UnitLength.miles)` (or `unit: .miles`, `.celsius`, `.kilograms`…),
    /// held as Foundation's measurement of the unit's dimension; its members are read in
    /// ``AnyMeasurement``.
    static let measurement = ValueEntry(name: "Measurement", labels: ["value", "unit"]) { call in
        guard let value = try call.named("value", Convert.double) else { throw call.missing("'value:', as Measurement(value: 3, unit: .miles)") }
        guard let unit = try call.named("unit", Convert.unit) else { throw call.missing("'unit:', as Measurement(value: 3, unit: .miles)") }
        return MeasurementValue.measurement(value, unit)
    }
}

/// The units of measure view code names (`UnitLength.meters`, `.celsius`), by dimension, and
/// what it reads of them (`symbol`).
enum MeasurementValue {
    /// The dimensions the reader knows, by type name, with their units by the names of their class members.
    static let dimensions: [String: [String: Dimension]] = [
        "UnitLength": [
            "kilometers": UnitLength.kilometers, "meters": UnitLength.meters, "centimeters": UnitLength.centimeters,
            "millimeters": UnitLength.millimeters, "micrometers": UnitLength.micrometers, "nanometers": UnitLength.nanometers,
            "inches": UnitLength.inches, "feet": UnitLength.feet, "yards": UnitLength.yards, "miles": UnitLength.miles,
            "nauticalMiles": UnitLength.nauticalMiles, "lightyears": UnitLength.lightyears, "parsecs": UnitLength.parsecs,
        ],
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit, "kelvin": UnitTemperature.kelvin],
        "UnitMass": [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "milligrams": UnitMass.milligrams, "micrograms": UnitMass.micrograms,
            "ounces": UnitMass.ounces, "pounds": UnitMass.pounds, "stones": UnitMass.stones, "metricTons": UnitMass.metricTons,
            "shortTons": UnitMass.shortTons, "carats": UnitMass.carats,
        ],
        "UnitVolume": [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "centiliters": UnitVolume.centiliters,
            "deciliters": UnitVolume.deciliters, "kiloliters": UnitVolume.kiloliters, "cubicMeters": UnitVolume.cubicMeters,
            "cubicCentimeters": UnitVolume.cubicCentimeters, "cubicInches": UnitVolume.cubicInches, "cubicFeet": UnitVolume.cubicFeet,
            "gallons": UnitVolume.gallons, "imperialGallons": UnitVolume.imperialGallons, "quarts": UnitVolume.quarts,
            "pints": UnitVolume.pints, "imperialPints": UnitVolume.imperialPints, "cups": UnitVolume.cups, "metricCups": UnitVolume.metricCups,
            "fluidOunces": UnitVolume.fluidOunces, "imperialFluidOunces": UnitVolume.imperialFluidOunces,
            "tablespoons": UnitVolume.tablespoons, "teaspoons": UnitVolume.teaspoons,
        ],
        "UnitDuration": [
            "hours": UnitDuration.hours, "minutes": UnitDuration.minutes, "seconds": UnitDuration.seconds,
            "milliseconds": UnitDuration.milliseconds, "microseconds": UnitDuration.microseconds, "nanoseconds": UnitDuration.nanoseconds,
        ],
        "UnitSpeed": [
            "metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ],
        "UnitEnergy": [
            "joules": UnitEnergy.joules, "kilojoules": UnitEnergy.kilojoules, "calories": UnitEnergy.calories,
            "kilocalories": UnitEnergy.kilocalories, "kilowattHours": UnitEnergy.kilowattHours,
        ],
    ]

    /// The unit `name` of the dimension `typeName` (`UnitLength.meters`), or nil.
    static func unit(named name: String, of typeName: String) -> Dimension? {
        dimensions[typeName]?[name]
    }

    /// The unit `.name` of whichever dimension has it (`.celsius`), or nil.
    static func unit(named name: String) -> Dimension? {
        for units in dimensions.values {
            if let unit = units[name] { return unit }
        }
        return nil
    }

    /// The measurement of `value` in `unit`, of the unit's own dimension (as the compiler types it).
    static func measurement(_ value: Double, _ unit: Dimension) -> any AnyMeasurement {
        switch unit {
        case let unit as UnitLength: Measurement(value: value, unit: unit)
        case let unit as UnitTemperature: Measurement(value: value, unit: unit)
        case let unit as UnitMass: Measurement(value: value, unit: unit)
        case let unit as UnitVolume: Measurement(value: value, unit: unit)
        case let unit as UnitDuration: Measurement(value: value, unit: unit)
        case let unit as UnitSpeed: Measurement(value: value, unit: unit)
        case let unit as UnitEnergy: Measurement(value: value, unit: unit)
        default: Measurement(value: value, unit: unit)
        }
    }

    /// `unit.symbol`; nil for another member.
    static func member(of unit: Dimension, _ name: String) -> Value? {
        switch name {
        case "symbol": .string(unit.symbol)
        case "description": .string(unit.description)
        default: nil
        }
    }
}

/// A Foundation measurement of any dimension, as view code reads it: `value`, `unit`,
/// `converted(to:)`, `description`, and `formatted()` (Foundation on Linux has no measurement
/// formatting: the value as `formatted()` writes numbers and the unit's symbol, as Apple's
/// formatter writes a measurement in the unit given).
protocol AnyMeasurement {
    var amount: Double { get }
    var dimension: Dimension { get }
    /// The same measurement in `unit`, or nil when `unit` is of another dimension.
    func converted(toUnit unit: Dimension) -> (any AnyMeasurement)?
    var text: String { get }
}

extension Measurement: AnyMeasurement where UnitType: Dimension {
    var amount: Double { value }
    var dimension: Dimension { unit }
    var text: String { description }

    func converted(toUnit unit: Dimension) -> (any AnyMeasurement)? {
        guard let unit = unit as? UnitType else { return nil }
        return converted(to: unit)
    }
}

extension AnyMeasurement {
    /// `measurement.name`; nil for another member.
    func member(_ name: String) -> Value? {
        switch name {
        case "value": .double(amount)
        case "unit": .swiftValue(dimension)
        case "description": .string(text)
        default: nil
        }
    }

    /// `measurement.name(arguments)`; nil for another method.
    func method(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("converted", ["to"]):
            let unit = try Convert.unit(arguments[0].value, at: location)
            guard let converted = converted(toUnit: unit) else {
                throw Diagnostic(location: location, message: "cannot convert a measurement in \(dimension.symbol) to \(unit.symbol), a unit of another dimension")
            }
            return .swiftValue(converted)
        case ("formatted", []):
            return .string(amount.formatted() + " " + dimension.symbol)
        default:
            return nil
        }
    }
}

extension Convert {
    /// A unit: `.miles`, `UnitLength.miles`, or one held in a variable.
    static func unit(_ value: Value, at location: SourceLocation) throws -> Dimension {
        if case .swiftValue(let unit as Dimension) = value { return unit }
        guard case .member(let name) = value, let unit = MeasurementValue.unit(named: name) else {
            throw Diagnostic(location: location, message: "expected a unit such as .miles or .celsius, found \(value.kindDescription)")
        }
        return unit
    }
}
