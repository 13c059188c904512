import Builders
import ScriptSyntax

// `as`, `as?` and `is`: the reader's values checked against a written type.
extension Evaluator {
    /// `value as Type` (a number literal becomes a Double where one is asked for), `value as?
    /// Type` (nil when the value is of another type) and `value is Type`.
    func cast(_ value: Value, to type: TypeRef, _ kind: CastKind, at location: SourceLocation) throws -> Value {
        switch kind {
        case .check:
            return .bool(Self.value(value, isOf: type))
        case .conditional:
            return Self.value(value, isOf: type) ? value.bound : .null
        case .coerce:
            if case .int(let number) = value, ["Double", "CGFloat", "Float", "TimeInterval"].contains(type.name) { return .double(Double(number)) }
            guard Self.value(value, isOf: type) else {
                throw Diagnostic(location: location, message: "cannot convert \(value.kindDescription) to \(type.written) with 'as'")
            }
            return value
        }
    }

    /// Whether `value` is of the written `type`: the standard values by their types, values of
    /// the files' types by name or by a conformance they declare, views as `View`, anything as `Any`.
    static func value(_ value: Value, isOf type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped):
            return value.isNull || Self.value(value, isOf: wrapped)
        case .array(let element):
            guard case .array(let elements) = value else { return false }
            return elements.allSatisfy { Self.value($0, isOf: element) }
        case .dictionary(let keyType, let valueType):
            guard case .dictionary(let pairs) = value else { return false }
            return pairs.allSatisfy { Self.value($0.key, isOf: keyType) && Self.value($0.value, isOf: valueType) }
        case .tuple(let elements, _):
            guard case .tuple(let values) = value, values.count == elements.count else { return false }
            return zip(values, elements).allSatisfy { Self.value($0.value, isOf: $1) }
        case .function:
            switch value {
            case .closure, .function: return true
            default: return false
            }
        case .named(let name, _), .opaque(let name):
            return Self.value(value, isNamed: name)
        }
    }

    private static func value(_ value: Value, isNamed name: String) -> Bool {
        if ["Any", "AnyHashable"].contains(name) { return !value.isNull }
        switch value {
        case .null: return false
        case .record(let record): return record.type.name == name || record.type.qualifiedName == name || record.type.conformances.contains(name)
        case .object(let object): return object.type.name == name || object.type.qualifiedName == name || object.type.conformances.contains(name) || name == "AnyObject"
        case .enumCase(let type, _, _): return type.name == name || type.qualifiedName == name || type.conformances.contains(name)
        case .view(let view): return name == "View" || String(describing: Swift.type(of: view)).prefix { $0 != "<" } == name
        case .color: return name == "Color" || name == "View" || name == "ShapeStyle"
        case .swiftValue(let held): return String(describing: Swift.type(of: held)).prefix { $0 != "<" } == name
        case .closure, .function: return false
        case .tuple: return false
        default:
            guard let own = Standard.typeName(of: value) else { return false }
            let aliases: [String: Set<String>] = ["Double": ["Double", "CGFloat", "Float", "TimeInterval"], "Array": ["Array", "Set"]]
            return (aliases[own] ?? [own]).contains(name)
        }
    }
}
