@_spi(Reflection) import Swift
import Foundation

/// What the reflection walk (``MirrorReflection``) needs to know about one type's stored
/// properties, found once per type from the runtime's field records (what `Mirror` reads) and
/// kept: which are marked (and where each box is), and which are structs stored inline that
/// hold marked properties of their own. A value of a type with a plan is then walked by loading
/// each box at its offset, without a `Mirror` per value or per property.
///
/// A type gets no plan — the walk asks `Mirror`, as it did before plans — when what it holds
/// depends on the value rather than on the type: a stored property that is an object, an
/// Optional, an existential, or a value with a custom mirror (`CustomReflectable`), and the type
/// itself when it has a custom mirror.
struct FieldPlan: Sendable {
    /// One stored property the walk looks at.
    enum Field: Sendable {
        /// A `@MirrorUI` property: its box is loaded at `offset`; `valueMayNest` says whether the
        /// box's value can hold marked properties (a section), so that `Mirror` must look inside.
        case marked(name: String, displayName: String, offset: Int, load: RefLoader, valueMayNest: Bool)
        /// A struct stored inline whose type holds marked properties: a section.
        case inline(name: String, displayName: String, offset: Int, plan: FieldPlan)
    }

    /// The properties that matter, base class first, each class's or struct's in declaration order.
    let fields: [Field]
    /// Whether the type is a class (its fields are read from the object's storage).
    let isClass: Bool
}

/// Loads a `@MirrorUI` property's box from the property's storage. It only calls a static
/// method of the property's type (a metatype, which never changes), so it may cross threads.
struct RefLoader: @unchecked Sendable {
    let load: (UnsafeRawPointer) -> AnyRef
}

/// What a type can hold, as far as the walk is concerned.
enum TypeShape: Sendable {
    /// Never a marked property: numbers, strings, enums, tuples, functions, plain structs without any.
    case leaf
    /// Depends on the value: ask `Mirror`.
    case dynamic
    /// A class or struct with a plan.
    case planned(FieldPlan)
}

/// The plans, made on first use and kept per type; safe from any thread.
enum FieldPlans {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var shapes: [ObjectIdentifier: TypeShape] = [:]
    }

    private static let cache = Cache()

    // The runtime's options, by value (its static properties are mutable, so not safe to share).
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)
    private static let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)

    /// How deep plans of structs stored inline are made; deeper ones are left to `Mirror`.
    static let maximumDepth = 16

    /// The shape of `T`.
    static func shape<T>(of type: T.Type) -> TypeShape {
        if let known = cached(T.self) { return known }
        return shape(of: T.self, kind: kind(of: T.self), depth: 0)
    }

    /// Whether a value of type `T` can hold marked properties (a ``MirrorSection``).
    static func mayNest<T>(_ type: T.Type) -> Bool {
        if case .leaf = shape(of: type) { return false }
        if case .planned(let plan) = shape(of: type), !plan.isClass, plan.fields.isEmpty { return false }
        return true
    }

    private static func cached(_ type: Any.Type) -> TypeShape? {
        cache.lock.withLock { cache.shapes[ObjectIdentifier(type)] }
    }

    /// The metadata kind of `T`, read as the kind of a stored property of that type.
    private static func kind<T>(of _: T.Type) -> _MetadataKind? {
        var kind: _MetadataKind?
        _forEachField(of: Probe<T>.self, options: ignoreUnknown) { _, _, _, fieldKind in
            kind = fieldKind
            return false
        }
        return kind
    }

    private struct Probe<T> {
        let value: T
    }

    private static func shape(of type: Any.Type, kind: _MetadataKind?, depth: Int) -> TypeShape {
        if let known = cached(type) { return known }
        let shape = makeShape(of: type, kind: kind, depth: depth)
        cache.lock.withLock { cache.shapes[ObjectIdentifier(type)] = shape }
        return shape
    }

    private static func makeShape(of type: Any.Type, kind: _MetadataKind?, depth: Int) -> TypeShape {
        if isKnownLeaf(type) { return .leaf }
        if type is any CustomReflectable.Type { return .dynamic }
        switch kind {
        case .class?:
            return plan(of: type, isClass: true, depth: depth).map { .planned($0) } ?? .dynamic
        case .struct?:
            return plan(of: type, isClass: false, depth: depth).map { .planned($0) } ?? .dynamic
        case .enum?, .tuple?, .function?, .metatype?, .existentialMetatype?:
            // Mirror shows these with a display style the walk never enters (or none).
            return .leaf
        default:
            return .dynamic
        }
    }

    /// The types met most often, which never hold a marked property.
    private static func isKnownLeaf(_ type: Any.Type) -> Bool {
        type == Bool.self || type == String.self || type == Character.self || type == Substring.self
            || type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type
    }

    /// The plan of a class or struct; nil when a stored property's contents depend on the value.
    private static func plan(of type: Any.Type, isClass: Bool, depth: Int) -> FieldPlan? {
        guard depth < maximumDepth else { return nil }
        var records: [(name: String, offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let complete = _forEachField(of: type, options: isClass ? classType : []) { name, offset, fieldType, fieldKind in
            records.append((String(cString: name), offset, fieldType, fieldKind))
            return true
        }
        guard complete else { return nil }
        var fields: [FieldPlan.Field] = []
        for record in records {
            if let marked = record.type as? any MarkedProperty.Type {
                let name = record.name.hasPrefix("_") ? String(record.name.dropFirst()) : record.name
                fields.append(.marked(name: name, displayName: DisplayName.from(name), offset: record.offset,
                                      load: RefLoader(load: marked.loadRef(at:)), valueMayNest: marked.valueMayNest))
                continue
            }
            switch shape(of: record.type, kind: record.kind, depth: depth + 1) {
            case .leaf:
                continue
            case .dynamic:
                return nil
            case .planned(let inner):
                // A class-typed property holds an object whose class may be a subclass: ask Mirror.
                if inner.isClass { return nil }
                if !inner.fields.isEmpty {
                    fields.append(.inline(name: record.name, displayName: DisplayName.from(record.name), offset: record.offset, plan: inner))
                }
            }
        }
        return FieldPlan(fields: fields, isClass: isClass)
    }
}
