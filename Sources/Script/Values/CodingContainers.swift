import Foundation
import ScriptSyntax

/// The decoder and encoder a type's own `init(from:)` and `encode(to:)` receive when it writes
/// its `Codable` conformance itself (a class with `@Published` properties does), and the keyed
/// containers they give: `decoder.container(keyedBy: CodingKeys.self)`,
/// `container.decode(String.self, forKey: .name)`, `decodeIfPresent`, `encode(_:forKey:)`,
/// `encodeIfPresent`. Each wraps Foundation's own, so that the keys, values and errors are
/// Foundation's; the keys are the cases of the type's `CodingKeys` (their raw values).
protocol CodingHandle {
    /// `handle.name(arguments)`; nil for a method the reader does not know.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value?
}

extension CodingHandle {
    /// The key `value` names (`.name`, `CodingKeys.name`) among `keys`' cases.
    func key(_ value: Value, in keys: TypeDecl?, context: CodingContext, at location: SourceLocation) throws -> AnyCodingKey {
        let name: String
        switch value {
        case .member(let member): name = member
        case .enumCase(_, let member, _): name = member
        default: throw Diagnostic(location: location, message: "expected a coding key such as .name, found \(value.kindDescription)")
        }
        guard let keys, let keyCase = keys.cases.first(where: { $0.name == name }) else { return AnyCodingKey(name) }
        guard keys.rawType != nil else { return AnyCodingKey(name) }
        return AnyCodingKey(try context.evaluator.rawValue(of: keyCase, in: keys).described)
    }

    /// The keys enum `value` names (`CodingKeys.self`), looked up first in the type being coded.
    func keysType(_ value: Value?, of owner: TypeDecl, context: CodingContext) -> TypeDecl? {
        guard case .type(let name)? = value else { return nil }
        let types = context.evaluator.module.types
        return types[owner.qualifiedName + "." + name] ?? types[name]
    }

    /// `body`, with a coder's error thrown into view code where the call is.
    func throwingIntoViewCode<T>(at location: SourceLocation, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as EncodingError {
            throw ThrownError(error, at: location)
        } catch let error as DecodingError {
            throw ThrownError(error, at: location)
        }
    }
}

/// The `decoder` of a type's own `init(from decoder:)`.
struct DecoderHandle: CodingHandle {
    let decoder: any Decoder
    let owner: TypeDecl
    let context: CodingContext

    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "container", arguments.first?.label == "keyedBy" else { return nil }
        let keys = keysType(arguments.first?.value, of: owner, context: context)
        return .swiftValue(try throwingIntoViewCode(at: location) {
            KeyedDecoderHandle(container: try decoder.container(keyedBy: AnyCodingKey.self), keys: keys, owner: owner, context: context)
        })
    }
}

/// A keyed container `decoder.container(keyedBy:)` gives.
struct KeyedDecoderHandle: CodingHandle {
    let container: KeyedDecodingContainer<AnyCodingKey>
    let keys: TypeDecl?
    let owner: TypeDecl
    let context: CodingContext

    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("decode", [nil, "forKey"]), ("decodeIfPresent", [nil, "forKey"]):
            guard let type = context.evaluator.typeRef(of: arguments[0].value) else {
                throw Diagnostic(location: location, message: "expected a type such as String.self, found \(arguments[0].value.kindDescription)")
            }
            let codingKey = try key(arguments[1].value, in: keys, context: context, at: location)
            return try throwingIntoViewCode(at: location) {
                if name == "decodeIfPresent" {
                    let isAbsent = try !container.contains(codingKey) || container.decodeNil(forKey: codingKey)
                    if isAbsent { return .null }
                }
                context.next = type
                return try container.decode(DecodedValue.self, forKey: codingKey).value
            }
        case ("contains", [nil]):
            return .bool(container.contains(try key(arguments[0].value, in: keys, context: context, at: location)))
        default:
            return nil
        }
    }
}

/// The `encoder` of a type's own `encode(to encoder:)`.
struct EncoderHandle: CodingHandle {
    let encoder: any Encoder
    let owner: TypeDecl
    let context: CodingContext

    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "container", arguments.first?.label == "keyedBy" else { return nil }
        let keys = keysType(arguments.first?.value, of: owner, context: context)
        return .swiftValue(KeyedEncoderHandle(box: KeyedEncoderHandle.Box(encoder.container(keyedBy: AnyCodingKey.self)), keys: keys, owner: owner, context: context))
    }
}

/// A keyed container `encoder.container(keyedBy:)` gives (it writes into the encoder, so a
/// copy of it writes to the same place, as view code's `var container` does).
struct KeyedEncoderHandle: CodingHandle {
    /// The container, which encoding changes.
    final class Box {
        var container: KeyedEncodingContainer<AnyCodingKey>
        init(_ container: KeyedEncodingContainer<AnyCodingKey>) { self.container = container }
    }

    let box: Box
    let keys: TypeDecl?
    let owner: TypeDecl
    let context: CodingContext

    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "encode" || name == "encodeIfPresent", arguments.count == 2, arguments[0].label == nil, arguments[1].label == "forKey" else { return nil }
        let codingKey = try key(arguments[1].value, in: keys, context: context, at: location)
        var value = arguments[0].value
        if case .binding(let cell) = value { value = cell.value }
        if name == "encodeIfPresent", value.isNull { return .void }
        try throwingIntoViewCode(at: location) {
            try box.container.encode(EncodedValue(value: value, context: context), forKey: codingKey)
        }
        return .void
    }
}
