import Builders
import Foundation
import ScriptSyntax

/// A value of a type declared in a view file — an enum case, a struct, a tuple — where the
/// tree needs a Swift value: a tag, an id, a picker's selection, a ForEach's element.
///
/// A type read at run time cannot become a Swift type, so its values become this one, which
/// keeps the type's name, the value's description (`chocolate`, `Item(name: "Milk")`) and its
/// identity: two values are equal when the values they stand for are (`==` of the reader).
/// Its `id` is the value's `id` property (an `Identifiable` value's), or the value itself.
public struct DefinedValue: Hashable, Identifiable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The declared type's name.
    public let typeName: String
    /// The value as `String(describing:)` writes it.
    public let description: String
    /// The value as `String(reflecting:)` writes it, without a module: `Theme.light`.
    public var debugDescription: String {
        if case .enumCase = key { return typeName + "." + description }
        return description
    }
    /// The value's identity: its `id` (or the key path ForEach was given), or itself.
    public let id: AnyHashable
    /// What equality and hashing read.
    let key: ValueKey
    /// The value of view code it stands for (not compared), so a live picker can set it back.
    let source: Value?

    init(typeName: String, description: String, id: AnyHashable?, key: ValueKey, source: Value? = nil) {
        self.typeName = typeName
        self.description = description
        self.key = key
        self.id = id ?? AnyHashable(key)
        self.source = source
    }

    /// Values are equal when the values they stand for are.
    public static func == (lhs: DefinedValue, rhs: DefinedValue) -> Bool { lhs.key == rhs.key }

    /// Hashes the value it stands for.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// A value of view code as a hashable key: what ``DefinedValue`` compares.
indirect enum ValueKey: Hashable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case null
    case uuid(UUID)
    case date(Date)
    case member(String)
    /// A case by its name and values (`.red` written alone is the same case as `Flavor.red`).
    case enumCase(String, [ValueKey])
    case record(String, [ValueKey])
    case object(ObjectIdentifier)
    case list([ValueKey])
    case range(Range<Int>)
    case closedRange(ClosedRange<Int>)
    /// A colour or a font a struct holds (`struct Tag: Identifiable { let color: Color }`).
    case color(Color)
    case font(Font)
    /// A URL, compared by its text.
    case url(URL)
    /// A Foundation value that is hashable (a unit of measure, `Data`).
    case foundation(AnyHashable)

    /// The key of `value`, or nil for a value that cannot be compared (a view, a closure).
    init?(_ value: Value) {
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .bool(let flag): self = .bool(flag)
        case .string, .literal: self = .string(value.text ?? "")
        case .null: self = .null
        case .uuid(let uuid): self = .uuid(uuid)
        case .date(let date): self = .date(date)
        case .member(let name): self = .enumCase(name, [])
        case .range(let range): self = .range(range)
        case .closedRange(let range): self = .closedRange(range)
        case .color(let color): self = .color(color)
        case .font(let font): self = .font(font)
        case .url(let url): self = .url(url)
        case .enumCase(let type, let name, let values):
            var keys: [ValueKey] = []
            for value in values {
                guard let key = ValueKey(value) else { return nil }
                keys.append(key)
            }
            _ = type
            self = .enumCase(name, keys)
        case .record(let record):
            var keys: [ValueKey] = []
            for property in record.type.storedProperties {
                var field = record.fields[property.name] ?? .null
                if case .binding(let cell) = field { field = cell.value }
                guard let key = ValueKey(field) else { return nil }
                keys.append(key)
            }
            self = .record(record.type.name, keys)
        case .object(let object): self = .object(ObjectIdentifier(object))
        case .array(let elements):
            var keys: [ValueKey] = []
            for element in elements {
                guard let key = ValueKey(element) else { return nil }
                keys.append(key)
            }
            self = .list(keys)
        case .tuple(let elements):
            var keys: [ValueKey] = []
            for element in elements {
                guard let key = ValueKey(element.value) else { return nil }
                keys.append(key)
            }
            self = .list(keys)
        case .binding(let cell):
            guard let key = ValueKey(cell.value) else { return nil }
            self = key
        case .swiftValue(let held as AnyHashable): self = .foundation(held)
        default:
            return nil
        }
    }
}

extension Convert {
    /// `value` as a Swift value to tag, identify or select by: Int, Bool, Double, String and
    /// UUID as themselves, a declared type's value as a ``DefinedValue``.
    static func hashable(_ value: Value, id: AnyHashable? = nil, at location: SourceLocation) throws -> any Hashable {
        switch value {
        case .int(let number): return number
        case .bool(let flag): return flag
        case .double(let number): return number
        case .string, .literal: return value.text ?? ""
        case .uuid(let uuid): return uuid
        case .date(let date): return date
        case .binding(let cell): return try hashable(cell.value, id: id, at: location)
        default:
            return try defined(value, id: id, at: location)
        }
    }

    /// `value` as a ``DefinedValue``, identified by `id` when given.
    static func defined(_ value: Value, id: AnyHashable? = nil, at location: SourceLocation) throws -> DefinedValue {
        guard let key = ValueKey(value) else {
            throw Diagnostic(location: location, message: "expected a value that can be compared (a number, a string, an enum case, a struct of such values), found \(value.kindDescription)")
        }
        let typeName: String = switch value {
        case .enumCase(let type, _, _): type.qualifiedName
        case .record(let record): record.type.qualifiedName
        case .object(let object): object.type.qualifiedName
        case .tuple: "Tuple"
        default: Standard.typeName(of: value) ?? "Value"
        }
        return DefinedValue(typeName: typeName, description: value.described, id: id, key: key, source: value)
    }

    /// A ForEach's or a list's element's identity as a Swift value.
    static func identity(_ value: Value, at location: SourceLocation) throws -> AnyHashable {
        AnyHashable(try hashable(value, at: location))
    }
}
