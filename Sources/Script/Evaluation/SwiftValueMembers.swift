import Builders
import Foundation
import ScriptSyntax

// MARK: The members view code uses on the values ``ValueTable`` makes:
// a `NavigationPath`'s `count`, `isEmpty`, `append(_:)` and `removeLast(_:)` (so that actions
// push and pop a navigation stack's `path: $path`), and the settings and `string(from:)` /
// `string(for:)` of the Foundation formatters a text field's `formatter:` takes:
// `NumberFormatter` (numberStyle, minimum/maximumFractionDigits, minimum/maximumIntegerDigits,
// usesGroupingSeparator, currencyCode, locale) and `DateFormatter` (dateStyle, timeStyle, dateFormat,
// locale, timeZone); and the Foundation values app code holds, each read in its own file under
// `Sources/Script/Values/` (Data, DateComponents, measurements and units, JSON coders, Bundle.main,
// URLSession and URLRequest), with NSNumber's values and any error's `localizedDescription`.

enum SwiftValueMembers {
    /// `value.name`, or nil when the reader knows no such member.
    static func member(of held: Any, _ name: String, at location: SourceLocation) throws -> Value? {
        switch held {
        case let path as NavigationPath:
            switch name {
            case "count": return .int(path.count)
            case "isEmpty": return .bool(path.isEmpty)
            default: return nil
            }
        case let numbers as NumberFormatter:
            switch name {
            case "minimumFractionDigits": return .int(numbers.minimumFractionDigits)
            case "maximumFractionDigits": return .int(numbers.maximumFractionDigits)
            case "minimumIntegerDigits": return .int(numbers.minimumIntegerDigits)
            case "maximumIntegerDigits": return .int(numbers.maximumIntegerDigits)
            case "usesGroupingSeparator": return .bool(numbers.usesGroupingSeparator)
            case "currencyCode": return .string(numbers.currencyCode)
            case "numberStyle": return numberStyles.first { $0.value == numbers.numberStyle }.map { .member($0.key) }
            case "locale": return .swiftValue(numbers.locale as Locale)
            default: return nil
            }
        case let dates as DateFormatter:
            switch name {
            case "dateFormat": return .string(dates.dateFormat)
            case "locale": return .swiftValue(dates.locale as Locale)
            case "dateStyle": return dateStyles.first { $0.value == dates.dateStyle }.map { .member($0.key) }
            case "timeStyle": return dateStyles.first { $0.value == dates.timeStyle }.map { .member($0.key) }
            default: return nil
            }
        // MARK: The configuration a style struct's makeBody receives
        case let configuration as ButtonStyleConfiguration:
            switch name {
            case "label": return .view(configuration.label)
            case "isPressed": return .bool(configuration.isPressed)
            default: return nil
            }
        case let configuration as ToggleStyleConfiguration:
            switch name {
            case "label": return .view(configuration.label)
            case "isOn": return .bool(configuration.isOn)
            default: return nil
            }
        case let binding as Binding<EditMode> where name == "wrappedValue": // `editMode?.wrappedValue.isEditing`
            return .swiftValue(binding.wrappedValue)
        case let mode as EditMode where name == "isEditing":
            return .bool(mode.isEditing)
        case let binding as Binding<PresentationMode> where name == "wrappedValue": // `presentationMode.wrappedValue.dismiss()`
            return .swiftValue(binding)
        case let binding as Binding<PresentationMode> where name == "isPresented":
            return .bool(binding.wrappedValue.isPresented)
        case let locale as Locale where name == "identifier": // the environment's locale, time zone and calendar
            return .string(locale.identifier)
        case let locale as Locale where name == "currency": // `Locale.current.currency?.identifier`
            return locale.currency.map { .swiftValue($0) } ?? .null
        case let currency as Locale.Currency where name == "identifier":
            return .string(currency.identifier)
        case let zone as TimeZone where name == "identifier":
            return .string(zone.identifier)
        case let calendar as Calendar where name == "identifier":
            return .member(String(describing: calendar.identifier))
        case let configuration as PrimitiveButtonStyleConfiguration where name == "label":
            return .view(configuration.label)
        case let number as NSNumber:
            switch name {
            case "doubleValue", "floatValue": return .double(number.doubleValue)
            case "intValue", "integerValue": return .int(number.intValue)
            case "boolValue": return .bool(number.boolValue)
            case "stringValue", "description": return .string(number.stringValue)
            default: return nil
            }
        case let error as any Error where name == "localizedDescription":
            return .string(error.localizedDescription)
        case let data as Data:
            return DataValue.member(of: data, name)
        case let components as DateComponents:
            return DateComponentsValue.member(of: components, name)
        case let request as NetworkRequest:
            return request.member(name)
        case let unit as Dimension:
            return MeasurementValue.member(of: unit, name)
        case let measurement as any AnyMeasurement:
            return measurement.member(name)
        case let formatter as MeasurementTextFormatter:
            return formatter.member(name)
        case let configuration as LabelStyleConfiguration:
            switch name {
            case "title": return .view(configuration.title)
            case "icon": return .view(configuration.icon)
            default: return nil
            }
        case let configuration as ProgressViewStyleConfiguration:
            switch name {
            case "label": return .view(configuration.label)
            case "currentValueLabel": return .view(configuration.currentValueLabel)
            case "fractionCompleted": return configuration.fractionCompleted.map { .double($0) } ?? .null
            default: return nil
            }
        case let configuration as GroupBoxStyleConfiguration:
            switch name {
            case "label": return .view(configuration.label)
            case "content": return .view(configuration.content)
            default: return nil
            }
        case is CGSize, is CGPoint, is CGRect, is ReaderScreen:
            return GeometryMembers.member(of: held, name)
        case let held as any HeldValueMembers:
            return held.member(name)
        default:
            return nil
        }
    }

