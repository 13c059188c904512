import Foundation
import Inspect

extension Inspector {
    /// What ``typeName(type:namespaced:generics:)`` does with a type's generic arguments.
    public enum GenericParameters: Sendable {
        /// Keeps them: `Struct<Int>`.
        case keep
        /// Drops them: `Struct`.
        case remove
        /// Writes each list as `<EmptyView>`, as the inspector's paths name a generic custom view.
        case customViewPlaceholder
    }

    /// The name of `value`'s type (`Struct<Int>`), with its module and outer types when
    /// `namespaced` (`MyApp.Screen.Struct<Swift.Int>`). The package's SwiftUI types are named in
    /// `SwiftUI`'s namespace (`SwiftUI.Text`), as tests written for SwiftUI expect. A metatype
    /// is `Any.Type`.
    public static func typeName(value: Any, namespaced: Bool = false, generics: GenericParameters = .keep) -> String {
        if value is Any.Type { return "Any.Type" }
        return typeName(type: Swift.type(of: value), namespaced: namespaced, generics: generics)
    }

    /// The name of `type`, as ``typeName(value:namespaced:generics:)`` gives it.
    public static func typeName(type: Any.Type, namespaced: Bool = false, generics: GenericParameters = .keep) -> String {
        let name = namespaced ? namespacedName(of: type) : String(describing: type)
        switch generics {
        case .keep: return name
        case .remove: return replacingGenericArguments(in: name, with: "")
        case .customViewPlaceholder: return replacingGenericArguments(in: name, with: "<EmptyView>")
        }
    }

    /// Whether `view` is a `TupleView`, the block of several views a view builder makes.
    public static func isTupleView(_ view: Any) -> Bool {
        typeName(value: view, generics: .remove) == "TupleView"
    }

    /// Throws a type mismatch unless `value`'s namespaced type name, without generic arguments,
    /// starts with one of `namespacedPrefixes` (`["SwiftUI.Text"]`); `inspectionCall` names the
    /// step that asked, for the message.
    public static func guardType(value: Any, namespacedPrefixes: [String], inspectionCall: String) throws {
        let name = typeName(value: value, namespaced: true, generics: .remove)
        guard !namespacedPrefixes.contains(where: { name.hasPrefix($0) }), let expected = namespacedPrefixes.first else { return }
        throw InspectionError.valueTypeMismatch(found: typeName(value: value, namespaced: true), expected: expected)
    }

    /// `value`'s bytes read as a `T`, for the rare test that must reinterpret a value; throws when
    /// the two types differ in size or alignment. Unsafe as its name says: the caller vouches
    /// that a `T` with these bytes is valid.
    public static func unsafeMemoryRebind<V, T>(value: V, type: T.Type) throws -> T {
        guard MemoryLayout<V>.size == MemoryLayout<T>.size, MemoryLayout<V>.alignment == MemoryLayout<T>.alignment else {
            throw InspectionError.notSupported(
                "Unable to rebind value of type \(typeName(value: value, namespaced: true)) to \(typeName(type: type, namespaced: true))")
        }
        return withUnsafeBytes(of: value) { $0.load(as: T.self) }
    }

    /// The modules whose types are SwiftUI's and Combine's on Linux.
    private static let swiftUIModules = ["ViewTree.", "Builders.", "SwiftUI.", "Inspect."]
    private static let combineModules = ["CombineCore.", "Combine."]

    /// `String(reflecting:)` without the `(unknown context at $…)` of private types, with the
    /// package's modules named as SwiftUI and Combine.
    private static func namespacedName(of type: Any.Type) -> String {
        var name = TypeNames.qualifiedName(of: type)
        for (modules, replacement) in [(swiftUIModules, "SwiftUI."), (combineModules, "Combine.")] {
            for module in modules {
                name = name.replacingOccurrences(of: "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: module), with: replacement, options: .regularExpression)
            }
        }
        return name
    }

    /// `name` with each outermost `<…>` replaced by `replacement`; the `>` of a function type's
    /// `->` does not close a list.
    private static func replacingGenericArguments(in name: String, with replacement: String) -> String {
        var result = ""
        var depth = 0
        var previous: Character = " "
        for character in name {
            if character == "<" {
                if depth == 0 { result += replacement }
                depth += 1
            } else if character == ">", previous != "-", depth > 0 {
                depth -= 1
            } else if depth == 0 {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
