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

extension ValueEntry {
    /// `MeasurementFormatter()`: Foundation on Linux has none, so the reader's writes a
    /// measurement as Apple's does in the unit given (`unitOptions = .providedUnit`): its
    /// `numberFormatter`'s text of the value, then the unit by `unitStyle`.
    static let measurementFormatter = ValueEntry(name: "MeasurementFormatter") { _ in MeasurementTextFormatter() }
}

/// What `MeasurementFormatter()` makes in the reader: its settings, changed in place as the
/// formatter object's are, and `string(from:)`.
final class MeasurementTextFormatter {
    /// `.short` (`5km`), `.medium` (`5 km`) or `.long` (`5 kilometers`).
    var unitStyle = "medium"
    /// `.providedUnit`, `.naturalScale`, `.temperatureWithoutUnit`: kept; the unit given is always the one written
    /// (but `.temperatureWithoutUnit` leaves a temperature's unit out).
    var unitOptions: [String] = []
    /// The formatter of the value (decimal, up to three fraction digits, as Apple's default).
    var numberFormatter: NumberFormatter = {
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        return numbers
    }()

    /// The settings the reader knows, for suggestions.
    static let members = ["unitStyle", "unitOptions", "numberFormatter", "string"]

    /// `formatter.name`; nil for another member.
    func member(_ name: String) -> Value? {
        switch name {
        case "unitStyle": .member(unitStyle)
        case "unitOptions": .array(unitOptions.map(Value.member))
        case "numberFormatter": .swiftValue(numberFormatter)
        default: nil
        }
    }

    /// `formatter.name = value`; false for another setting.
    func set(_ name: String, to value: Value, at location: SourceLocation) throws -> Bool {
        switch (name, value) {
        case ("unitStyle", .member(let style)) where ["short", "medium", "long"].contains(style): unitStyle = style
        case ("unitOptions", .member(let option)): unitOptions = [option]
        case ("unitOptions", .array(let options)): unitOptions = options.compactMap { if case .member(let option) = $0 { option } else { nil } }
        case ("numberFormatter", .swiftValue(let numbers as NumberFormatter)): numberFormatter = numbers
        case ("unitStyle", _), ("unitOptions", _), ("numberFormatter", _):
            throw Diagnostic(location: location, message: "expected a \(name == "unitStyle" ? "unit style such as .medium" : name == "unitOptions" ? "unit option such as .providedUnit" : "NumberFormatter") for MeasurementFormatter's '\(name)', found \(value.kindDescription)")
        default: return false
        }
        return true
    }

    /// `formatter.string(from: measurement)`; nil for another method.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "string", arguments.count == 1, arguments[0].label == "from" else { return nil }
        switch arguments[0].value {
        case .swiftValue(let measurement as any AnyMeasurement):
            let number = numberFormatter.string(from: NSNumber(value: measurement.amount)) ?? String(measurement.amount)
            if unitOptions.contains("temperatureWithoutUnit"), measurement.dimension is UnitTemperature { return .string(number + "°") }
            let unit = unitText(measurement.dimension, plural: measurement.amount != 1)
            // A temperature's symbol follows its number (`20°C`) but in words, as Apple's formatter writes it.
            let joined = unitStyle == "short" || (unitStyle == "medium" && measurement.dimension is UnitTemperature)
            return .string(joined ? number + unit : number + " " + unit)
        case .swiftValue(let unit as Dimension):
            return .string(unitText(unit, plural: true))
        case let other:
            throw Diagnostic(location: location, message: "expected a measurement for MeasurementFormatter's string(from:), found \(other.kindDescription)")
        }
    }

    /// The unit as `unitStyle` writes it: its symbol, or (long) its name in words.
    private func unitText(_ unit: Dimension, plural: Bool) -> String {
        guard unitStyle == "long" else { return unit.symbol }
        let name = MeasurementValue.dimensions.values.lazy.compactMap { units in units.first { $0.value == unit }?.key }.first ?? unit.symbol
        var words = name.reduce(into: "") { text, character in
            text += character.isUppercase ? " " + character.lowercased() : String(character)
        }
        if unit is UnitTemperature { words = "degrees " + words.capitalized }
        guard !plural else { return words }
        let singular = ["feet": "foot", "inches": "inch", "degrees": "degree", "celsius": "celsius", "fahrenheit": "fahrenheit"]
        let parts = words.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = parts.first else { return words }
        let one = singular[first] ?? (first.hasSuffix("s") ? String(first.dropLast()) : first)
        return ([one] + parts.dropFirst()).joined(separator: " ")
    }
}
