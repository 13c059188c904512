/// Finds the types of the running program that conform to a protocol, by reading the conformance
/// records the compiler leaves in each loaded image (the runtime lists the images through
/// `swift_enumerateAllMetadataSections`). Generic types are skipped: they have no one metadata.
enum ConformanceScan {
    /// A conforming type: its metadata, its name and its module's name.
    struct Found {
        let type: Any.Type
        let name: String
        let module: String
    }

    /// The non-generic types conforming to a protocol named in `protocols`, declared in `module`.
    static func types(conformingTo protocols: Set<String>, in module: String) -> [Found] {
        let box = Box(protocols: protocols, module: module)
        let context = Unmanaged.passRetained(box)
        defer { context.release() }
        enumerateMetadataSections({ sections, context in
            guard let context else { return false }
            let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
            // The conformance records: the second section range after the four leading words.
            let range = sections.advanced(by: 4 * MemoryLayout<UInt>.size + 2 * MemoryLayout<UInt>.size)
            let start = range.load(as: UInt.self)
            let length = range.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
            guard let records = UnsafeRawPointer(bitPattern: start) else { return true }
            box.scan(records: records, count: Int(length) / 4)
            return true
        }, context.toOpaque())
        return box.found
    }

    private final class Box {
        let protocols: Set<String>
        let module: String
        var found: [Found] = []

        init(protocols: Set<String>, module: String) {
            self.protocols = protocols
            self.module = module
        }

        func scan(records: UnsafeRawPointer, count: Int) {
            for index in 0..<count {
                guard let conformance = Self.relative(records + 4 * index),
                      let proto = Self.indirectable(conformance),
                      Self.kind(of: proto) == 3,
                      let name = Self.name(of: proto), protocols.contains(name),
                      let parent = Self.indirectable(proto + 4), Self.name(of: parent) == module
                else { continue }
                let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
                let typeReferenceKind = (flags >> 3) & 7
                guard let reference = Self.relative(conformance + 4) else { continue }
                let descriptor: UnsafeRawPointer?
                switch typeReferenceKind {
                case 0: descriptor = reference
                case 1: descriptor = reference.load(as: UnsafeRawPointer?.self)
                default: descriptor = nil
                }
                guard let descriptor, let type = Self.metadata(of: descriptor), let typeName = Self.name(of: descriptor)
                else { continue }
                found.append(Found(type: type, name: typeName, module: Self.moduleName(of: descriptor)))
            }
        }

        /// The target of a 32-bit relative pointer at `address`; nil for a null one.
        static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = address.loadUnaligned(as: Int32.self)
            return offset == 0 ? nil : address + Int(offset)
        }

        /// The target of a relative pointer whose low bit says it points at a pointer to it.
        static func indirectable(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
            let offset = address.loadUnaligned(as: Int32.self)
            guard offset != 0 else { return nil }
            let target = address + Int(offset & ~1)
            return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
        }

        /// A context descriptor's kind: 0 a module, 3 a protocol, 16 a class, 17 a struct, 18 an enum.
        static func kind(of descriptor: UnsafeRawPointer) -> UInt32 {
            descriptor.load(as: UInt32.self) & 0x1F
        }

        static func name(of descriptor: UnsafeRawPointer) -> String? {
            relative(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        }

        static func moduleName(of descriptor: UnsafeRawPointer) -> String {
            var current: UnsafeRawPointer? = descriptor
            for _ in 0..<32 {
                guard let context = current else { break }
                if kind(of: context) == 0 { return name(of: context) ?? "" }
                current = indirectable(context + 4)
            }
            return ""
        }

        /// The metadata of a non-generic struct, enum or class, from its access function.
        static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
            let flags = descriptor.load(as: UInt32.self)
            guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0,
                  let accessor = relative(descriptor + 12)
            else { return nil }
            let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
            guard let metadata = access(0) else { return nil }
            return unsafeBitCast(metadata, to: Any.Type.self)
        }
    }
}

/// The runtime's list of loaded images' metadata sections; `body` sees each image's sections
/// and returns whether to go on.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)
