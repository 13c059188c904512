import Builders

// Tags, in all three of SwiftUI's tag layouts:
//
// - classic: `_TraitWritingModifier<TagValueTraitKey<V>>`, `value|tagged`;
// - `tag(_:includeOptional:)`: that, plus a second one keyed by `Optional<V>`;
// - newest: `_TagTraitWritingModifier<V>` with `tag` and `includeOptional`.
//
// A trait-writing modifier that writes no tag is named by its trait key, when a descriptor knows
// the key (`tabItem` for the key of `tabItem(_:)`), else `trait`.

extension ModifierDescriptor {
    /// The trait-writing modifiers: `tag(_:)`, or the method of the trait key they write.
    static let traitWriting = ModifierDescriptor(
        typeNames: ["_TraitWritingModifier", "_TagTraitWritingModifier"],
        naming: .perType { modifier, types in
            if ModifierReader.tag(of: modifier, types: types) != nil { return "tag" }
            // Another trait is named by its key, when a descriptor knows it.
            let name = types.fullName(of: Swift.type(of: modifier))
            guard let open = name.firstIndex(of: "<") else { return "trait" }
            let key = name[name.index(after: open)...].prefix { $0 != "<" && $0 != ">" && $0 != "," }
            return KnownTypes.modifierMethods[String(key)] ?? "trait"
        })
}

extension ModifierReader {
    /// One tag a modifier writes.
    struct TagValue {
        /// The tag as written, for exact type comparison.
        var raw: Any
        var hashable: AnyHashable
        /// Whether it was written under the Optional key of the `includeOptional` era.
        var isOptionalKey: Bool
    }

    /// What a tag modifier writes.
    enum TagWrite {
        case tagged(TagValue)
        case untagged
    }

    /// What a tag modifier writes, read by label, or nil when `modifier` writes no tag.
    static func tag(of modifier: Any, types: TypeCache) -> TagWrite? {
        switch tagLayout(of: Swift.type(of: modifier), types: types) {
        case .traitKey(let isOptionalKey):
            guard let value = MirrorReader.descendant(modifier, "value") else { return nil }
            let child = EnumCaseReader.isEnum(Swift.type(of: value))
                ? EnumCaseReader.payload(of: value)
                : Mirror(reflecting: value).children.first { $0.label == "tagged" }.map { ($0.label, $0.value) }
            guard let tagged = child, tagged.label == "tagged" else {
                return .untagged
            }
            return tagValue(tagged.value, isOptionalKey: isOptionalKey)
        case .tagTrait:
            guard let tag = MirrorReader.descendant(modifier, "tag") else { return .untagged }
            return tagValue(tag, isOptionalKey: false)
        case .none:
            return nil
        }
    }

    /// How a modifier type writes tags, if it does.
    enum TagLayout {
        /// `_TraitWritingModifier<TagValueTraitKey<V>>`, or its `Optional<V>` key.
        case traitKey(isOptionalKey: Bool)
        /// `_TagTraitWritingModifier<V>`.
        case tagTrait
        /// Not a tag modifier.
        case none
    }

    /// The tag layout of a modifier type, from its names, once per type.
    static func tagLayout(of type: Any.Type, types: TypeCache) -> TagLayout {
        if let known = types.tagLayout(of: type) { return known }
        let layout: TagLayout
        switch types.baseName(of: type) {
        case "_TraitWritingModifier":
            let name = types.fullName(of: type)
            layout = name.hasPrefix("_TraitWritingModifier<TagValueTraitKey<")
                ? .traitKey(isOptionalKey: name.hasPrefix("_TraitWritingModifier<TagValueTraitKey<Optional<"))
                : .none
        case "_TagTraitWritingModifier":
            layout = .tagTrait
        default:
            layout = .none
        }
        types.setTagLayout(layout, of: type)
        return layout
    }

    private static func tagValue(_ raw: Any, isOptionalKey: Bool) -> TagWrite {
        guard let hashable = raw as? AnyHashable else { return .untagged }
        return .tagged(TagValue(raw: raw, hashable: hashable, isOptionalKey: isOptionalKey))
    }
}

/// A tag modifier reads its tag without Mirror.
protocol FastTagModifier {
    var inspectionTag: ModifierReader.TagWrite { get }
}

/// A trait key that is a tag key.
protocol TagTraitKey: _ViewTraitKey {
    static func tagWrite(_ value: Value) -> ModifierReader.TagWrite
}

extension TagValueTraitKey: TagTraitKey {
    static func tagWrite(_ value: Value) -> ModifierReader.TagWrite {
        switch value {
        case .untagged:
            return .untagged
        case .tagged(let tag):
            return .tagged(ModifierReader.TagValue(raw: tag, hashable: AnyHashable(tag), isOptionalKey: V.self is any OptionalType.Type))
        }
    }
}

extension _TraitWritingModifier: FastTagModifier where Trait: TagTraitKey {
    var inspectionTag: ModifierReader.TagWrite { Trait.tagWrite(value) }
}

extension InspectableView {
    /// The view's tag: its explicit `tag(_:)`, else the implicit tag its ForEach gives it.
    public func tag() throws -> AnyHashable {
        guard let tag = tagValue() else {
            throw InspectionError.attributeNotFound("a tag", in: typeName, path: place)
        }
        return tag.hashable
    }

    /// The explicit tags, preferring the one not written under an Optional key;
    /// else the implicit ForEach tag.
    func tagValue() -> ModifierReader.TagValue? {
        let explicit = explicitTags()
        if let tag = explicit.first(where: { !$0.isOptionalKey }) ?? explicit.first {
            return tag
        }
        return implicitTag.map { ModifierReader.TagValue(raw: $0.base, hashable: $0, isOptionalKey: false) }
    }

    /// Every tag the view's modifiers write, innermost first.
    func explicitTags() -> [ModifierReader.TagValue] {
        modifierValues.compactMap { modifier in
            if case .tagged(let tag) = context.reader.tag(of: modifier) { return tag }
            return nil
        }
    }
}
