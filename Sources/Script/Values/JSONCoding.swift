import Foundation
import ScriptSyntax

extension ValueEntry {
    /// `JSONEncoder()`: Foundation's encoder, whose settings (`outputFormatting`,
    /// `dateEncodingStrategy`, `keyEncodingStrategy`) view code sets in place.
    static let jsonEncoder = ValueEntry(name: "JSONEncoder") { _ in JSONEncoder() }

    /// `JSONDecoder()`: Foundation's decoder, with `dateDecodingStrategy` and `keyDecodingStrategy`.
    static let jsonDecoder = ValueEntry(name: "JSONDecoder") { _ in JSONDecoder() }
}

/// `Codable` through JSON for the types the files declare: `encoder.encode(value)` and
/// `decoder.decode(T.self, from: data)` run Foundation's own JSONEncoder and JSONDecoder over a
/// stand-in (``EncodedValue``, ``DecodedValue``) that encodes and decodes as the compiler's
/// synthesized conformance would: the stored properties (or the cases of the type's
/// `CodingKeys`) in order, a nil optional left out, an absent optional read as nil, a `let` with
/// a default not decoded, an enum with a raw type as its raw value. Dates, UUIDs, URLs and Data
/// go to the coder as Foundation's values, so its strategies and formats apply, and its errors
/// (`keyNotFound`, `typeMismatch`…) are thrown into view code as Swift errors.
enum JSONCoding {
    /// The encoder's settings and method the reader knows, for suggestions.
    static let encoderMembers = ["outputFormatting", "dateEncodingStrategy", "keyEncodingStrategy", "encode"]
    /// The decoder's settings and method the reader knows, for suggestions.
    static let decoderMembers = ["dateDecodingStrategy", "keyDecodingStrategy", "decode"]

    /// `encoder.encode(value)`, `decoder.decode(T.self, from: data)`; nil for another method.
    static func method(of held: Any, _ name: String, _ arguments: [ArgumentValue], evaluator: Evaluator, at location: SourceLocation) throws -> Value? {
        switch held {
        case let handle as any CodingHandle:
            return try handle.call(name, arguments, at: location)
        case let encoder as JSONEncoder where name == "encode":
            guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
                throw Diagnostic(location: location, message: "JSONEncoder's encode takes one value, as encoder.encode(items)")
            }
            let context = CodingContext(evaluator: evaluator, location: location)
            do {
                return .swiftValue(try encoder.encode(EncodedValue(value: argument.value, context: context)))
            } catch let diagnostic as Diagnostic {
                throw diagnostic
            } catch let thrown as ThrownError { // thrown by a type's own init(from:) or encode(to:)
                throw thrown
            } catch {
                throw ThrownError(error, at: location)
            }
        case let decoder as JSONDecoder where name == "decode":
            guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "from" else {
                throw Diagnostic(location: location, message: "JSONDecoder's decode takes a type and 'from:', as decoder.decode([Item].self, from: data)")
            }
            guard let type = evaluator.typeRef(of: arguments[0].value) else {
                throw Diagnostic(location: location, message: "expected a type such as Item.self or [Item].self, found \(arguments[0].value.kindDescription)")
            }
            let data = try DataValue.bytes(arguments[1].value, at: location)
            guard let key = CodingContext.key else { return nil }
            let context = CodingContext(evaluator: evaluator, location: location)
            context.next = type
            decoder.userInfo[key] = context
            defer { decoder.userInfo[key] = nil }
            do {
                return try decoder.decode(DecodedValue.self, from: data).value
            } catch let diagnostic as Diagnostic {
                throw diagnostic
            } catch let thrown as ThrownError { // thrown by a type's own init(from:) or encode(to:)
                throw thrown
            } catch {
                throw ThrownError(error, at: location)
            }
        default:
            return nil
        }
    }

    /// `encoder.name = value`, `decoder.name = value`; false for another setting.
    static func set(_ name: String, of held: Any, to value: Value, at location: SourceLocation) throws -> Bool {
        switch (held, name) {
        case (let encoder as JSONEncoder, "outputFormatting"):
            let options: [String: JSONEncoder.OutputFormatting] = [
                "prettyPrinted": .prettyPrinted, "sortedKeys": .sortedKeys, "withoutEscapingSlashes": .withoutEscapingSlashes,
            ]
            let names: [Value] = if case .array(let elements) = value { elements } else { [value] }
            encoder.outputFormatting = try names.reduce(into: []) { result, name in
                result.insert(try Convert.member(options, "an output formatting such as .prettyPrinted")(name, location))
            }
        case (let encoder as JSONEncoder, "dateEncodingStrategy"):
            let strategies: [String: JSONEncoder.DateEncodingStrategy] = [
                "deferredToDate": .deferredToDate, "secondsSince1970": .secondsSince1970, "millisecondsSince1970": .millisecondsSince1970, "iso8601": .iso8601,
            ]
            if case .memberCall("formatted", let arguments) = value, case .swiftValue(let formatter as DateFormatter)? = arguments.first?.value {
                encoder.dateEncodingStrategy = .formatted(formatter)
            } else {
                encoder.dateEncodingStrategy = try Convert.member(strategies, "a date encoding strategy such as .iso8601")(value, location)
            }
        case (let decoder as JSONDecoder, "dateDecodingStrategy"):
            let strategies: [String: JSONDecoder.DateDecodingStrategy] = [
                "deferredToDate": .deferredToDate, "secondsSince1970": .secondsSince1970, "millisecondsSince1970": .millisecondsSince1970, "iso8601": .iso8601,
            ]
            if case .memberCall("formatted", let arguments) = value, case .swiftValue(let formatter as DateFormatter)? = arguments.first?.value {
                decoder.dateDecodingStrategy = .formatted(formatter)
            } else {
                decoder.dateDecodingStrategy = try Convert.member(strategies, "a date decoding strategy such as .iso8601")(value, location)
            }
        case (let encoder as JSONEncoder, "keyEncodingStrategy"):
            encoder.keyEncodingStrategy = try Convert.member(["useDefaultKeys": .useDefaultKeys, "convertToSnakeCase": .convertToSnakeCase], "a key encoding strategy such as .convertToSnakeCase")(value, location)
        case (let decoder as JSONDecoder, "keyDecodingStrategy"):
            decoder.keyDecodingStrategy = try Convert.member(["useDefaultKeys": .useDefaultKeys, "convertFromSnakeCase": .convertFromSnakeCase], "a key decoding strategy such as .convertFromSnakeCase")(value, location)
        default:
            return false
        }
        return true
    }
}

