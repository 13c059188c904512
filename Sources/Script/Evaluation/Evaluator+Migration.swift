import Builders
import ScriptSyntax

// Values kept from an earlier reading of files run with `--watch` (a view's
// `@State`, a `@StateObject`, an object the preview made) are given this reading's declarations,
// so that their properties and methods are the new code's.
extension Evaluator {
    /// How deeply ``migrated(_:)`` follows values inside values; deeper ones keep their types.
    static let migrationDepthLimit = 64

    /// `value` with each struct, object and enum case of a type declared in an earlier reading given
    /// the type of the same name declared now, when its stored properties are the same (else it keeps
    /// its own). Objects change in place, once each, and tell this reading's session of their changes;
    /// cells keep their identity (bindings hold them) and change without telling.
    func migrated(_ value: Value) -> Value {
        var seen: Set<ObjectIdentifier> = []
        return migrated(value, depth: 0, seen: &seen)
    }

    private func migrated(_ value: Value, depth: Int, seen: inout Set<ObjectIdentifier>) -> Value {
        guard depth < Self.migrationDepthLimit else { return value }
        func inner(_ value: Value) -> Value { migrated(value, depth: depth + 1, seen: &seen) }
        switch value {
        case .record(let record):
            return .record(Record(type: current(record.type), fields: record.fields.mapValues(inner)))
        case .object(let object):
            guard seen.insert(ObjectIdentifier(object)).inserted else { return value }
            object.retype(to: current(object.type), fields: object.fields.mapValues(inner))
            if let live {
                object.didChange = { [weak live, weak object] name in
                    if let object { live?.objectChanged(object, name) }
                }
            }
            return value
        case .enumCase(let type, let name, let values):
            return .enumCase(current(type), name, values.map(inner))
        case .array(let elements):
            return .array(elements.map(inner))
        case .dictionary(let pairs):
            return .dictionary(pairs.map { (inner($0.key), inner($0.value)) })
        case .tuple(let elements):
            return .tuple(elements.map { ($0.label, inner($0.value)) })
        case .binding(let cell):
            cell.replaceQuietly(with: inner(cell.value))
            return value
        default:
            return value
        }
    }

    /// The type declared now under `type`'s name, when its stored properties have the same names; else `type`.
    private func current(_ type: TypeDecl) -> TypeDecl {
        guard let now = module.types[type.qualifiedName] ?? module.types[type.name], now !== type,
              now.kind == type.kind, now.storedProperties.map(\.name) == type.storedProperties.map(\.name) else { return type }
        return now
    }
}