    /// The members the reader knows on `held`, for suggestions.
    static func knownMembers(of held: Any) -> [String] {
        switch held {
        case is ButtonStyleConfiguration: ["label", "isPressed"]
        case is ToggleStyleConfiguration: ["label", "isOn"]
        case is LabelStyleConfiguration: ["title", "icon"]
        case is PrimitiveButtonStyleConfiguration: ["label", "trigger"]
        case is ProgressViewStyleConfiguration: ["label", "currentValueLabel", "fractionCompleted"]
        case is GroupBoxStyleConfiguration: ["label", "content"]
        case is Locale, is TimeZone, is Calendar: ["identifier"]
        case is Binding<EditMode>: ["wrappedValue"]
        case is any AnyMeasurement: ["value", "unit", "converted", "formatted", "description"]
        case is Dimension: ["symbol"]
        case is MeasurementTextFormatter: MeasurementTextFormatter.members
        case is Data: ["count", "isEmpty"]
        case is DateComponents: Array(DateComponentsValue.fields.keys).sorted()
        case is JSONEncoder: JSONCoding.encoderMembers
        case is JSONDecoder: JSONCoding.decoderMembers
        case is AppBundle: AppBundle.methods
        case is NetworkSession: NetworkSession.methods
        case is NetworkRequest: ["url"] + NetworkRequest.settingNames.sorted()
        case is Binding<PresentationMode>: ["wrappedValue", "isPresented", "dismiss"]
        case is EditMode: ["isEditing"]
        case is NavigationPath: ["count", "isEmpty", "append", "removeLast"]
        case is NumberFormatter:
            ["numberStyle", "minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits", "maximumIntegerDigits",
             "usesGroupingSeparator", "currencyCode", "currencySymbol", "locale", "string", "number"]
        case is DateFormatter: ["dateStyle", "timeStyle", "dateFormat", "locale", "timeZone", "string", "date"]
        case is NSNumber: ["doubleValue", "intValue", "boolValue", "stringValue"]
        case is StoredDefaults: StoredDefaults.methods
        case is CGSize, is CGPoint, is CGRect, is ReaderScreen: GeometryMembers.names(of: held)
        case let held as any HeldValueMembers: type(of: held).memberNames
        default: []
        }
    }

    /// `value.name(arguments)` for a method that does not change the value, or nil when the reader knows none.
    static func method(of held: Any, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        // `length.converted(to: .miles)`
        if let measurement = held as? any AnyMeasurement, let result = try measurement.method(name, arguments, at: location) { return result }
        if let formatter = held as? MeasurementTextFormatter, let result = try formatter.call(name, arguments, at: location) { return result }
        if let bundle = held as? AppBundle, let result = try bundle.call(name, arguments, at: location) { return result }
        if let session = held as? NetworkSession, let result = try session.call(name, arguments, at: location) { return result }
        if let request = held as? NetworkRequest, let result = try request.call(name, arguments, at: location) { return result }
        if let formatter = held as? Formatter, let result = try FormatterMethods.method(of: formatter, name, arguments, at: location) { return result }
        // `presentationMode.wrappedValue.dismiss()` dismisses the view's presentation.
        if let binding = held as? Binding<PresentationMode>, name == "dismiss", arguments.isEmpty {
            binding.wrappedValue.dismiss()
            return .void
        }
        // `configuration.trigger()` in a PrimitiveButtonStyle struct's body runs the button's action.
        if let configuration = held as? PrimitiveButtonStyleConfiguration, name == "trigger", arguments.isEmpty {
            configuration.trigger()
            return .void
        }
        if let defaults = held as? StoredDefaults { return try defaults.call(name, arguments, at: location) }
        if let held = held as? any HeldValueMembers { return try held.call(name, arguments, at: location) }
        guard let formatter = held as? Formatter, name == "string", arguments.count == 1, let argument = arguments.first else { return nil }
        let input: Any
        switch (argument.label, argument.value) {
        case ("for", .int(let number)), ("from", .int(let number)): input = NSNumber(value: number)
        case ("for", .double(let number)), ("from", .double(let number)): input = NSNumber(value: number)
        case ("for", .date(let date)), ("from", .date(let date)): input = date
        case ("for", .swiftValue(let number as NSNumber)), ("from", .swiftValue(let number as NSNumber)): input = number
        case (_, let other):
            throw Diagnostic(location: location, message: "expected a number or a date to format, found \(other.kindDescription)")
        }
        if argument.label == "from", formatter is DateFormatter, !(input is Date) {
            throw Diagnostic(location: location, message: "expected a date for DateFormatter's string(from:), found a number")
        }
        return formatter.string(for: input).map(Value.string) ?? .null
    }

