import Builders

/// Reads modifiers by their type's own name and their labels: the SwiftUI method that applies
/// each, from the modifiers' descriptors (``ModifierDescriptor``, one file a modifier under
/// `Kinds/Modifiers/`). The tags modifiers write, in SwiftUI's three tag layouts, are read in
/// `Kinds/Modifiers/Tag.swift`.
enum ModifierReader {
    /// The SwiftUI method that applies `modifier`, such as `padding` or `tag`;
    /// a custom modifier answers with its type name.
    static func methodName(of modifier: Any, types: TypeCache) -> String {
        let type = Swift.type(of: modifier)
        // Only names that follow from the type are cached: a cached type is named by it.
        if let name = types.methodName(of: type) { return name }
        let base = types.baseName(of: type)
        let descriptor = KnownTypes.modifiers[base]
        // Environment writes, accessibility attachments, appearance actions: named by their values.
        if case .perValue(let read)? = descriptor?.naming { return read(modifier, types) }
        // A modifier struct of a file the reader read is named by the struct, as compiled code's
        // is; never cached, as stand-ins of two structs may share a type.
        if let standIn = modifier as? any NamedStandIn { return standIn.standInName }
        // The other names follow from the type alone: computed once per type.
        let name: String
        if case .perType(let read)? = descriptor?.naming {
            name = read(modifier, types)
        } else {
            name = descriptor?.method ?? base
        }
        types.setMethodName(name, of: type)
        return name
    }

    /// Whether `value` is missing or an Optional that is nil.
    static func isNilOrAbsent(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
