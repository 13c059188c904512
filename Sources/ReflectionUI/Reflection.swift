/// A marked property found by reflection: its name, display name and box.
public struct MirrorProperty {
    /// The property's name as declared (`lives` for `@MirrorUI var lives`).
    public let name: String
    /// The name shown in the editor (``DisplayName``): `Lives`.
    public let displayName: String
    /// The box holding the value, shared with the object.
    public let ref: AnyRef

    /// The value's type name, as a row without a mapping shows it.
    public var typeName: String { ref.typeName }
}

/// A group of properties from a nested object, shown as a section titled by its display name.
public struct MirrorSection {
    /// The name of the property holding the nested object.
    public let name: String
    /// The section's title.
    public let displayName: String
    /// The nested object's marked properties and sections, in order.
    public let items: [MirrorItem]
}

/// One entry of the editor: a property or a section.
public enum MirrorItem {
    /// A marked property.
    case property(MirrorProperty)
    /// A nested object's properties.
    case section(MirrorSection)
}

/// Finds the marked properties of an object by `Mirror`.
///
/// - Order: a class's superclasses come first, base class first, then its own properties; each
///   class's (or struct's) properties in declaration order.
/// - Nesting: a property — marked or not — whose value is an object or a struct (or an Optional
///   holding one) that itself has
///   marked properties becomes a ``MirrorSection``. Nested objects are followed to a depth of
///   ``maximumDepth``; an object that contains itself (a cycle) is not entered again.
/// - Other stored properties are ignored: only `@MirrorUI` marks a property for editing.
/// - Speed: what a type holds is found once per type (``FieldPlan``, from the field records
///   `Mirror` reads) and kept, so a value is walked by loading each box at its offset; a type
///   whose contents depend on the value (an object, Optional or existential property, a custom
///   mirror) is read by `Mirror`, with the same result.
public enum MirrorReflection {
    /// How many levels of nested objects the walk enters.
    public static let maximumDepth = 32

    /// The editor's entries for `object`.
    public static func items(of object: Any) -> [MirrorItem] {
        var path: [ObjectIdentifier] = []
        return items(of: object, depth: 0, path: &path)
    }

    private static func items(of value: Any, depth: Int, path: inout [ObjectIdentifier]) -> [MirrorItem] {
        if let planned = plannedItems(of: value, depth: depth, path: &path) { return planned }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return [] }
            return items(of: wrapped, depth: depth, path: &path)
        }
        guard mirror.displayStyle == .class || mirror.displayStyle == .struct else { return [] }
        var identity: ObjectIdentifier?
        if mirror.displayStyle == .class {
            let id = ObjectIdentifier(value as AnyObject)
            if path.contains(id) { return [] }
            identity = id
            path.append(id)
        }
        defer { if identity != nil { path.removeLast() } }
        var chain: [Mirror] = [mirror]
        while let parent = chain[chain.count - 1].superclassMirror { chain.append(parent) }
        var result: [MirrorItem] = []
        for level in chain.reversed() {
            for child in level.children {
                let label = child.label ?? ""
                if let marked = child.value as? MarkedProperty {
                    let ref = marked.anyRef
                    let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                    let nested = depth + 1 < maximumDepth ? items(of: ref.anyValue, depth: depth + 1, path: &path) : []
                    if nested.isEmpty {
                        result.append(.property(MirrorProperty(name: name, displayName: DisplayName.from(name), ref: ref)))
                    } else {
                        result.append(.section(MirrorSection(name: name, displayName: DisplayName.from(name), items: nested)))
                    }
                } else if depth + 1 < maximumDepth {
                    let nested = items(of: child.value, depth: depth + 1, path: &path)
                    if !nested.isEmpty {
                        result.append(.section(MirrorSection(name: label, displayName: DisplayName.from(label), items: nested)))
                    }
                }
            }
        }
        return result
    }

    /// The entries of a value whose type has a ``FieldPlan``, read at the plan's offsets; nil
    /// when its type has none (then `Mirror` reads it). The same entries as the `Mirror` walk.
    private static func plannedItems(of value: Any, depth: Int, path: inout [ObjectIdentifier]) -> [MirrorItem]? {
        func open<V>(_ value: V) -> [MirrorItem]? {
            switch FieldPlans.shape(of: V.self) {
            case .leaf:
                return []
            case .dynamic:
                return nil
            case .planned(let plan) where plan.isClass:
                let object = value as AnyObject
                let id = ObjectIdentifier(object)
                if path.contains(id) { return [] }
                path.append(id)
                defer { path.removeLast() }
                return withExtendedLifetime(object) {
                    walk(plan, at: UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()), depth: depth, path: &path)
                }
            case .planned(let plan):
                return withUnsafeBytes(of: value) { bytes in
                    guard let base = bytes.baseAddress else { return [] }
                    return walk(plan, at: base, depth: depth, path: &path)
                }
            }
        }
        return _openExistential(value, do: open)
    }

    private static func walk(_ plan: FieldPlan, at base: UnsafeRawPointer, depth: Int, path: inout [ObjectIdentifier]) -> [MirrorItem] {
        var result: [MirrorItem] = []
        for field in plan.fields {
            switch field {
            case .marked(let name, let displayName, let offset, let loader, let valueMayNest):
                let ref = loader.load(base + offset)
                let nested = valueMayNest && depth + 1 < maximumDepth ? items(of: ref.anyValue, depth: depth + 1, path: &path) : []
                if nested.isEmpty {
                    result.append(.property(MirrorProperty(name: name, displayName: displayName, ref: ref)))
                } else {
                    result.append(.section(MirrorSection(name: name, displayName: displayName, items: nested)))
                }
            case .inline(let name, let displayName, let offset, let inner):
                guard depth + 1 < maximumDepth else { continue }
                let nested = walk(inner, at: base + offset, depth: depth + 1, path: &path)
                if !nested.isEmpty {
                    result.append(.section(MirrorSection(name: name, displayName: displayName, items: nested)))
                }
            }
        }
        return result
    }
}
