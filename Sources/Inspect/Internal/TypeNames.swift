/// Type names without rendering generic arguments.
///
/// Swift's type-name printer renders every generic argument: for a chain of
/// 2,000 modifiers that is millions of characters, `<<too complex>>` past
/// about 390 levels, and a stack overflow near 8,000. The walk needs only a
/// type's own name (`ModifiedContent`), so for structs and enums it reads the
/// name from the type's nominal descriptor, which the runtime keeps beside the
/// metadata; other kinds fall back to the printer, cut at the first `<`.
package enum TypeNames {
    /// The type's name with its module and owners (`String(reflecting:)`), without the
    /// `(unknown context at $…)` of private types, whose address is not stable: `MyApp.Row<Swift.Int>`.
    package static func qualifiedName(of type: Any.Type) -> String {
        var name = String(reflecting: type)
        while let start = name.range(of: ".(unknown context at "), let end = name[start.upperBound...].firstIndex(of: ")") {
            name.removeSubrange(start.lowerBound...end)
        }
        return name
    }

    /// The type's own name without generic arguments or module: `ModifiedContent`, `Value`, `Optional`.
    static func baseName(of type: Any.Type) -> String {
        if let name = descriptorName(of: type) {
            return name
        }
        let full = String(describing: type)
        if let angle = full.firstIndex(of: "<") {
            return String(full[..<angle])
        }
        return full
    }

    /// The type's own name after its owner's, without modules or generic arguments:
    /// `ButtonStyleConfiguration.Label`; a type at the top of its module gives `Module.Name`.
    /// Printed in full, so only for the few names ``KnownTypes/nestedNames`` lists.
    static func nestedName(of type: Any.Type) -> String {
        var plain = ""
        var depth = 0
        var previous: Character?
        for character in String(reflecting: type) {
            switch character {
            case "<": depth += 1
            case ">" where previous != "-": depth -= 1 // not a function type's arrow
            default: if depth == 0 { plain.append(character) }
            }
            previous = character
        }
        return plain.split(separator: ".").suffix(2).joined(separator: ".")
    }

    // Metadata kinds of the Swift ABI (MetadataKind.def): struct, enum, optional.
    private static let valueKinds: ClosedRange<UInt> = 0x200...0x202

    /// Reads the name of a struct or enum from its nominal type descriptor:
    /// metadata word 0 is the kind and word 1 the descriptor; in the descriptor,
    /// the name is a relative pointer at byte 8 (after flags and parent).
    private static func descriptorName(of type: Any.Type) -> String? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let kind = metadata.load(as: UInt.self)
        guard valueKinds.contains(kind),
              let descriptor = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
        else { return nil }
        let nameField = descriptor + 8
        let offset = nameField.load(as: Int32.self)
        guard offset != 0 else { return nil }
        return String(cString: (nameField + Int(offset)).assumingMemoryBound(to: CChar.self))
    }
}

/// Per-type facts cached by the metatype's identity, so that no name is
/// computed twice in one inspection.
final class TypeCache {
    private var baseNames: [ObjectIdentifier: String] = [:]
    private var fullNames: [ObjectIdentifier: String] = [:]
    private var methodNames: [ObjectIdentifier: String] = [:]
    private var tagLayouts: [ObjectIdentifier: ModifierReader.TagLayout] = [:]
    private var roles: [ObjectIdentifier: KnownTypes.Role?] = [:]
    private var shownNames: [ObjectIdentifier: String] = [:]
    private var heldViews: [ObjectIdentifier: [KnownTypes.HeldView]] = [:]

    /// The role of `type` in ``KnownTypes``, by its own name; nil for a name it does not know.
    func role(of type: Any.Type) -> KnownTypes.Role? {
        let key = ObjectIdentifier(type)
        if let role = roles[key] { return role }
        let name = baseName(of: type)
        let role: KnownTypes.Role?
        if CustomBody.isCustomViewType(type) {
            // Every built-in view is primitive: a view with a body is the app's own, whatever its name.
            role = nil
        } else if KnownTypes.nestedNames.contains(name) {
            role = KnownTypes.role(ofBaseName: TypeNames.nestedName(of: type)) ?? KnownTypes.role(ofBaseName: name)
        } else {
            role = KnownTypes.role(ofBaseName: name)
        }
        roles[key] = .some(role)
        return role
    }

    /// The name a view of `type` is shown by in errors and dumps: its own name, or `Owner.Name` for
    /// a nested type known by it (`ButtonStyleConfiguration.Label`, not `Label`).
    func shownName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = shownNames[key] { return name }
        var name = baseName(of: type)
        if KnownTypes.nestedNames.contains(name) {
            let nested = TypeNames.nestedName(of: type)
            if KnownTypes.kind(ofBaseName: nested) != nil { name = nested }
        }
        shownNames[key] = name
        return name
    }

    /// The cached tag layout of a modifier type.
    func tagLayout(of type: Any.Type) -> ModifierReader.TagLayout? {
        tagLayouts[ObjectIdentifier(type)]
    }

    /// Caches the tag layout of a modifier type.
    func setTagLayout(_ layout: ModifierReader.TagLayout, of type: Any.Type) {
        tagLayouts[ObjectIdentifier(type)] = layout
    }

    /// The cached SwiftUI method name of a modifier type whose name follows from its type.
    func methodName(of type: Any.Type) -> String? {
        methodNames[ObjectIdentifier(type)]
    }

    /// Caches the method name of a modifier type.
    func setMethodName(_ name: String, of type: Any.Type) {
        methodNames[ObjectIdentifier(type)] = name
    }

    /// The entries of ``KnownTypes/modifierSupplementaryPaths`` for a modifier of `type`: the
    /// views it may hold. (Cached: a long chain of modifiers asks for each step it reaches.)
    func heldViews(of type: Any.Type) -> [KnownTypes.HeldView] {
        let key = ObjectIdentifier(type)
        if let entries = heldViews[key] { return entries }
        let name = fullName(of: type)
        let entries = KnownTypes.modifierSupplementaryPaths.filter { name.hasPrefix($0.typePrefix) }
        heldViews[key] = entries
        return entries
    }

    /// The cached base name of `type`.
    func baseName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = baseNames[key] { return name }
        let name = TypeNames.baseName(of: type)
        baseNames[key] = name
        return name
    }

    /// The name a path step gives a custom view's type, as ViewInspector's paths name it: each
    /// list of generic arguments written `<EmptyView>` (`Row<Text>` is `Row<EmptyView>`), so a
    /// path names the declared type whatever it was given.
    func pathName(of type: Any.Type) -> String {
        Self.placeholderGenerics(in: fullName(of: type))
    }

    /// `name` with each outermost `<…>` replaced by `<EmptyView>`.
    static func placeholderGenerics(in name: String) -> String {
        guard name.contains("<") else { return name }
        var result = ""
        var depth = 0
        var previous: Character?
        for character in name {
            switch character {
            case "<":
                if depth == 0 { result += "<EmptyView>" }
                depth += 1
            case ">" where depth > 0 && previous != "-":
                // The `>` of a function type's arrow (`() -> ()`) closes nothing.
                depth -= 1
            default:
                if depth == 0 { result.append(character) }
            }
            previous = character
        }
        return result
    }

    /// The cached full name of `type`, as `String(describing:)` prints it.
    func fullName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = fullNames[key] { return name }
        let name = String(describing: type)
        fullNames[key] = name
        return name
    }
}
