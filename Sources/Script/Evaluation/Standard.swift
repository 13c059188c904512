import Builders
import Foundation
import ScriptSyntax

/// The common API of the standard values that view code uses: String, Int, Double, Bool,
/// Array, Dictionary, Range, Optional, Date and UUID (the list is in the README's reader
/// section), the global functions (`min`, `max`, `abs`, `zip`, `withAnimation`…) and the
/// initialisers (`String(x)`, `Array(1...3)`, `Date()`, `UUID()`, `State(initialValue:)`).
enum Standard {
    /// The names of the types whose members and initialisers the reader knows.
    static let typeNames: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Dictionary", "Set", "Date", "UUID",
        "Color", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Character", "Optional",
        "TimeInterval", "Calendar", "Locale", "Animation", "Image", "Text",
        "Gradient", "UserDefaults", "FloatingPointFormatStyle", "IntegerFormatStyle",
        "Task", "MainActor", "DispatchQueue", "RunLoop", "Timer", "Duration",
        // Foundation's types whose static members app code reads (`Bundle.main`, `UnitLength.meters`, `UTF8.self`)
        "Data", "Bundle", "URLSession", "UTF8", "TimeZone", "NSNumber", "UIScreen",
        "UnitLength", "UnitTemperature", "UnitMass", "UnitVolume", "UnitDuration", "UnitSpeed", "UnitEnergy",
    ]

    /// The environment values `@Environment(\.key)` reads, with their defaults.
    static var environmentDefaults: [String: Value] {
        [
        "colorScheme": .member("light"), "dismiss": .opaque("dismiss"), "horizontalSizeClass": .member("compact"),
        "verticalSizeClass": .member("regular"), "isEnabled": .bool(true), "presentationMode": .opaque("presentationMode"),
        "openURL": .opaque("openURL"), "scenePhase": .member("active"), "dynamicTypeSize": .member("large"),
        // The package's defaults, as values whose identifiers read (SwiftValueMembers).
        "locale": .swiftValue(Locale(identifier: "en_US")), "calendar": .swiftValue(Calendar(identifier: .gregorian)),
        "timeZone": .swiftValue(TimeZone(identifier: "UTC") ?? .current),
        "isSearching": .bool(false), "editMode": .null, "font": .null, "layoutDirection": .member("leftToRight"),
        "displayScale": .double(1), "isPresented": .bool(false), "modelContext": .opaque("modelContext"),
        // False outside a running app, as compiled code reads it; a live
        // view reads the runtime's value (``Evaluator/liveView(of:)``).
        "isFocused": .bool(false),
        // The other values of the package's EnvironmentValues, with its defaults (the horizontal size
        // class above is its `.compact`, a phone's upright).
        "tint": .null, "accentColor": .null, "foregroundColor": .null, "lineLimit": .null,
        "multilineTextAlignment": .member("leading"), "truncationMode": .member("tail"), "lineSpacing": .double(0),
        "textCase": .null, "imageScale": .member("medium"), "keyboardType": .member("default"), "textContentType": .null,
        "autocapitalization": .member("sentences"), "textInputAutocapitalization": .null,
        ]
    }

    /// The name of a standard value's type, for `extension String { … }` members.
    static func typeName(of value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string, .literal: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .date: "Date"
        case .uuid: "UUID"
        case .url: "URL"
        case .color: "Color"
        case .font: "Font"
        case .view: "View"
        case .swiftValue(is AppBundle): "Bundle"
        case .swiftValue(is Data): "Data"
        default: nil
        }
    }

    // MARK: Initialisers

    /// `Name(arguments)` for a standard type, or nil when `name` is not one.
    static func construct(_ name: String, _ arguments: [ArgumentValue], evaluator: Evaluator, at location: SourceLocation) throws -> Value? {
        let first = arguments.first?.value
        let label = arguments.first?.label
        if let made = try DataValue.construct(name, arguments, at: location) { return made }
        switch name {
        case "Task":
            return try evaluator.makeTask(arguments, at: location)
        case "PassthroughSubject", "CurrentValueSubject", "Just", "Empty", "AnyCancellable":
            return try evaluator.makePublisher(name, arguments, at: location)
        case "NSNumber":
            // `NSNumber(value: 3.5)`, what a NumberFormatter's `string(from:)` takes.
            switch first {
            case .int(let number)? where label == "value": return .swiftValue(NSNumber(value: number))
            case .double(let number)? where label == "value": return .swiftValue(NSNumber(value: number))
            case .bool(let flag)? where label == "value": return .swiftValue(NSNumber(value: flag))
            default: throw Diagnostic(location: location, message: "expected NSNumber(value:) with a number, found \(first?.kindDescription ?? "none")")
            }
        case "TimeZone" where label == "identifier":
            return TimeZone(identifier: try Convert.string(first ?? .null, at: location)).map { .swiftValue($0) } ?? .null
        case "TimeZone" where label == "secondsFromGMT":
            guard case .int(let seconds)? = first else { return nil }
            return TimeZone(secondsFromGMT: seconds).map { .swiftValue($0) } ?? .null
        case "UserDefaults":
            // `UserDefaults(suiteName:)`: the same defaults as `.standard`, as one app sees them.
            return .swiftValue(StoredDefaults(store: evaluator.storage))
        case "String":
            if label == "format", let format = first?.text {
                return .string(try StringFormat.format(format, arguments.dropFirst().map(\.value), at: location))
            }
            if label == "repeating", let text = first?.text, arguments.count == 2, case .int(let count) = arguments[1].value {
                guard count >= 0, count <= 1_000_000 else { throw Diagnostic(location: location, message: "expected a count from 0 to 1000000, found \(count)") }
                return .string(String(repeating: text, count: count))
            }
            if case .array(let characters)? = first { return .string(characters.compactMap(\.text).joined()) }
            return .string(first?.described ?? "")
        case "Int":
            switch first {
            case .int(let number)?: return .int(number)
            case .double(let number)?:
                guard number.isFinite, abs(number) < 9.2e18 else { throw Diagnostic(location: location, message: "\(number) does not fit in an Int") }
                return .int(Int(number))
            case .bool(let flag)?: return .int(flag ? 1 : 0)
            case let value? where value.isStringLike: return Int(value.text ?? "").map(Value.int) ?? .null
            default: return nil
            }
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch first {
            case .int(let number)?: return .double(Double(number))
            case .double(let number)?: return .double(number)
            case let value? where value.isStringLike: return Double(value.text ?? "").map(Value.double) ?? .null
            case nil: return .double(0)
            default: return nil
            }
        case "Bool":
            if let text = first?.text, first?.isStringLike == true { return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .null }
            return first
        case "Dictionary" where label == "grouping" && arguments.count == 2 && arguments[1].label == "by":
            // Groups in the order their first element comes (Swift's order is unspecified).
            var groups: [(key: Value, value: Value)] = []
            for element in try Self.elements(of: arguments[0].value, at: location) {
                let key = try call(arguments[1].value, [element], evaluator: evaluator, at: location).bound
                if let index = groups.firstIndex(where: { Operators.equal($0.key, key) }), case .array(let members) = groups[index].value {
                    groups[index].value = .array(members + [element])
                } else {
                    groups.append((key, .array([element])))
                }
            }
            return .dictionary(groups)
        case "Dictionary" where label == "uniqueKeysWithValues" && arguments.count == 1:
            var pairs: [(key: Value, value: Value)] = []
            for element in try Self.elements(of: arguments[0].value, at: location) {
                guard case .tuple(let parts) = element.bound, parts.count == 2 else {
                    throw Diagnostic(location: location, message: "expected (key, value) pairs for Dictionary(uniqueKeysWithValues:), found \(element.kindDescription)")
                }
                guard !pairs.contains(where: { Operators.equal($0.key, parts[0].value) }) else {
                    throw Diagnostic(location: location, message: "expected unique keys for Dictionary(uniqueKeysWithValues:), found \(parts[0].value.described) twice")
                }
                pairs.append((parts[0].value, parts[1].value))
            }
            return .dictionary(pairs)
        case "Array", "Set":
            if label == "repeating", arguments.count == 2, let element = first, case .int(let count) = arguments[1].value {
                guard count >= 0, count <= ViewTable.forEachLimit else { throw Diagnostic(location: location, message: "expected a count from 0 to \(ViewTable.forEachLimit), found \(count)") }
                return .array(Array(repeating: element, count: count))
            }
            guard let first else { return .array([]) }
            let elements = try Self.elements(of: first, at: location)
            return .array(name == "Set" ? unique(elements) : elements)
        case "Date":
            switch label {
            case nil: return .date(DrawingClock.now)
            case "timeIntervalSince1970": return .date(Date(timeIntervalSince1970: try Convert.double(first ?? .int(0), at: location)))
            case "timeIntervalSinceNow": return .date(DrawingClock.now.addingTimeInterval(try Convert.double(first ?? .int(0), at: location)))
            default: return nil
            }
        case "URL":
            // `URL(string:)` is optional: nil for text that is no URL (unwrap it with `!` or `??`).
            // `URL(fileURLWithPath:)`: a file's URL.
            if label == "fileURLWithPath", let text = first?.text { return .url(URL(fileURLWithPath: text)) }
            guard label == "string", let text = first?.text else { return nil }
            return URL(string: text).map(Value.url) ?? .null
        case "UUID":
            if label == "uuidString" { return first?.text.flatMap(UUID.init(uuidString:)).map(Value.uuid) ?? .null }
            return .uuid(UUID())
        case "State", "FocusState", "GestureState":
            guard let first else { return .binding(Cell(.null)) }
            return .binding(Cell(first))
        case "Binding":
            if label == "get", let getter = first {
                return .binding(Cell(try call(getter, [], evaluator: evaluator, at: location)))
            }
            if case .binding? = first { return first }
            return nil
        case "LocalizedStringKey":
            return first
        case "Character":
            return first.map { .string($0.text ?? "") }
        case "IndexSet":
            // The offsets `onDelete` and `move(fromOffsets:toOffset:)` take, held as a sorted array of integers.
            if label == "integer", case .int(let offset)? = first { return .array([.int(offset)]) }
            guard let first else { return .array([]) }
            let offsets = try Self.elements(of: first, at: location)
            return .array(unique(offsets).sorted { (Operators.number($0) ?? 0) < (Operators.number($1) ?? 0) })
        default:
            return nil
        }
    }

    private static func unique(_ elements: [Value]) -> [Value] {
        var seen: [Value] = []
        for element in elements where !seen.contains(where: { Operators.equal($0, element) }) {
            seen.append(element)
        }
        return seen
    }

    // MARK: Global functions

    /// The names of the global functions, for suggestions.
    static let globalFunctionNames = ["print", "debugPrint", "min", "max", "abs", "round", "floor", "ceil", "sqrt", "pow", "withAnimation", "zip", "stride", "NSLocalizedString", "Task", "assert", "fatalError"]

    /// A global function by name: `min`, `max`, `withAnimation`…, or an operator passed as a function.
    static func globalFunction(_ name: String, evaluator: Evaluator) -> Function? {
        switch name {
        case "print", "debugPrint", "assert", "precondition", "Task", "assertionFailure":
            return Function(name: name) { _, _ in .void }
        case "fatalError":
            // The program stops there: an error of the reading with the message, as Swift prints it.
            return Function(name: name) { arguments, location in
                let message = arguments.first?.value.text ?? ""
                throw Diagnostic(location: location, message: message.isEmpty ? "Fatal error" : "Fatal error: \(message)")
            }
        case "min", "max":
            return Function(name: name) { arguments, location in
                let values = arguments.count == 1 ? try elements(of: arguments[0].value, at: location) : arguments.map(\.value)
                guard var best = values.first else { throw Diagnostic(location: location, message: "\(name) needs values") }
                for value in values.dropFirst() {
                    let smaller = try Convert.bool(try Operators.binary("<", value, best, at: location), at: location)
                    if smaller == (name == "min") { best = value }
                }
                return best
            }
        case "abs":
            return Function(name: name) { arguments, location in
                switch arguments.first?.value {
                case .int(let number)?:
                    guard number != Int.min else { throw Diagnostic(location: location, message: "integer overflow in 'abs'") }
                    return .int(abs(number))
                case .double(let number)?: return .double(abs(number))
                default: throw Diagnostic(location: location, message: "abs needs a number")
                }
            }
        case "round", "floor", "ceil", "sqrt":
            return Function(name: name) { arguments, location in
                let number = try Convert.double(arguments.first?.value ?? .null, at: location)
                switch name {
                case "round": return .double(number.rounded())
                case "floor": return .double(number.rounded(.down))
                case "ceil": return .double(number.rounded(.up))
                default: return .double(number.squareRoot())
                }
            }
        case "pow":
            return Function(name: name) { arguments, location in
                guard arguments.count == 2 else { throw Diagnostic(location: location, message: "pow needs two numbers") }
                return .double(Foundation.pow(try Convert.double(arguments[0].value, at: location), try Convert.double(arguments[1].value, at: location)))
            }
        case "withAnimation":
            return Function(name: name) { arguments, location in
                guard let body = arguments.last?.value else { return .void }
                return try call(body, [], evaluator: evaluator, at: location)
            }
        case "zip":
            return Function(name: name) { arguments, location in
                guard arguments.count == 2 else { throw Diagnostic(location: location, message: "zip needs two sequences") }
                let first = try elements(of: arguments[0].value, at: location), second = try elements(of: arguments[1].value, at: location)
                return .array(zip(first, second).map { .tuple([(nil, $0), (nil, $1)]) })
            }
        case "stride":
            return Function(name: name) { arguments, location in
                guard arguments.count == 3, case .int(let start) = arguments[0].value, case .int(let end) = arguments[1].value,
                      case .int(let step) = arguments[2].value, step != 0 else {
                    throw Diagnostic(location: location, message: "stride needs integers from:, to: or through:, and a step by: other than 0")
                }
                let values = arguments[1].label == "through" ? Array(stride(from: start, through: end, by: step).prefix(ViewTable.forEachLimit + 1)) : Array(stride(from: start, to: end, by: step).prefix(ViewTable.forEachLimit + 1))
                return .array(values.map(Value.int))
            }
        case "NSLocalizedString":
            return Function(name: name) { arguments, _ in arguments.first?.value.bound ?? .string("") }
        case "+", "-", "*", "/", "<", ">", "==", "!=", "<=", ">=", "&&", "||":
            return Function(name: name) { arguments, location in
                guard arguments.count == 2 else { throw Diagnostic(location: location, message: "'\(name)' needs two values") }
                return try Operators.binary(name, arguments[0].value, arguments[1].value, at: location)
            }
        default:
            return nil
        }
    }

    /// Calls a function value (a closure, a function, a key path) with values.
    static func call(_ function: Value, _ arguments: [Value], evaluator: Evaluator, at location: SourceLocation) throws -> Value {
        switch function {
        case .closure(let closure, let scope):
            return try evaluator.callClosure(closure, scope, arguments.map { (nil, $0) }, at: location)
        case .function(let function):
            return try function.call(arguments.map { (nil, $0) }, location)
        case .keyPath(let path):
            guard var value = arguments.first else { return .null }
            for name in path where name != "self" {
                value = try evaluator.member(of: value, name, at: location) ?? .null
            }
            return value
        default:
            throw Diagnostic(location: location, message: "expected a closure, found \(function.kindDescription)")
        }
    }

    // MARK: Static members

    /// `Type.name` for a standard type.
    static func staticMember(of typeName: String, _ name: String, at location: SourceLocation) throws -> Value {
        switch typeName {
        case "Color":
            if let color = Convert.colorNames[name] { return .color(color) }
        case "Font":
            if let font = Convert.fontNames[name] { return .font(font) }
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(.pi)
            case "zero": return .double(0)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            default: break
            }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: break
            }
        case "Date":
            if name == "now" { return .date(DrawingClock.now) }
            if name == "distantPast" { return .date(.distantPast) }
            if name == "distantFuture" { return .date(.distantFuture) }
        case "String":
            if name == "empty" { return .string("") }
        case "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Edge.Set", "Animation":
            return .member(name)
        case "Locale":
            if name == "current" { return .swiftValue(Locale.current) }
        case "Calendar":
            if name == "current" { return .opaque("\(typeName).current") }
        case "URLSession":
            if name == "shared" { return .swiftValue(NetworkSession()) }
        case "TimeZone":
            if name == "current" { return .swiftValue(TimeZone.current) }
            if name == "gmt" { return TimeZone(identifier: "GMT").map { .swiftValue($0) } ?? .null }
        case "Data", "UTF8", "NSNumber":
            break
        case let dimension where MeasurementValue.dimensions[dimension] != nil:
            if let unit = MeasurementValue.unit(named: name, of: dimension) { return .swiftValue(unit) }
        default:
            break
        }
        throw Diagnostic(location: location, message: "unknown member '\(typeName).\(name)'")
    }

    // MARK: Members

    /// `value.name` for a standard value.
    static func member(of value: Value, _ name: String, evaluator: Evaluator, at location: SourceLocation) throws -> Value {
        switch value {
        case .string, .literal:
            let text = value.text ?? ""
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "capitalized": return .string(text.capitalized)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            case "description": return .string(text)
            case "localizedCapitalized": return .string(text.capitalized)
            case "uppercased", "lowercased": break
            case "utf8": return .array(text.utf8.map { .int(Int($0)) }) // `Data(text.utf8)`, `text.utf8.count`
            default:
                // A Character's tests (a Character is held as a one-character String).
                if let character = text.first, text.count == 1, let found = characterMember(character, name) { return found }
            }
        case .int(let number):
            switch name {
            case "description": return .string(String(number))
            case "isZero": return .bool(number == 0)
            default: break
            }
        case .double(let number):
            switch name {
            case "description": return .string(String(number))
            case "isNaN": return .bool(number.isNaN)
            case "isFinite": return .bool(number.isFinite)
            case "isZero": return .bool(number == 0)
            default: break
            }
        case .bool(let flag):
            if name == "description" { return .string(String(flag)) }
        case .array(let elements):
            switch name {
            case "count": return .int(elements.count)
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .null
            case "last": return elements.last ?? .null
            case "indices": return .range(elements.indices)
            case "startIndex": return .int(0)
            case "endIndex": return .int(elements.count)
            case "description": return .string(value.described)
            default: break
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            case "first": return pairs.first.map { .tuple([("key", $0.key), ("value", $0.value)]) } ?? .null
            default: break
            }
        case .range(let range):
            switch name {
            case "count": return .int(range.count)
            case "isEmpty": return .bool(range.isEmpty)
            case "lowerBound": return .int(range.lowerBound)
            case "upperBound": return .int(range.upperBound)
            case "first": return range.first.map(Value.int) ?? .null
            case "last": return range.last.map(Value.int) ?? .null
            default: break
            }
        case .closedRange(let range):
            switch name {
            case "count": return .int(range.count)
            case "isEmpty": return .bool(range.isEmpty)
            case "lowerBound", "first": return .int(range.lowerBound)
            case "upperBound", "last": return .int(range.upperBound)
            default: break
            }
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
        case .date(let date):
            switch name {
            case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
            case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
            case "timeIntervalSinceNow": return .double(date.timeIntervalSince(DrawingClock.now))
            case "description": return .string(date.description)
            default: break
            }
        case .uuid(let uuid):
            if name == "uuidString" || name == "description" { return .string(uuid.uuidString) }
        case .swiftValue(let held):
            if let found = Evaluator.concurrencyMember(of: held, name) { return found }
            if let found = try SwiftValueMembers.member(of: held, name, at: location) { return found }
        case .null:
            throw Diagnostic(location: location, message: "found nil reading '.\(name)': write '?.\(name)' or unwrap the value")
        default:
            break
        }
        throw Diagnostic(location: location, message: "value of type \(typeName(of: value) ?? value.kindDescription) has no member '\(name)' the reader knows\(Suggestion.hint(for: name, in: knownMembers(of: value)))")
    }

    /// A Character's property `name`: `isLetter`, `isNumber`, `wholeNumberValue`…; nil for another.
    private static func characterMember(_ character: Character, _ name: String) -> Value? {
        switch name {
        case "isLetter": .bool(character.isLetter)
        case "isNumber": .bool(character.isNumber)
        case "isWholeNumber": .bool(character.isWholeNumber)
        case "isUppercase": .bool(character.isUppercase)
        case "isLowercase": .bool(character.isLowercase)
        case "isWhitespace": .bool(character.isWhitespace)
        case "isNewline": .bool(character.isNewline)
        case "isPunctuation": .bool(character.isPunctuation)
        case "isSymbol": .bool(character.isSymbol)
        case "isASCII": .bool(character.isASCII)
        case "isHexDigit": .bool(character.isHexDigit)
        case "isCased": .bool(character.isCased)
        case "wholeNumberValue": character.wholeNumberValue.map(Value.int) ?? .null
        case "hexDigitValue": character.hexDigitValue.map(Value.int) ?? .null
        case "asciiValue": character.asciiValue.map { .int(Int($0)) } ?? .null
        default: nil
        }
    }

    /// The members and methods the reader knows on a value, for suggestions.
    static func knownMembers(of value: Value) -> [String] {
        switch value {
        case .string, .literal:
            ["count", "isEmpty", "capitalized", "first", "last", "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains",
             "prefix", "suffix", "dropFirst", "dropLast", "trimmingCharacters", "replacingOccurrences", "components", "split", "reversed"]
        case .array:
            ["count", "isEmpty", "first", "last", "indices", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "reversed", "contains",
             "first", "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "joined", "min", "max", "enumerated", "allSatisfy", "forEach"]
        case .dictionary: ["count", "isEmpty", "keys", "values", "sorted", "map", "filter", "mapValues"]
        case .int, .double: ["description", "formatted", "rounded", "isMultiple"]
        case .swiftValue(let held): SwiftValueMembers.knownMembers(of: held)
        default: []
        }
    }

    /// The elements of a sequence value: an array's, a range's numbers, a dictionary's
    /// (key, value) pairs, a string's characters.
    static func elements(of value: Value, at location: SourceLocation) throws -> [Value] {
        switch value {
        case .array(let elements): return elements
        case .range(let range):
            guard range.count <= ViewTable.forEachLimit else {
                throw Diagnostic(location: location, message: "a sequence of more than \(ViewTable.forEachLimit) elements")
            }
            return range.map(Value.int)
        case .closedRange(let range):
            guard range.count <= ViewTable.forEachLimit else {
                throw Diagnostic(location: location, message: "a sequence of more than \(ViewTable.forEachLimit) elements")
            }
            return range.map(Value.int)
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string, .literal: return (value.text ?? "").map { .string(String($0)) }
        case .null: return []
        case .binding(let cell): return try elements(of: cell.value, at: location)
        default: throw Diagnostic(location: location, message: "expected a sequence (an array, a range or a dictionary), found \(value.kindDescription)")
        }
    }

    // MARK: Methods

    /// `value.name(arguments)` for a standard value.
    static func method(of value: Value, _ name: String, _ syntax: [Argument], evaluator: Evaluator, at location: SourceLocation, values: [ArgumentValue]? = nil) throws -> Value {
        let arguments = try values ?? evaluator.argumentValues(syntax)
        if case .swiftValue(let held) = value {
            if let result = Evaluator.concurrencyMember(of: held, name) { return result }
            if let result = try evaluator.combineMethod(held, name, arguments, at: location) { return result }
            if let result = try JSONCoding.method(of: held, name, arguments, evaluator: evaluator, at: location) { return result }
            if let result = try SwiftValueMembers.method(of: held, name, arguments, at: location) { return result }
        }
        if let result = try dateStyleMethod(value, name, arguments, at: location) { return result }
        if case .type("Gradient") = value, name == "Stop" { return .memberCall(name, arguments) } // `Gradient.Stop(color:location:)`
        if case .type(let typeName) = value, let style = try formatStyle(typeName, name, arguments, at: location) { return style }
        func argument(_ index: Int = 0) throws -> Value {
            guard arguments.indices.contains(index) else { throw Diagnostic(location: location, message: ".\(name)(…) needs an argument") }
            return arguments[index].value
        }
        func function(_ index: Int = 0) throws -> (Value) throws -> Value {
            let callee = try argument(index)
            return { try call(callee, [$0], evaluator: evaluator, at: location) }
        }
        func predicate(_ index: Int = 0) throws -> (Value) throws -> Bool {
            let test = try function(index)
            return { try Convert.bool(try test($0), at: location) }
        }
        func count(_ index: Int = 0) throws -> Int {
            guard case .int(let number) = try argument(index), number >= 0 else {
                throw Diagnostic(location: location, message: ".\(name)(…) needs a count of 0 or more")
            }
            return number
        }
        switch value {
        case .member, .memberCall, .swiftValue(is Animation), .swiftValue(is AnyTransition), .swiftValue(is FloatingPointFormatStyle<Double>):
            // `.move(edge: .bottom).combined(with: .opacity)`, `.easeIn.delay(1)`: the method says the type.
            if let result = try Convert.implicitMemberMethod(value, name, arguments, at: location) { return result }
            if let result = try numberStyleMethod(value, name, arguments, at: location) { return result }
        case .binding, .constantBinding:
            // `$flag.animation()`: the same binding, its changes drawn at once.
            if name == "animation" || name == "transaction" { return value }
        default:
            break
        }
        if case .null = value {
            if name == "map" || name == "flatMap" { return .null }
            throw Diagnostic(location: location, message: "found nil calling '.\(name)(…)': write '?.\(name)(…)' or unwrap the value")
        }
        switch value {
        case .type(let typeName):
            if let result = try evaluator.concurrencyStaticMethod(typeName, name, arguments, at: location) { return result }
            if let result = try staticMethod(of: typeName, name, arguments, syntax: syntax, evaluator: evaluator, at: location) { return result }
        case .opaque("Calendar.current"):
            if let result = try CalendarMembers.method(name, arguments, at: location) { return result }
        case .string, .literal:
            let text = value.text ?? ""
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "hasPrefix": return .bool(text.hasPrefix(try argument().text ?? ""))
            case "hasSuffix": return .bool(text.hasSuffix(try argument().text ?? ""))
            case "contains":
                if case .closure = try argument() { return .bool(try text.contains { try predicate()(.string(String($0))) }) }
                return .bool(text.contains(try argument().text ?? ""))
            case "localizedCaseInsensitiveContains", "localizedStandardContains":
                return .bool(text.localizedCaseInsensitiveContains(try argument().text ?? ""))
            case "prefix": return .string(String(text.prefix(try count())))
            case "suffix": return .string(String(text.suffix(try count())))
            case "dropFirst": return .string(String(text.dropFirst(arguments.isEmpty ? 1 : try count())))
            case "dropLast": return .string(String(text.dropLast(arguments.isEmpty ? 1 : try count())))
            case "trimmingCharacters":
                let set: CharacterSet = if case .member("whitespaces") = try argument() { .whitespaces } else { .whitespacesAndNewlines }
                return .string(text.trimmingCharacters(in: set))
            case "replacingOccurrences":
                guard arguments.count == 2 else { throw Diagnostic(location: location, message: ".replacingOccurrences needs 'of:' and 'with:'") }
                return .string(text.replacingOccurrences(of: try argument(0).text ?? "", with: try argument(1).text ?? ""))
            case "components": return .array(text.components(separatedBy: try argument().text ?? "").map(Value.string))
            case "split": return .array(text.split(separator: Character(try argument().text?.first.map(String.init) ?? " ")).map { .string(String($0)) })
            case "reversed": return .string(String(text.reversed()))
            default:
                guard sequenceMethods.contains(name) else { break }
                return try sequenceMethod(try elements(of: value, at: location), name, arguments, function: function, predicate: predicate, count: count, evaluator: evaluator, at: location)
            }
        case .int(let number):
            switch name {
            case "isMultiple":
                guard case .int(let divisor) = try argument() else { break }
                return .bool(divisor == 0 ? number == 0 : number.isMultiple(of: divisor))
            case "formatted":
                return .string(try format(value, style: arguments.first?.value ?? .member("number"), at: location))
            case "advanced": if case .int(let step) = try argument() { return try Operators.binary("+", value, .int(step), at: location) }
            case "signum": return .int(number.signum())
            default: break
            }
        case .double(let number):
            switch name {
            case "rounded": return .double(number.rounded())
            case "formatted": return .string(try format(value, style: arguments.first?.value ?? .member("number"), at: location))
            default: break
            }
        case .bool(let flag):
            if name == "toggled" { return .bool(!flag) }
        case .array(let elements):
            return try sequenceMethod(elements, name, arguments, function: function, predicate: predicate, count: count, evaluator: evaluator, at: location)
        case .range, .closedRange:
            return try sequenceMethod(try self.elements(of: value, at: location), name, arguments, function: function, predicate: predicate, count: count, evaluator: evaluator, at: location)
        case .dictionary(let pairs):
            switch name {
            case "mapValues": return .dictionary(try pairs.map { ($0.key, try function()($0.value)) })
            case "filter":
                return .dictionary(try pairs.filter { try predicate()(.tuple([("key", $0.key), ("value", $0.value)])) })
            default:
                return try sequenceMethod(try self.elements(of: value, at: location), name, arguments, function: function, predicate: predicate, count: count, evaluator: evaluator, at: location)
            }
        case .member where name == "opacity":
            // `.black.opacity(0.2)`, an implicit member chain of Color (Color's own opacity(_:)).
            if let color = try? Convert.color(value, at: location) { return .color(color.opacity(try Convert.double(try argument(), at: location))) }
        case .date(let date):
            switch name {
            case "formatted" where arguments.contains { $0.label == "date" || $0.label == "time" }:
                // `date.formatted(date: .abbreviated, time: .shortened)`, as Foundation formats it.
                let dateStyle = try dateStyle(arguments.first { $0.label == "date" }?.value, at: location)
                let timeStyle = try timeStyle(arguments.first { $0.label == "time" }?.value, at: location)
                return .string(date.formatted(date: dateStyle, time: timeStyle))
            case "formatted": return .string(try format(value, style: arguments.first?.value ?? .member("dateTime"), at: location))
            case "addingTimeInterval": return .date(date.addingTimeInterval(try Convert.double(try argument(), at: location)))
            case "timeIntervalSince":
                guard case .date(let other) = try argument() else { break }
                return .double(date.timeIntervalSince(other))
            default: break
            }
        default:
            break
        }
        if name == "map" || name == "flatMap", arguments.count == 1, isFunction(arguments.first?.value) {
            // `optional.map { … }` of a value that is not nil (a sequence's `map` is met above).
            return try function()(value)
        }
        throw Diagnostic(location: location, message: "value of type \(typeName(of: value) ?? value.kindDescription) has no method '\(name)' the reader knows\(Suggestion.hint(for: name, in: knownMembers(of: value)))")
    }

    /// The methods of arrays, ranges and dictionaries (as sequences of pairs).
    private static func sequenceMethod(_ elements: [Value], _ name: String, _ arguments: [ArgumentValue],
                                       function: (Int) throws -> (Value) throws -> Value, predicate: (Int) throws -> (Value) throws -> Bool,
                                       count: (Int) throws -> Int, evaluator: Evaluator, at location: SourceLocation) throws -> Value {
        func less(_ a: Value, _ b: Value) throws -> Bool {
            try Convert.bool(try Operators.binary("<", a, b, at: location), at: location)
        }
        switch name {
        case "map": return .array(try elements.map(try function(0)))
        case "compactMap": return .array(try elements.map(try function(0)).filter { if case .null = $0 { false } else { true } })
        case "flatMap": return .array(try elements.flatMap { try Self.elements(of: try function(0)($0), at: location) })
        case "filter": return .array(try elements.filter(try predicate(0)))
        case "forEach":
            let body = try function(0)
            for element in elements { _ = try body(element) }
            return .void
        case "reduce" where arguments.first?.label == "into" && arguments.count == 2:
            // `reduce(into: [:]) { $0[key] += 1 }`: the closure's first parameter is the result, changed in place.
            var result = arguments[0].value
            for element in elements {
                result = try evaluator.callClosure(arguments[1].value, changing: result, with: element, at: location)
            }
            return result
        case "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint":
            // A Set's algebra, on the elements in the receiver's order (a Set's own order is unspecified).
            guard let otherValue = arguments.first?.value else { break }
            let other = try Self.elements(of: otherValue, at: location)
            func isIn(_ values: [Value]) -> (Value) -> Bool { { value in values.contains { Operators.equal($0, value) } } }
            switch name {
            case "union": return .array(unique(elements + other))
            case "intersection": return .array(unique(elements.filter(isIn(other))))
            case "subtracting": return .array(unique(elements.filter { !isIn(other)($0) }))
            case "symmetricDifference": return .array(unique(elements.filter { !isIn(other)($0) } + other.filter { !isIn(elements)($0) }))
            case "isSubset": return .bool(elements.allSatisfy(isIn(other)))
            case "isSuperset": return .bool(other.allSatisfy(isIn(elements)))
            default: return .bool(!elements.contains(where: isIn(other)))
            }
        case "reduce":
            guard arguments.count == 2 else { throw Diagnostic(location: location, message: ".reduce needs an initial value and a closure") }
            var result = arguments[0].value
            for element in elements {
                result = try call(arguments[1].value, [result, element], evaluator: evaluator, at: location)
            }
            return result
        case "sorted":
            if arguments.isEmpty { return .array(try sortedValues(elements, by: less)) }
            let order = arguments[0].value
            return .array(try sortedValues(elements) { try Convert.bool(try call(order, [$0, $1], evaluator: evaluator, at: location), at: location) })
        case "reversed": return .array(elements.reversed())
        case "contains":
            if arguments.first?.label == "where" || isFunction(arguments.first?.value) { return .bool(try elements.contains(where: try predicate(0))) }
            guard let needle = arguments.first?.value else { break }
            return .bool(elements.contains { Operators.equal($0, needle) })
        case "allSatisfy": return .bool(try elements.allSatisfy(try predicate(0)))
        case "first":
            guard !arguments.isEmpty else { return elements.first ?? .null }
            return try elements.first(where: try predicate(0)) ?? .null
        case "last":
            guard !arguments.isEmpty else { return elements.last ?? .null }
            return try elements.last(where: try predicate(0)) ?? .null
        case "firstIndex", "lastIndex":
            let matches: (Value) throws -> Bool
            if arguments.first?.label == "where" || isFunction(arguments.first?.value) { matches = try predicate(0) } else {
                guard let needle = arguments.first?.value else { break }
                matches = { Operators.equal($0, needle) }
            }
            let index = name == "firstIndex" ? try elements.firstIndex(where: matches) : try elements.lastIndex(where: matches)
            return index.map(Value.int) ?? .null
        case "prefix": return .array(Array(elements.prefix(try count(0))))
        case "suffix": return .array(Array(elements.suffix(try count(0))))
        case "dropFirst": return .array(Array(elements.dropFirst(arguments.isEmpty ? 1 : try count(0))))
        case "dropLast": return .array(Array(elements.dropLast(arguments.isEmpty ? 1 : try count(0))))
        case "joined":
            let separator = arguments.first?.value.text ?? ""
            return .string(elements.map(\.described).joined(separator: separator))
        case "min", "max":
            guard var best = elements.first else { return .null }
            let order: (Value, Value) throws -> Bool = arguments.isEmpty ? less : { try Convert.bool(try call(arguments[0].value, [$0, $1], evaluator: evaluator, at: location), at: location) }
            for element in elements.dropFirst() where try (name == "min" ? order(element, best) : order(best, element)) {
                best = element
            }
            return best
        case "enumerated":
            return .array(elements.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "count":
            return .int(try elements.filter(try predicate(0)).count)
        case "randomElement":
            return elements.first ?? .null
        case "shuffled":
            return .array(elements)
        default:
            break
        }
        throw Diagnostic(location: location, message: "value of type Array has no method '\(name)' the reader knows\(Suggestion.hint(for: name, in: knownMembers(of: .array([]))))")
    }

    /// The methods arrays, ranges, dictionaries and strings share as sequences.
    static let sequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "reversed", "contains", "allSatisfy", "first", "last",
        "firstIndex", "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "joined", "min", "max", "enumerated", "count",
        "randomElement", "shuffled",
    ]

    private static func isFunction(_ value: Value?) -> Bool {
        switch value {
        case .closure?, .function?, .keyPath?: true
        default: false
        }
    }

    /// A stable sort (merge sort, so that a throwing comparison stops it cleanly).
    private static func sortedValues(_ values: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        guard values.count > 1 else { return values }
        var result = values
        var width = 1
        var buffer = result
        while width < result.count {
            var start = 0
            while start < result.count {
                let middle = min(start + width, result.count), end = min(start + 2 * width, result.count)
                var left = start, right = middle, output = start
                while left < middle, right < end {
                    if try less(result[right], result[left]) {
                        buffer[output] = result[right]
                        right += 1
                    } else {
                        buffer[output] = result[left]
                        left += 1
                    }
                    output += 1
                }
                while left < middle { buffer[output] = result[left]; left += 1; output += 1 }
                while right < end { buffer[output] = result[right]; right += 1; output += 1 }
                start += 2 * width
            }
            swap(&result, &buffer)
            width *= 2
        }
        return result
    }

    /// The methods that change their receiver: the chain's target is assigned the new value.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort", "reverse", "shuffle", "move", "swapAt",
        "removeValue", "updateValue", "formUnion", "formIntersection", "subtract",
    ]

    /// `value.name(arguments)` for a method that changes `value`: the new value, and the call's result.
    static func mutate(_ value: Value, _ name: String, _ arguments: [ArgumentValue], evaluator: Evaluator, at location: SourceLocation) throws -> (Value, Value) {
        switch (value, name) {
        case (.bool(let flag), "toggle"): return (.bool(!flag), .void)
        case (.swiftValue(let held), _): return (try SwiftValueMembers.mutate(held, name, arguments, at: location), .void)
        case (.array(var elements), _):
            switch name {
            case "append":
                if arguments.first?.label == "contentsOf" { elements += try Self.elements(of: arguments[0].value, at: location) } else if let element = arguments.first?.value { elements.append(element) }
                return (.array(elements), .void)
            case "insert" where arguments.count == 1:
                // A Set's `insert(_:)`: `(inserted, memberAfterInsert)`.
                let element = arguments[0].value
                if let present = elements.first(where: { Operators.equal($0, element) }) {
                    return (.array(elements), .tuple([("inserted", .bool(false)), ("memberAfterInsert", present)]))
                }
                return (.array(elements + [element]), .tuple([("inserted", .bool(true)), ("memberAfterInsert", element)]))
            case "remove" where arguments.count == 1 && arguments[0].label == nil:
                // A Set's `remove(_:)`: the element removed, or nil.
                guard let index = elements.firstIndex(where: { Operators.equal($0, arguments[0].value) }) else { return (.array(elements), .null) }
                let removed = elements.remove(at: index)
                return (.array(elements), removed)
            case "formUnion", "formIntersection", "subtract":
                guard let other = arguments.first?.value else { break }
                let method = ["formUnion": "union", "formIntersection": "intersection", "subtract": "subtracting"][name] ?? name
                return (try self.method(of: .array(elements), method, [], evaluator: evaluator, at: location, values: [(nil, other)]), .void)
            case "swapAt":
                guard arguments.count == 2, case .int(let i) = arguments[0].value, case .int(let j) = arguments[1].value,
                      elements.indices.contains(i), elements.indices.contains(j) else {
                    throw Diagnostic(location: location, message: "index out of range in .swapAt(_:_:)")
                }
                elements.swapAt(i, j)
                return (.array(elements), .void)
            case "insert":
                guard arguments.count == 2, case .int(let index) = arguments[1].value, (0...elements.count).contains(index) else { break }
                elements.insert(arguments[0].value, at: index)
                return (.array(elements), .void)
            case "remove" where arguments.first?.label == "atOffsets":
                // `items.remove(atOffsets: offsets)`, as SwiftUI's extension for onDelete(perform:).
                guard case .array(let offsets)? = arguments.first?.value else { break }
                let indices = Set(offsets.compactMap { if case .int(let n) = $0 { n } else { nil } })
                for offset in indices.sorted(by: >) where elements.indices.contains(offset) {
                    elements.remove(at: offset)
                }
                return (.array(elements), .void)
            case "move" where arguments.count == 2 && arguments[0].label == "fromOffsets":
                // `items.move(fromOffsets: source, toOffset: destination)`, as SwiftUI's extension for onMove(perform:).
                guard case .array(let offsets) = arguments[0].value, case .int(let destination) = arguments[1].value,
                      (0...elements.count).contains(destination) else { break }
                let indices = Set(offsets.compactMap { if case .int(let n) = $0, elements.indices.contains(n) { n } else { nil } }).sorted()
                let moved = indices.map { elements[$0] }
                let before = indices.filter { $0 < destination }.count
                for offset in indices.reversed() { elements.remove(at: offset) }
                elements.insert(contentsOf: moved, at: destination - before)
                return (.array(elements), .void)
            case "remove":
                guard case .int(let index)? = arguments.first?.value, elements.indices.contains(index) else {
                    throw Diagnostic(location: location, message: "index out of range in .remove(at:)")
                }
                let removed = elements.remove(at: index)
                return (.array(elements), removed)
            case "removeAll":
                if let test = arguments.first?.value {
                    elements = try elements.filter { try !Convert.bool(try call(test, [$0], evaluator: evaluator, at: location), at: location) }
                } else {
                    elements = []
                }
                return (.array(elements), .void)
            case "removeLast", "removeFirst":
                guard !elements.isEmpty else { throw Diagnostic(location: location, message: "cannot .\(name)() from an empty array") }
                let removed = name == "removeLast" ? elements.removeLast() : elements.removeFirst()
                return (.array(elements), removed)
            case "sort":
                let sorted = try method(of: .array(elements), "sorted", [], evaluator: evaluator, at: location)
                return (sorted, .void)
            case "reverse": return (.array(elements.reversed()), .void)
            case "shuffle": return (.array(elements), .void)
            default: break
            }
        case (.dictionary(var pairs), "removeValue"):
            // `removeValue(forKey:)`: the value removed, or nil.
            guard let key = arguments.first?.value else { break }
            guard let index = pairs.firstIndex(where: { Operators.equal($0.key, key) }) else { return (value, .null) }
            let removed = pairs.remove(at: index)
            return (.dictionary(pairs), removed.value)
        case (.dictionary(var pairs), "updateValue"):
            // `updateValue(_:forKey:)`: the value replaced, or nil.
            guard arguments.count == 2 else { break }
            let key = arguments[1].value
            if let index = pairs.firstIndex(where: { Operators.equal($0.key, key) }) {
                let old = pairs[index].value
                pairs[index].value = arguments[0].value
                return (.dictionary(pairs), old)
            }
            return (.dictionary(pairs + [(key, arguments[0].value)]), .null)
        case (.dictionary, "removeAll"):
            return (.dictionary([]), .void)
        default: break
        }
        throw Diagnostic(location: location, message: "cannot call the mutating method '.\(name)(…)' on \(value.kindDescription)")
    }

    // MARK: Subscripts

    /// `value[arguments]`.
    static func subscriptValue(_ value: Value, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        switch (value, arguments.first?.value) {
        case (.array(let elements), .int(let index)?):
            guard elements.indices.contains(index) else {
                throw Diagnostic(location: location, message: "index \(index) is out of range (the array has \(elements.count) elements)")
            }
            return elements[index]
        case (.array(let elements), .range(let range)?):
            guard range.lowerBound >= 0, range.upperBound <= elements.count else {
                throw Diagnostic(location: location, message: "range \(range) is out of range (the array has \(elements.count) elements)")
            }
            return .array(Array(elements[range]))
        case (.array(let elements), .closedRange(let range)?):
            guard range.lowerBound >= 0, range.upperBound < elements.count else {
                throw Diagnostic(location: location, message: "range \(range) is out of range (the array has \(elements.count) elements)")
            }
            return .array(Array(elements[range]))
        case (.dictionary(let pairs), let key?):
            if let pair = pairs.first(where: { Operators.equal($0.key, key) }) { return pair.value }
            if arguments.count == 2, arguments[1].label == "default" { return arguments[1].value }
            return .null
        case (.string, .int?), (.literal, .int?):
            throw Diagnostic(location: location, message: "not supported by the reader: subscripting a String by an integer (Swift needs a String.Index)")
        default:
            throw Diagnostic(location: location, message: "cannot subscript \(value.kindDescription)")
        }
    }

    /// `container[arguments] = value`: the changed container.
    static func setSubscript(_ container: Value, _ arguments: [ArgumentValue], to value: Value, at location: SourceLocation) throws -> Value {
        switch (container, arguments.first?.value) {
        case (.array(var elements), .int(let index)?):
            guard elements.indices.contains(index) else {
                throw Diagnostic(location: location, message: "index \(index) is out of range (the array has \(elements.count) elements)")
            }
            elements[index] = value
            return .array(elements)
        case (.dictionary(var pairs), let key?):
            if let index = pairs.firstIndex(where: { Operators.equal($0.key, key) }) {
                if case .null = value { pairs.remove(at: index) } else { pairs[index].value = value }
            } else if !(value.isNull) {
                pairs.append((key, value))
            }
            return .dictionary(pairs)
        default:
            throw Diagnostic(location: location, message: "cannot assign through a subscript of \(container.kindDescription)")
        }
    }

    // MARK: Formatting

    /// `value.formatted(style)` and `\(value, format: style)`: numbers with grouping,
    /// percentages, fixed fraction lengths; dates by their description.
    static func format(_ value: Value, style: Value, at location: SourceLocation) throws -> String {
        switch (value, style) {
        case (.int(let number), .member("percent")): return number.formatted(.percent)
        case (.double(let number), .member("percent")): return number.formatted(.percent)
        case (.int(let number), .memberCall("currency", let arguments)):
            return number.formatted(.currency(code: try currencyCode(arguments, at: location)))
        case (.double(let number), .memberCall("currency", let arguments)):
            return number.formatted(.currency(code: try currencyCode(arguments, at: location)))
        case (.double(let number), .swiftValue(let style as FloatingPointFormatStyle<Double>)): return number.formatted(style)
        case (.int(let number), .swiftValue(let style as FloatingPointFormatStyle<Double>)): return Double(number).formatted(style)
        case (.int(let number), _): return number.formatted()
        case (.double(let number), _): return number.formatted()
        case (.date(let date), .swiftValue(let style as Date.FormatStyle)): return date.formatted(style)
        case (.date(let date), .member("dateTime")): return date.formatted(Date.FormatStyle.dateTime)
        case (.date(let date), _): return date.formatted()
        default: return value.described
        }
    }

    /// `Int.random(in: 1...6)`, `Double.random(in: 0..<1)`, `Bool.random()`; nil for another.
    static func staticMethod(of typeName: String, _ name: String, _ arguments: [ArgumentValue], syntax: [Argument], evaluator: Evaluator, at location: SourceLocation) throws -> Value? {
        guard name == "random" else { return nil }
        switch (typeName, arguments.first) {
        case ("Bool", nil): return .bool(Bool.random())
        case ("Int", let argument?) where argument.label == "in":
            if case .closedRange(let range) = argument.value { return .int(Int.random(in: range)) }
            guard case .range(let range) = argument.value, !range.isEmpty else {
                throw Diagnostic(location: location, message: "expected a range that is not empty for Int.random(in:), found \(argument.value.kindDescription)")
            }
            return .int(Int.random(in: range))
        case ("Double", let argument?), ("CGFloat", let argument?), ("Float", let argument?):
            switch (argument.label, argument.value) {
            case ("in", .swiftValue(let range as ClosedRange<Double>)): return .double(Double.random(in: range))
            case ("in", .swiftValue(let range as Range<Double>)) where !range.isEmpty: return .double(Double.random(in: range))
            case ("in", .range), ("in", .closedRange):
                // `0..<1` of whole-number literals: Doubles in Swift, as the range was written.
                guard case .binary(let op, let lower, let upper, _)? = syntax.first?.value, op == "..." || op == "..<",
                      let low = Operators.number(try evaluator.evaluate(lower)), let high = Operators.number(try evaluator.evaluate(upper)),
                      op == "..." ? low <= high : low < high
                else { fallthrough }
                return .double(op == "..." ? Double.random(in: low...high) : Double.random(in: low..<high))
            default:
                throw Diagnostic(location: location, message: "expected a range that is not empty for \(typeName).random(in:), found \(argument.value.kindDescription)")
            }
        default: return nil
        }
    }

    /// The code of `.currency(code: "EUR")`.
    private static func currencyCode(_ arguments: [(label: String?, value: Value)], at location: SourceLocation) throws -> String {
        guard let code = arguments.first(where: { $0.label == "code" })?.value.text else {
            throw Diagnostic(location: location, message: "expected .currency(code: \"USD\") with a currency code, found none")
        }
        return code
    }

    /// `.omitted`, `.numeric`, `.abbreviated`, `.long`, `.complete` for `formatted(date:time:)`.
    private static func dateStyle(_ value: Value?, at location: SourceLocation) throws -> Date.FormatStyle.DateStyle {
        let styles: [String: Date.FormatStyle.DateStyle] = [
            "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
        ]
        guard let value else { return .omitted }
        guard case .member(let name) = value, let style = styles[name] else {
            throw Diagnostic(location: location, message: "expected a date style (.omitted, .numeric, .abbreviated, .long, .complete), found \(value.kindDescription)")
        }
        return style
    }

    /// `.omitted`, `.shortened`, `.standard`, `.complete` for `formatted(date:time:)`.
    private static func timeStyle(_ value: Value?, at location: SourceLocation) throws -> Date.FormatStyle.TimeStyle {
        let styles: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
        guard let value else { return .omitted }
        guard case .member(let name) = value, let style = styles[name] else {
            throw Diagnostic(location: location, message: "expected a time style (.omitted, .shortened, .standard, .complete), found \(value.kindDescription)")
        }
        return style
    }
}

extension Value {
    /// Whether the value is nil.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension Value {
    /// Whether the value is one of the standard library's or Foundation's (a string, a number,
    /// a collection, a bundle…), not one of the files' own types, a view or a type: `self` in a
    /// method of an extension of a standard type.
    var isStandardValue: Bool {
        switch self {
        case .record, .object, .enumCase, .type, .view, .function, .closure, .member, .memberCall, .null, .void: false
        default: true
        }
    }
}
