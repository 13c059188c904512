import Foundation

/// The case of an enum value as `Mirror` shows it — the case's label and its payload, the one
/// child of a case with a payload — read without `Mirror` once a value of that case of that type
/// has been read.
///
/// `Mirror` finds a case's payload type by mangled name and demangles it on every read, which is
/// most of the cost of reading a Text's storage or a tag by label. The runtime's enum value
/// witnesses (the Swift ABI's `getEnumTag` and `destructiveProjectEnumData`) give a value's case
/// number, and strip the case from a copy of its bytes, cheaply. The first value of each case
/// is read through `Mirror`, which gives the label and the payload; the payload is then checked
/// against the copy's bytes, and only a payload that a load reads exactly — a struct, enum,
/// tuple or Optional whose bytes are the copy's, or a class reference that is the copy's first
/// word, in a case whose payload is not an existential — is read by load afterwards. Every
/// other case, and any type without enum witnesses, is read through `Mirror` each time.
enum EnumCaseReader {
    /// Whether values of `type` are enums (or Optionals), whose one child is their case's payload.
    static func isEnum(_ type: Any.Type) -> Bool {
        let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
        return kind == EnumWitnesses.enumKind || kind == EnumWitnesses.optionalKind
    }

    /// The one child `Mirror` shows of `value`: its case's label and payload; nil for a case
    /// without a payload. `value` must be an enum (or an Optional).
    static func payload(of value: Any) -> (label: String?, value: Any)? {
        let type = Swift.type(of: value)
        guard let witnesses = EnumCaseCache.shared.witnesses(of: type) else { return mirroredPayload(of: value) }
        func open<Enum>(_ value: Enum) -> (label: String?, value: Any)? {
            // A value boxed in another existential inside `Any` opens as that existential.
            guard Enum.self == type, MemoryLayout<Enum>.size > 0 else { return mirroredPayload(of: value) }
            return withUnsafeBytes(of: value) { bytes in
                guard let base = bytes.baseAddress else { return mirroredPayload(of: value) }
                let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
                let tag = witnesses.getEnumTag(base, metadata)
                let key = CaseKey(type: ObjectIdentifier(type), tag: tag)
                switch EnumCaseCache.shared.reading(of: key) {
                case .noPayload:
                    return nil
                case .mirror:
                    return mirroredPayload(of: value)
                case .load(let label, let payloadType):
                    let payload = projected(bytes, witnesses: witnesses, metadata: metadata) { Self.load(payloadType, from: $0) }
                    guard let payload else { return mirroredPayload(of: value) }
                    return (label, payload)
                case nil:
                    let child = mirroredPayload(of: value)
                    let reading = projected(bytes, witnesses: witnesses, metadata: metadata) { payload in
                        Self.reading(of: child, projected: payload, enumSize: bytes.count)
                    }
                    EnumCaseCache.shared.record(reading, for: key)
                    return child
                }
            }
        }
        return _openExistential(value, do: open)
    }

    /// `Mirror`'s one child of `value`.
    private static func mirroredPayload(of value: Any) -> (label: String?, value: Any)? {
        Mirror(reflecting: value).children.first.map { ($0.label, $0.value) }
    }

    /// `body` applied to a scratch copy of `bytes` with the case stripped: the payload's bytes.
    /// The copy is bitwise and owns nothing; a load from it copies what it reads.
    private static func projected<Result>(
        _ bytes: UnsafeRawBufferPointer, witnesses: EnumWitnesses, metadata: UnsafeRawPointer,
        _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(byteCount: bytes.count, alignment: 16) { scratch in
            scratch.copyMemory(from: bytes)
            guard let base = scratch.baseAddress else { return body(UnsafeRawBufferPointer(scratch)) }
            witnesses.destructiveProjectEnumData(base, metadata)
            return body(UnsafeRawBufferPointer(scratch))
        }
    }

    /// How later values of a case are read, from the first one's `Mirror` child and its payload's bytes.
    private static func reading(
        of child: (label: String?, value: Any)?, projected payload: UnsafeRawBufferPointer, enumSize: Int
    ) -> CaseReading {
        guard let child else { return .noPayload }
        let payloadType = Swift.type(of: child.value)
        let payloadMetadata = unsafeBitCast(payloadType, to: UnsafeRawPointer.self)
        // An existential payload (`Any`, `any P`) keeps its value's type after a three-word buffer.
        let word = MemoryLayout<UInt>.size
        if enumSize >= 4 * word, let stored = FieldLayout.load(UnsafeRawPointer.self, at: 3 * word, in: payload),
           stored == payloadMetadata {
            return .mirror
        }
        switch PayloadKind(payloadType) {
        case .classReference:
            guard let object = FieldLayout.load(AnyObject.self, at: 0, in: payload),
                  object === (child.value as AnyObject)
            else { return .mirror }
            return .load(label: child.label, type: .classReference)
        case .inline:
            func matches<Payload>(_ payloadValue: Payload) -> Bool {
                guard Payload.self == payloadType, MemoryLayout<Payload>.size <= payload.count else { return false }
                return withUnsafeBytes(of: payloadValue) { own in
                    own.elementsEqual(UnsafeRawBufferPointer(rebasing: payload[0..<own.count]))
                }
            }
            guard _openExistential(child.value, do: matches) else { return .mirror }
            return .load(label: child.label, type: .inline(payloadType))
        case .other:
            return .mirror
        }
    }