/// What an encoding or a decoding of view code's values needs: the evaluator (the files' types,
/// the defaults of properties not decoded) and, while decoding, the type the next
/// ``DecodedValue`` is (set just before the decoder makes it).
final class CodingContext: @unchecked Sendable {
    /// The key of the context in a decoder's `userInfo`.
    static let key = CodingUserInfoKey(rawValue: "ScriptCodingContext")

    let evaluator: Evaluator
    /// Where the `encode` or `decode` call is, for the reader's errors.
    let location: SourceLocation
    /// The type of the value the decoder makes next.
    var next: TypeRef?
    /// How deeply the values being encoded nest (objects may refer to each other in a cycle).
    var depth = 0
    /// The deepest values nest in an encoding.
    static let depthLimit = 256

    init(evaluator: Evaluator, location: SourceLocation) {
        self.evaluator = evaluator
        self.location = location
    }

    /// The stored properties a type's synthesized conformance codes, with their keys: the cases
    /// of its `CodingKeys` (their raw values the keys), else every stored property; a `let` with
    /// a default is encoded but not decoded, as Swift does.
    func codedProperties(of type: TypeDecl, decoding: Bool) throws -> [(property: PropertyDecl, key: String)] {
        let stored = type.storedProperties.filter { property in
            if decoding, !property.isVariable, property.initial != nil { return false }
            return true
        }
        guard let keys = evaluator.module.types[type.qualifiedName + ".CodingKeys"], keys.kind == .enumeration else {
            return stored.map { ($0, $0.name) }
        }
        return try keys.cases.compactMap { keyCase in
            guard let property = stored.first(where: { $0.name == keyCase.name }) else { return nil }
            let key = keys.rawType == nil ? keyCase.name : (try evaluator.rawValue(of: keyCase, in: keys)).described
            return (property, key)
        }
    }

    /// Whether `type` says it is `protocolName` (or `Codable`).
    func check(_ type: TypeDecl, conformsTo protocolName: String) throws {
        guard !type.conformances.contains("Codable"), !type.conformances.contains(protocolName) else { return }
        throw Diagnostic(location: location, message: "\(type.name) is not \(protocolName): declare it as \(type.kind.keyword) \(type.name): Codable")
    }