    /// Whether `name` is a method that changes `held` (a `NavigationPath`'s `append` and `removeLast`).
    static func isMutating(_ held: Any, _ name: String) -> Bool {
        held is NavigationPath && (name == "append" || name == "removeLast")
    }

    /// `path.append(value)`, `path.removeLast()`, `path.removeLast(k)`: the changed path.
    static func mutate(_ held: Any, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        guard var path = held as? NavigationPath, isMutating(held, name) else {
            throw Diagnostic(location: location, message: "cannot call the mutating method '.\(name)(…)' on \(Value.swiftValue(held).kindDescription)")
        }
        switch name {
        case "append":
            guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
                throw Diagnostic(location: location, message: "NavigationPath's append takes one value, as path.append(item)")
            }
            path.append(try Convert.identity(argument.value, at: location))
        default: // removeLast
            var count = 1
            if let argument = arguments.first {
                guard arguments.count == 1, argument.label == nil, case .int(let k) = argument.value else {
                    throw Diagnostic(location: location, message: "NavigationPath's removeLast takes a count, as path.removeLast(2)")
                }
                count = k
            }
            // As the package's NavigationPath does: a count past the path's length empties it.
            path.removeLast(count)
        }
        return .swiftValue(path)
    }

    /// `formatter.name = value`: sets one of the settings the reader knows (a formatter is an
    /// object: it changes in place); the value changed (a value type's, such as `DateComponents`, is a new value).
    static func set(_ name: String, of held: Any, to value: Value, at location: SourceLocation) throws -> Any {
        if let components = held as? DateComponents { return try DateComponentsValue.set(name, of: components, to: value, at: location) }
        if try JSONCoding.set(name, of: held, to: value, at: location) { return held }
        if let formatter = held as? MeasurementTextFormatter, try formatter.set(name, to: value, at: location) { return held }
        if let request = held as? NetworkRequest, NetworkRequest.settingNames.contains(name) {
            request.settings[name] = value
            return held
        }
        func int() throws -> Int {
            guard case .int(let number) = value, number >= 0 else {
                throw Diagnostic(location: location, message: "expected a count of 0 or more for '\(name)', found \(value.kindDescription)")
            }
            return number
        }
        switch held {
        case let numbers as NumberFormatter:
            switch name {
            case "numberStyle": numbers.numberStyle = try Convert.member(numberStyles, "a number style")(value, location)
            case "minimumFractionDigits": numbers.minimumFractionDigits = try int()
            case "maximumFractionDigits": numbers.maximumFractionDigits = try int()
            case "minimumIntegerDigits": numbers.minimumIntegerDigits = try int()
            case "maximumIntegerDigits": numbers.maximumIntegerDigits = try int()
            case "usesGroupingSeparator": numbers.usesGroupingSeparator = try Convert.bool(value, at: location)
            case "currencyCode": numbers.currencyCode = try Convert.string(value, at: location)
            case "locale": numbers.locale = try Convert.swiftValue(Locale.self, "a locale such as Locale(identifier: \"en_US\")")(value, location)
            case "currencySymbol": numbers.currencySymbol = try Convert.string(value, at: location)
            default: throw unsupportedSetting(name, of: "NumberFormatter", known: knownMembers(of: held))
            }
        case let dates as DateFormatter:
            switch name {
            case "dateStyle": dates.dateStyle = try Convert.member(dateStyles, "a date style")(value, location)
            case "timeStyle": dates.timeStyle = try Convert.member(dateStyles, "a date style")(value, location)
            case "dateFormat": dates.dateFormat = try Convert.string(value, at: location)
            case "locale": dates.locale = try Convert.swiftValue(Locale.self, "a locale such as Locale(identifier: \"en_US\")")(value, location)
            case "timeZone": dates.timeZone = try Convert.swiftValue(TimeZone.self, "a time zone such as TimeZone(identifier: \"UTC\")")(value, location)
            default: throw unsupportedSetting(name, of: "DateFormatter", known: knownMembers(of: held))
            }
        case let configuration as ToggleStyleConfiguration where name == "isOn": // a ToggleStyle's body
            configuration.$isOn.wrappedValue = try Convert.bool(value, at: location)
        default:
            throw Diagnostic(location: location, message: "cannot set '\(name)' of \(Value.swiftValue(held).kindDescription)")
        }
        return held

        func unsupportedSetting(_ name: String, of type: String, known: [String]) -> Diagnostic {
            Diagnostic(location: location, message: "not supported by the reader: \(type)'s '\(name)'\(Suggestion.hint(for: name, in: known))")
        }
    }

    /// The number styles by name.
    static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific, "spellOut": .spellOut,
    ]

    /// The date and time styles by name.
    static let dateStyles: [String: DateFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]
}
