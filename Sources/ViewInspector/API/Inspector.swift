import Inspect

/// ViewInspector's reading helpers that its users' tests call (`Inspector.attribute(label:value:)`,
/// `Inspector.cast(value:type:)`): reads of any value's stored properties by label, with typed
/// errors instead of crashes. The inspector's own verbs read views; these read anything else a
/// test holds (a gesture's value it kept, an object's stored property).
public enum Inspector {
    /// The stored property `label` of `value`, as `Mirror` finds it; throws when there is none.
    public static func attribute(label: String, value: Any) throws -> Any {
        try attribute(path: label, value: value)
    }

    /// The stored property `label` of `value` as a `T`; throws when there is none, or it is
    /// another type.
    public static func attribute<T>(label: String, value: Any, type: T.Type) throws -> T {
        try cast(value: attribute(label: label, value: value), type: type)
    }

    /// The value at `path` below `value`, labels separated by `|` (`"_tree|content"`), as
    /// ViewInspector writes paths; throws naming the first label not found.
    public static func attribute(path: String, value: Any) throws -> Any {
        var current = value
        var reached: [Substring] = []
        for label in path.split(separator: "|") {
            guard let next = Mirror(reflecting: current).children.first(where: { $0.label == String(label) })?.value else {
                let place = reached.isEmpty ? "" : " at \(reached.joined(separator: "|"))"
                throw InspectionError.attributeNotFound("a stored property '\(label)'\(place)", in: "\(Swift.type(of: current))", path: path)
            }
            current = next
            reached.append(label)
        }
        return current
    }

    /// The value at `path` below `value` as a `T`.
    public static func attribute<T>(path: String, value: Any, type: T.Type) throws -> T {
        try cast(value: attribute(path: path, value: value), type: type)
    }

    /// `value` as a `T`, or a type mismatch naming both types (`Type mismatch: Int is not String`).
    public static func cast<T>(value: Any, type: T.Type) throws -> T {
        guard let typed = value as? T else {
            throw InspectionError.valueTypeMismatch(found: "\(Swift.type(of: value))", expected: "\(T.self)")
        }
        return typed
    }
}