    /// The type of a stored property: written, or that of its default.
    func type(of property: PropertyDecl, in type: TypeDecl) throws -> TypeRef {
        if let written = property.type { return written }
        if let initial = property.initial {
            let inferred = try evaluator.withScope(Scope(parent: evaluator.globals, names: ["Self": .type(type.name)])) { () -> TypeRef? in
                // `[Item]()`, `[String: Int]()`: the type called.
                if case .call(let call) = initial, call.arguments.isEmpty, let called = evaluator.typeRef(of: try evaluator.evaluate(call.callee)) {
                    return called
                }
                return Self.type(of: try evaluator.evaluate(initial).bound)
            }
            if let inferred { return inferred }
        }
        throw Diagnostic(location: property.location, message: "write the type of '\(property.name)' (as var \(property.name): Type) for \(type.name) to be decoded")
    }

    /// The type of a value, as Swift infers a property's from its default.
    static func type(of value: Value) -> TypeRef? {
        switch value {
        case .int: .named("Int", [])
        case .double: .named("Double", [])
        case .bool: .named("Bool", [])
        case .string, .literal: .named("String", [])
        case .date: .named("Date", [])
        case .uuid: .named("UUID", [])
        case .url: .named("URL", [])
        case .swiftValue(is Data): .named("Data", [])
        case .record(let record): .named(record.type.qualifiedName, [])
        case .object(let object): .named(object.type.qualifiedName, [])
        case .enumCase(let type, _, _): .named(type.qualifiedName, [])
        case .array(let elements): elements.first.flatMap(type(of:)).map(TypeRef.array)
        default: nil
        }
    }
}

/// A coding key of any name: a property's, a dictionary's key, an enum case's. It describes
/// itself as the key type the compiled code has (`CodingKeys`, a Dictionary's
/// `_DictionaryCodingKey`), since the coder's errors print it.
struct AnyCodingKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?
    /// The name of the key type compiled code would have.
    var typeName = "CodingKeys"

    init(_ name: String, typeName: String = "CodingKeys") {
        stringValue = name
        intValue = nil
        self.typeName = typeName
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
        typeName = "_DictionaryCodingKey"
    }

    var description: String {
        "\(typeName)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }
}

/// A value of view code given to Foundation's encoder, encoded as the compiled value's
/// synthesized (or standard) `Encodable` conformance encodes it.
struct EncodedValue: Encodable {
    let value: Value
    let context: CodingContext

    /// The name of the keys of a case's associated values in compiled code: `RedCodingKeys`.
    static func caseKeysName(_ caseName: String) -> String {
        caseName.prefix(1).uppercased() + caseName.dropFirst() + "CodingKeys"
    }

