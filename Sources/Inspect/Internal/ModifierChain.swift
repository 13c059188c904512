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
    /// The link's modifier, whose link starts at `origin` in `bytes`; nil when it would lie outside them.
    static func loadModifier(at origin: Int, in bytes: UnsafeRawBufferPointer) -> Any?
    /// The link's content, whose link starts at `origin` in `bytes`; nil when it would lie outside them.
    static func loadContent(at origin: Int, in bytes: UnsafeRawBufferPointer) -> Any?
}

extension ModifiedContent: ModifierChainLink, ChainLinkType {
    func peeledChain() -> (modifiers: [Any], content: Any) {
        guard Self.hasPrimitiveModifier else { return ([], self) }
        return withUnsafeBytes(of: self) { bytes in
            var modifiers: [Any] = []
            var link: any ChainLinkType.Type = Self.self
            // Where the link being read starts: the content comes first, so every link starts at 0.
            let origin = 0
            while true {
                // A load that would not fit is never made: the chain is then read by label.
                guard let modifier = link.loadModifier(at: origin, in: bytes) else { return ([], self) }
                modifiers.append(modifier)
                guard let next = link.contentType as? any ChainLinkType.Type, next.hasPrimitiveModifier else {
                    guard let content = link.loadContent(at: origin, in: bytes) else { return ([], self) }
                    return (modifiers, content)
                }
                link = next
            }
        }
    }

    fileprivate static var contentType: Any.Type { Content.self }

    fileprivate static var hasPrimitiveModifier: Bool {
        !CustomBody.isCustomModifierType(Modifier.self)
    }

    fileprivate static func loadModifier(at origin: Int, in bytes: UnsafeRawBufferPointer) -> Any? {
        let alignment = MemoryLayout<Modifier>.alignment
        let offset = (MemoryLayout<Content>.size + alignment - 1) / alignment * alignment
        return FieldLayout.load(Modifier.self, at: origin + offset, in: bytes)
    }

    fileprivate static func loadContent(at origin: Int, in bytes: UnsafeRawBufferPointer) -> Any? {
        FieldLayout.load(Content.self, at: origin, in: bytes)
    }
}
