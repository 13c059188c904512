import Builders

/// Peels a chain of ModifiedContent in one pass, in linear time.
///
/// Reading `content` through Mirror or a getter copies the rest of the chain
/// at every level, so peeling n modifiers copies O(n²) bytes. A struct's
/// stored properties lie in declaration order, so in
/// `ModifiedContent<Content, Modifier>` the content starts at byte 0 and the
/// modifier at the content's size rounded up to the modifier's alignment: the
/// whole chain shares one base address. The peel reads each modifier in place
/// and copies only the innermost content. It stops before a custom modifier,
/// whose body the walk must expand.
protocol ModifierChainLink {
    /// The modifiers down the chain, outermost first, and what they modify.
    func peeledChain() -> (modifiers: [Any], content: Any)
}

/// The static facts of one link, read through its metatype.
private protocol ChainLinkType {
    static var contentType: Any.Type { get }
    static var hasPrimitiveModifier: Bool { get }
    static func loadModifier(from base: UnsafeRawPointer) -> Any
    static func loadContent(from base: UnsafeRawPointer) -> Any
}

extension ModifiedContent: ModifierChainLink, ChainLinkType {
    func peeledChain() -> (modifiers: [Any], content: Any) {
        guard Self.hasPrimitiveModifier else { return ([], self) }
        return withUnsafeBytes(of: self) { bytes in
            guard let base = bytes.baseAddress else { return ([], self) }
            var modifiers: [Any] = []
            var link: any ChainLinkType.Type = Self.self
            while true {
                modifiers.append(link.loadModifier(from: base))
                guard let next = link.contentType as? any ChainLinkType.Type, next.hasPrimitiveModifier else {
                    return (modifiers, link.loadContent(from: base))
                }
                link = next
            }
        }
    }

    fileprivate static var contentType: Any.Type { Content.self }

    fileprivate static var hasPrimitiveModifier: Bool {
        !CustomBody.isCustomModifierType(Modifier.self)
    }

    fileprivate static func loadModifier(from base: UnsafeRawPointer) -> Any {
        let alignment = MemoryLayout<Modifier>.alignment
        let offset = (MemoryLayout<Content>.size + alignment - 1) / alignment * alignment
        return base.load(fromByteOffset: offset, as: Modifier.self)
    }

    fileprivate static func loadContent(from base: UnsafeRawPointer) -> Any {
        base.load(as: Content.self)
    }
}
