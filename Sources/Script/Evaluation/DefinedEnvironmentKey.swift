import Builders
import ScriptSyntax

// MARK: An environment value declared in a file, as SwiftUI code declares one:
//
//     private struct AccentKey: EnvironmentKey { static let defaultValue = "plain" }
//     extension EnvironmentValues {
//         var accent: String {
//             get { self[AccentKey.self] }
//             set { self[AccentKey.self] = newValue }
//         }
//     }
//
// `@Environment(\.accent)` reads the key's `defaultValue`, or the value an `.environment(\.accent, …)`
// above gave (the reader hands it to the views it builds inside the modifier, as it does for the
// standard keys); the modifier is the `_EnvironmentKeyWritingModifier<String>` compiled code builds.

/// The key of an environment value declared in a view file, as the key path of the modifier that
/// writes it (`\EnvironmentValues.[definedKey: key]`): two keys are the same when their names are.
public struct DefinedEnvironmentKey<Value: Sendable>: Hashable, Sendable {
    /// The property's name in the file's `extension EnvironmentValues`.
    public let name: String
    /// The key's `defaultValue`.
    let defaultValue: Value

    /// Keys of the same name are the same.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension EnvironmentValues {
    /// The place of a file's environment value in a modifier's key path. The reader hands such a
    /// value to the views it builds itself, so this place holds none: it reads the key's default,
    /// and a write (a running app applying the modifier) changes nothing.
    package subscript<Value>(definedKey key: DefinedEnvironmentKey<Value>) -> Value {
        get { key.defaultValue }
        set {}
    }
}

extension Evaluator {
    /// The declaration of the environment value `name` in the files: the property of their
    /// `extension EnvironmentValues` and the `EnvironmentKey` type its getter reads; nil when none.
    func definedEnvironmentKey(_ name: String) -> (property: PropertyDecl, key: TypeDecl)? {
        guard let values = module.extensions["EnvironmentValues"],
              let property = values.properties.first(where: { $0.name == name && !$0.isStatic }),
              let getter = property.getter else { return nil }
        for statement in getter.body {
            let expression: Expr?
            switch statement {
            case .expression(let value): expression = value
            case .returning(let value, _): expression = value
            default: expression = nil
            }
            // `self[AccentKey.self]`
            guard case .chain(_, let links)? = expression, let link = links.first(where: { $0.kind == .subscripted }),
                  case .chain(.identifier(let keyName, _), let inner)? = link.arguments.first?.value,
                  inner.count == 1, inner[0].kind == .property, inner[0].name == "self",
                  let key = module.types[keyName], key.conformances.contains("EnvironmentKey") else { continue }
            return (property, key)
        }
        return nil
    }

    /// The default of the environment value `name` declared in the files (its key's
    /// `defaultValue`, of the property's type); nil when the files declare no such value.
    func definedEnvironmentDefault(_ name: String) throws -> Value? {
        guard let (property, key) = definedEnvironmentKey(name) else { return nil }
        guard let defaultValue = key.properties.first(where: { $0.isStatic && $0.name == "defaultValue" }),
              let initial = defaultValue.initial ?? defaultValue.getter.flatMap({ getter -> Expr? in
                  if case .expression(let value)? = getter.body.first { return value }
                  if case .returning(let value?, _)? = getter.body.first { return value }
                  return nil
              }) else {
            throw Diagnostic(location: key.location, message: "expected 'static let defaultValue' in the EnvironmentKey \(key.name)")
        }
        return try withScope(Scope(parent: globals, names: ["Self": .type(key.name)])) {
            try coerce(try evaluate(initial).bound, to: property.type ?? defaultValue.type, at: initial.location)
        }
    }

    /// `.environment(\.name, value)` for an environment value declared in the files, as compiled
    /// code builds it; nil when the files declare no such value.
    func definedEnvironmentWrite(_ name: String, _ value: Value, in call: ModifierCall, at location: SourceLocation) throws -> (any View)? {
        guard let (property, _) = definedEnvironmentKey(name), let defaultValue = try definedEnvironmentDefault(name) else { return nil }
        func written<V: Sendable>(_ convert: (Value, SourceLocation) throws -> V) throws -> any View {
            let key = DefinedEnvironmentKey(name: name, defaultValue: try convert(defaultValue, location))
            let value = try convert(value, location)
            return call.modified { $0.environment(\EnvironmentValues.[definedKey: key], value) }
        }
        switch property.type?.written {
        case "String": return try written(Convert.string)
        case "Int":
            return try written { value, location in
                guard case .int(let number) = value else { throw Diagnostic(location: location, message: "expected an integer, found \(value.kindDescription)") }
                return number
            }
        case "Double": return try written(Convert.double)
        case "Bool": return try written(Convert.bool)
        case "Color": return try written(Convert.color)
        default:
            throw Diagnostic(location: location, message: "not supported by the reader: .environment(\\.\(name), …) for a value of type \(property.type?.written ?? "unwritten"); the reader writes String, Int, Double, Bool and Color values")
        }
    }
}