    func encode(to encoder: any Encoder) throws {
        func wrapped(_ value: Value) -> EncodedValue { EncodedValue(value: value, context: context) }
        context.depth += 1
        defer { context.depth -= 1 }
        guard context.depth <= CodingContext.depthLimit else {
            throw Diagnostic(location: context.location, message: "the values encoded nest more than \(CodingContext.depthLimit) levels deep (objects that refer to each other?)")
        }
        switch value {
        case .int(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .double(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .string, .literal:
            var container = encoder.singleValueContainer()
            try container.encode(value.text ?? "")
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .date(let date):
            var container = encoder.singleValueContainer()
            try container.encode(date)
        case .uuid(let uuid):
            var container = encoder.singleValueContainer()
            try container.encode(uuid)
        case .url(let url):
            var container = encoder.singleValueContainer()
            try container.encode(url)
        case .swiftValue(let data as Data):
            var container = encoder.singleValueContainer()
            try container.encode(data)
        case .binding(let cell):
            try wrapped(cell.value).encode(to: encoder)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(wrapped(element)) }
        case .dictionary(let pairs):
            // String and Int keys make an object, as Swift's Dictionary encodes; other keys an array of key, value, key, value…
            if pairs.allSatisfy({ $0.key.isStringLike }) {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                for pair in pairs { try container.encode(wrapped(pair.value), forKey: AnyCodingKey(pair.key.text ?? "", typeName: "_DictionaryCodingKey")) }
            } else if pairs.allSatisfy({ if case .int = $0.key { true } else { false } }) {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                for pair in pairs {
                    guard case .int(let key) = pair.key, let codingKey = AnyCodingKey(intValue: key) else { continue }
                    try container.encode(wrapped(pair.value), forKey: codingKey)
                }
            } else {
                var container = encoder.unkeyedContainer()
                for pair in pairs {
                    try container.encode(wrapped(pair.key))
                    try container.encode(wrapped(pair.value))
                }
            }
        case .record, .object:
            guard let type = context.evaluator.declaredType(of: value) else { return }
            try context.check(type, conformsTo: "Encodable")
            var fields: [String: Value] = [:]
            if case .record(let record) = value { fields = record.fields }
            if case .object(let object) = value { fields = object.fields }
            if let own = context.evaluator.module.methods("encode", of: type, isStatic: false).first(where: { $0.parameters.map(\.label) == ["to"] }) {
                // The type's own `encode(to:)`.
                _ = try context.evaluator.call(own, self: value, [("to", .swiftValue(EncoderHandle(encoder: encoder, owner: type, context: context)))], at: context.location)
                return
            }
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (property, key) in try context.codedProperties(of: type, decoding: false) {
                var field = fields[property.name] ?? .null
                if case .binding(let cell) = field { field = cell.value }
                if case .null = field { continue } // `encodeIfPresent`: a nil optional is left out
                try container.encode(wrapped(field), forKey: AnyCodingKey(key))
            }
        case .enumCase(let type, let name, let associated):
            try context.check(type, conformsTo: "Encodable")
            if type.rawType != nil, let enumCase = type.cases.first(where: { $0.name == name }) {
                try wrapped(try context.evaluator.rawValue(of: enumCase, in: type)).encode(to: encoder)
                return
            }
            // An enum without a raw type: `{"case": {"label": value, "_1": value}}`, as Swift 5.5 synthesizes.
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            var values = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(name))
            let labels = type.cases.first { $0.name == name }?.associated ?? []
            for (index, element) in associated.enumerated() {
                let label = labels.indices.contains(index) ? labels[index] : nil
                try values.encode(wrapped(element), forKey: AnyCodingKey(label ?? "_\(index)", typeName: Self.caseKeysName(name)))
            }
        case .member(let name), .memberCall(let name, _):
            // `.square(3)` in `[Shape.circle(radius: 2), .square(3)]`: the case of the one declared enum that has it.
            let owners = context.evaluator.module.declaredOrder.filter { $0.kind == .enumeration && $0.cases.contains { $0.name == name } }
            guard owners.count == 1, let owner = owners.first else { fallthrough }
            let values: [Value] = if case .memberCall(_, let arguments) = value { arguments.map(\.value) } else { [] }
            try wrapped(.enumCase(owner, name, values)).encode(to: encoder)
        default:
            throw Diagnostic(location: context.location, message: "not supported by the reader: encoding \(value.kindDescription) as JSON")
        }
    }
}

