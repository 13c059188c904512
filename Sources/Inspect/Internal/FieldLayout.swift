@_spi(Reflection) import Swift
import Foundation

/// The stored properties of a struct or tuple type — each one's label, byte offset and
/// declared type — as the runtime's field metadata records them: the same labels `Mirror`
/// shows, read once per type and cached by the type's identity.
///
/// Reading a child through `Mirror` looks its type up by mangled name and demangles it on
/// every access, which is most of the cost of a label walk. With the layout known, reading
/// the child labelled `content` is one load at a known offset. Enums (whose payload depends on
/// the case), classes, and types with a custom mirror are still read through `Mirror`, and so
/// are fields that a load of their declared type would misread: the runtime reports a `weak`
/// field as its Optional type and an `unowned` one as its class, though their storage differs,
/// and an existential field loaded generically stays boxed in its existential inside `Any`. So
/// only fields of struct, enum, tuple, function and metatype kinds are loaded.
struct FieldLayout {
    /// One stored property.
    struct Field {
        let label: String
        let offset: Int
        let type: Any.Type
        /// Whether a load of `type` reads the field exactly (see above).
        let isLoadable: Bool
    }

    let fields: [Field]

    /// The field labelled `label`.
    func field(_ label: String) -> Field? {
        fields.first { $0.label == label }
    }

    /// The layout of `type` when it is a struct or a tuple without a custom mirror; nil otherwise.
    static func of(_ type: Any.Type) -> FieldLayout? {
        FieldLayoutCache.shared.layout(of: type)
    }

    /// Reads `value`'s field; `value` must be of the type this layout describes. Nil when the
    /// field is not loadable, when the value has no bytes to read from (a zero-sized value), or
    /// when `value` holds its value inside another existential (an `any View` made `Any` by
    /// generic code): opening it then gives the existential's bytes, not the value's. Read
    /// such a field through `Mirror` instead.
    static func read(_ field: Field, of value: Any) -> Any? {
        guard field.isLoadable else { return nil }
        let dynamicType = type(of: value)
        func open<Value>(_ value: Value) -> Any? {
            guard Value.self == dynamicType else { return nil }
            return withUnsafeBytes(of: value) { bytes -> Any? in
                // Loaded as `Any` directly: a `FieldType?` would make the runtime look up the
                // Optional's metadata on every read.
                func load<FieldType>(_ type: FieldType.Type) -> Any? {
                    guard let base = bytes.baseAddress, fits(FieldType.self, at: field.offset, in: bytes) else { return nil }
                    return (base + field.offset).load(as: FieldType.self)
                }
                return _openExistential(field.type, do: load)
            }
        }
        return _openExistential(value, do: open)
    }

    /// The value of type `T` stored at `offset` in `bytes`; nil when it would not lie wholly
    /// inside them or would be misaligned. Offsets come from the runtime (or from a layout the
    /// caller assumes) and fit the value; they are checked anyway, as a load past the value or
    /// misaligned would read garbage instead of failing.
    static func load<T>(_ type: T.Type, at offset: Int, in bytes: UnsafeRawBufferPointer) -> T? {
        guard let base = bytes.baseAddress, fits(T.self, at: offset, in: bytes) else { return nil }
        return (base + offset).load(as: T.self)
    }

    /// Whether a value of type `T` at `offset` lies wholly inside `bytes` and is aligned.
    static func fits<T>(_ type: T.Type, at offset: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return offset >= 0 && offset <= bytes.count - MemoryLayout<T>.size
            && Int(bitPattern: base + offset) % MemoryLayout<T>.alignment == 0
    }

    /// The elements of a TupleView's `value`: a tuple's elements in order, else the value itself
    /// as one element (never the stored properties of a struct or class, which may lead back to
    /// the TupleView and make the walk endless).
    static func tupleElements(of value: Any) -> [Any] {
        let type = type(of: value)
        guard unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) == tupleKind else { return [value] }
        return children(of: value) ?? Mirror(reflecting: value).children.map(\.value)
    }

    /// Every field of `value`, in declaration order; nil when its type has no layout.
    static func children(of value: Any) -> [Any]? {
        guard let layout = of(type(of: value)) else { return nil }
        var children: [Any] = []
        children.reserveCapacity(layout.fields.count)
        for field in layout.fields {
            guard let child = read(field, of: value) else { return nil }
            children.append(child)
        }
        return children
    }

    // Metadata kinds of the Swift ABI (MetadataKind.def): struct, and tuple.
    private static let structKind: UInt = 0x200
    private static let tupleKind: UInt = 0x301

    /// Learns the layout of `type` from the runtime, or nil when it is not read by layout.
    fileprivate static func learn(_ type: Any.Type) -> FieldLayout? {
        let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
        guard kind == structKind || kind == tupleKind, !(type is any CustomReflectable.Type) else { return nil }
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            let isLoadable = [.struct, .enum, .tuple, .function, .metatype].contains(kind)
            fields.append(Field(label: String(cString: name), offset: offset, type: fieldType, isLoadable: isLoadable))
            return true
        }
        guard complete else { return nil }
        return FieldLayout(fields: fields)
    }
}

/// The layouts learnt so far, shared by all inspections (a type's stored properties never change).
private final class FieldLayoutCache: @unchecked Sendable {
    static let shared = FieldLayoutCache()
    private let lock = NSLock()
    /// nil for a type that is not read by layout.
    private var layouts: [ObjectIdentifier: FieldLayout?] = [:]

    func layout(of type: Any.Type) -> FieldLayout? {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let known = layouts[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let learnt = FieldLayout.learn(type)
        lock.lock()
        layouts[key] = .some(learnt)
        lock.unlock()
        return learnt
    }
}