    /// The payload of `type` at the start of `payload`; nil when it would not lie inside it.
    private static func load(_ type: LoadedPayload, from payload: UnsafeRawBufferPointer) -> Any? {
        switch type {
        case .classReference:
            return FieldLayout.load(AnyObject.self, at: 0, in: payload).map { $0 as Any }
        case .inline(let payloadType):
            func load<Payload>(_: Payload.Type) -> Any? {
                FieldLayout.load(Payload.self, at: 0, in: payload).map { $0 as Any }
            }
            return _openExistential(payloadType, do: load)
        }
    }
}

/// A payload type as a load can read it.
private enum PayloadKind {
    /// A struct, enum, Optional or tuple: its bytes are the value.
    case inline
    /// A class instance: one reference.
    case classReference
    /// Anything else (a function, a metatype, an existential, a foreign class): read through `Mirror`.
    case other

    // Metadata kinds of the Swift ABI (MetadataKind.def); a class's metadata starts with its isa
    // pointer or the class kind, 0.
    init(_ type: Any.Type) {
        let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
        switch kind {
        case 0x200, 0x201, 0x202, 0x301: self = .inline
        case 0, 0x800...: self = type is AnyObject.Type ? .classReference : .other
        default: self = .other
        }
    }
}

/// The payload a case's later values are loaded as.
private enum LoadedPayload {
    case inline(Any.Type)
    case classReference
}

/// How the values of one case of one enum type are read.
private enum CaseReading {
    /// The case has no payload: `Mirror` shows no child.
    case noPayload
    /// The payload is loaded from the value's bytes, with the case's label.
    case load(label: String?, type: LoadedPayload)
    /// The payload is read through `Mirror`.
    case mirror
}

private struct CaseKey: Hashable {
    let type: ObjectIdentifier
    let tag: UInt32
}

/// The readings learnt so far, shared by all inspections (a type's cases never change).
private final class EnumCaseCache: @unchecked Sendable {
    static let shared = EnumCaseCache()
    private let lock = NSLock()
    private var readings: [CaseKey: CaseReading] = [:]
    /// nil for a type read through `Mirror`.
    private var witnesses: [ObjectIdentifier: EnumWitnesses?] = [:]

    /// The case witnesses of `type`, when its values are read by case: an enum without a custom mirror.
    func witnesses(of type: Any.Type) -> EnumWitnesses? {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let known = witnesses[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let learnt = type is any CustomReflectable.Type ? nil : EnumWitnesses.of(type)
        lock.lock()
        defer { lock.unlock() }
        witnesses[key] = learnt
        return learnt
    }

    func reading(of key: CaseKey) -> CaseReading? {
        lock.lock()
        defer { lock.unlock() }
        return readings[key]
    }

    func record(_ reading: CaseReading, for key: CaseKey) {
        lock.lock()
        defer { lock.unlock() }
        readings[key] = reading
    }
}

/// An enum type's value witnesses for its cases, from its value witness table (the Swift ABI's
/// `EnumValueWitnessTable`: the common witnesses, then `getEnumTag`, `destructiveProjectEnumData`).
private struct EnumWitnesses {
    typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
    typealias DestructiveProjectEnumData = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

    // Metadata kinds of the Swift ABI (MetadataKind.def).
    static let enumKind: UInt = 0x201
    static let optionalKind: UInt = 0x202

    let getEnumTag: GetEnumTag
    let destructiveProjectEnumData: DestructiveProjectEnumData

    /// The witnesses of `type` when it is an enum or an Optional whose table has them.
    static func of(_ type: Any.Type) -> EnumWitnesses? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let kind = metadata.load(as: UInt.self)
        guard kind == enumKind || kind == optionalKind else { return nil }
        let word = MemoryLayout<UnsafeRawPointer>.size
        let table = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
        // Eight function witnesses, size, stride, then the flags (a 32-bit word).
        let flags = table.load(fromByteOffset: 10 * word, as: UInt32.self)
        let hasEnumWitnesses: UInt32 = 0x0020_0000
        guard flags & hasEnumWitnesses != 0 else { return nil }
        // After the flags and the extra inhabitant count (two 32-bit words).
        let enumWitnesses = 10 * word + 8
        return EnumWitnesses(
            getEnumTag: table.load(fromByteOffset: enumWitnesses, as: GetEnumTag.self),
            destructiveProjectEnumData: table.load(fromByteOffset: enumWitnesses + word, as: DestructiveProjectEnumData.self))
    }
}