/// A value of view code made by Foundation's decoder: of the type the ``CodingContext`` in the
/// decoder's `userInfo` names next, decoded as the compiled type's synthesized (or standard)
/// `Decodable` conformance decodes it.
struct DecodedValue: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        guard let key = CodingContext.key, let context = decoder.userInfo[key] as? CodingContext, let type = context.next else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no type to decode"))
        }
        context.next = nil
        value = try Self.decode(type, from: decoder, context: context)
    }

    /// The value of `type` the decoder holds.
    private static func decode(_ type: TypeRef, from decoder: any Decoder, context: CodingContext) throws -> Value {
        /// A value of `type` in a container, made by the decoder through `read`.
        func next(_ type: TypeRef, _ read: () throws -> DecodedValue) throws -> Value {
            context.next = type
            return try read().value
        }
        switch type {
        case .optional(let wrapped):
            if try decoder.singleValueContainer().decodeNil() { return .null }
            return try decode(wrapped, from: decoder, context: context)
        case .array(let elementType):
            var container = try decoder.unkeyedContainer()
            var elements: [Value] = []
            while !container.isAtEnd {
                elements.append(try next(elementType) { try container.decode(DecodedValue.self) })
            }
            return .array(elements)
        case .dictionary(let keyType, let valueType):
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            var pairs: [(key: Value, value: Value)] = []
            // Sorted by key: a Dictionary's order is unspecified; the reader's is the same every time.
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                let keyValue: Value
                if case .named("Int", _) = keyType {
                    guard let number = Int(key.stringValue) else {
                        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "Expected Int key but found String key instead.")
                    }
                    keyValue = .int(number)
                } else {
                    keyValue = .string(key.stringValue)
                }
                pairs.append((keyValue, try next(valueType) { try container.decode(DecodedValue.self, forKey: key) }))
            }
            return .dictionary(pairs)
        case .named(let name, let arguments):
            let single = { try decoder.singleValueContainer() }
            switch name {
            case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8": return .int(try single().decode(Int.self))
            case "Double", "CGFloat", "Float", "TimeInterval": return .double(try single().decode(Double.self))
            case "Bool": return .bool(try single().decode(Bool.self))
            case "String", "Character": return .string(try single().decode(String.self))
            case "Date": return .date(try single().decode(Date.self))
            case "UUID": return .uuid(try single().decode(UUID.self))
            case "URL": return .url(try single().decode(URL.self))
            case "Data": return .swiftValue(try single().decode(Data.self))
            case "Array" where arguments.count == 1: return try decode(.array(arguments[0]), from: decoder, context: context)
            case "Optional" where arguments.count == 1: return try decode(.optional(arguments[0]), from: decoder, context: context)
            case "Set" where arguments.count == 1: return try decode(.array(arguments[0]), from: decoder, context: context)
            case "Dictionary" where arguments.count == 2: return try decode(.dictionary(arguments[0], arguments[1]), from: decoder, context: context)
            default: break
            }
            guard let declared = context.evaluator.module.types[name] else {
                throw Diagnostic(location: context.location, message: "not supported by the reader: decoding \(type.written) from JSON")
            }
            try context.check(declared, conformsTo: "Decodable")
            return declared.kind == .enumeration
                ? try decodeEnum(declared, from: decoder, context: context)
                : try decodeInstance(declared, from: decoder, context: context)
        default:
            throw Diagnostic(location: context.location, message: "not supported by the reader: decoding \(type.written) from JSON")
        }
    }

    /// A struct's or a class's value: its coded properties from the keyed container (an optional
    /// one absent or null is nil), the others their defaults.
    private static func decodeInstance(_ type: TypeDecl, from decoder: any Decoder, context: CodingContext) throws -> Value {
        if let own = type.initialisers.first(where: { $0.parameters.map(\.label) == ["from"] }) {
            // The type's own `init(from:)`.
            let handle = DecoderHandle(decoder: decoder, owner: type, context: context)
            return try context.evaluator.instantiate(type, initialiser: own, [("from", .swiftValue(handle))], at: context.location, isRoot: false)
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var decoded: [String: Value] = [:]
        for (property, key) in try context.codedProperties(of: type, decoding: true) {
            let codingKey = AnyCodingKey(key)
            let propertyType = try context.type(of: property, in: type)
            if case .optional(let wrapped) = propertyType {
                // `decodeIfPresent`
                let isAbsent = try !container.contains(codingKey) || container.decodeNil(forKey: codingKey)
                if isAbsent {
                    decoded[property.name] = .null
                    continue
                }
                context.next = wrapped
            } else {
                context.next = propertyType
            }
            decoded[property.name] = try container.decode(DecodedValue.self, forKey: codingKey).value
        }
        return try context.evaluator.instance(of: type, decoded: decoded, at: context.location)
    }

    /// An enum's case: by its raw value, or, without a raw type, `{"case": {associated values}}`.
    private static func decodeEnum(_ type: TypeDecl, from decoder: any Decoder, context: CodingContext) throws -> Value {
        if let rawType = type.rawType {
            let raw = try decode(.named(rawType, []), from: decoder, context: context)
            for enumCase in type.cases where Operators.equal(try context.evaluator.rawValue(of: enumCase, in: type), raw) {
                return .enumCase(type, enumCase.name, [])
            }
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "Cannot initialize \(type.name) from invalid \(rawType) value \(raw.described)"))
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.typeMismatch(Any.self, DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "Invalid number of keys found, expected one."))
        }
        guard let enumCase = type.cases.first(where: { $0.name == key.stringValue }) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath + [key], debugDescription: "Invalid \(type.name) case '\(key.stringValue)'"))
        }
        let values = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        var associated: [Value] = []
        for (index, label) in enumCase.associated.enumerated() {
            guard enumCase.associatedTypes.indices.contains(index) else {
                throw Diagnostic(location: enumCase.location, message: "write the types of \(type.name).\(enumCase.name)'s values for it to be decoded")
            }
            context.next = enumCase.associatedTypes[index]
            associated.append(try values.decode(DecodedValue.self, forKey: AnyCodingKey(label ?? "_\(index)", typeName: EncodedValue.caseKeysName(enumCase.name))).value)
        }
        return .enumCase(type, enumCase.name, associated)
    }
}
