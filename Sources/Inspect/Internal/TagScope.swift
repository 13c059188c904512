/// The tags in scope for an item of a view list, and the one statement of how a Picker
/// with a `SelectionValue` selection reads them; ``InspectableView/taggedItems(of:)`` and
/// the static walk behind ``View/taggedTexts(of:)`` both resolve tags with it.
///
/// - An explicit tag (`tag(_:)`) wins over the implicit tag a ForEach gives its element.
/// - Among explicit tags, the innermost that reads as a `SelectionValue` wins; when none
///   does, the innermost is the item's tag, of another type.
/// - A tag reads as a `SelectionValue` when its type is exactly that, or the wrapped type of
///   an Optional `SelectionValue`.
///
/// Explicit tags are written outermost first, as modifiers are met walking down the tree.
/// Tags of another type are kept in a table the caller owns (``OtherTags``) and the scope
/// holds their indices, so that a walk saves and restores a scope without copying a box.
@usableFromInline
struct TagScope<SelectionValue: Hashable> {
    /// The innermost explicit tag that reads as a `SelectionValue`.
    @usableFromInline var explicitValue: SelectionValue?
    /// The innermost explicit tag that does not (an index in the caller's table).
    @usableFromInline var explicitOther: Int?
    /// The implicit tag, when it reads as a `SelectionValue`…
    @usableFromInline var implicitValue: SelectionValue?
    /// … or when it does not (an index in the caller's table).
    @usableFromInline var implicitOther: Int?

    @inlinable
    init() {}

    /// The tag of an item in this scope.
    @inlinable
    func resolved(_ others: OtherTags) -> ItemTag<SelectionValue> {
        if let value = explicitValue { return .value(value) }
        if let other = explicitOther { return others.tag(at: other) }
        if let value = implicitValue { return .value(value) }
        if let other = implicitOther { return others.tag(at: other) }
        return .untagged
    }

    /// Writes an explicit tag whose type is known statically.
    @inlinable
    mutating func writeExplicit<Tag: Hashable>(_ tag: Tag, _ others: inout OtherTags) {
        let type: Any.Type = Swift.type(of: tag)
        if type == SelectionValue.self || type == Self.wrappedSelectionType, let value = tag as? SelectionValue {
            explicitValue = value
        } else {
            explicitOther = others.append(OtherTag(hashable: AnyHashable(tag), type: type))
        }
    }

    /// Writes an explicit tag read by the inspector: `raw` as written, and as hashed.
    @usableFromInline
    mutating func writeExplicit(raw: Any, hashable: AnyHashable, _ others: inout OtherTags) {
        if let value = Self.cast(raw) {
            explicitValue = value
        } else {
            explicitOther = others.append(OtherTag(hashable: hashable, type: Swift.type(of: raw)))
        }
    }

    /// Sets the implicit tag to a ForEach element's id as the inspector reads it,
    /// through `AnyHashable` (which unwraps an Optional id, for one), or clears it.
    @usableFromInline
    mutating func setImplicit(_ id: AnyHashable?, _ others: inout OtherTags) {
        guard let id else {
            (implicitValue, implicitOther) = (nil, nil)
            return
        }
        if let value = Self.cast(id.base) {
            (implicitValue, implicitOther) = (value, nil)
        } else {
            (implicitValue, implicitOther) = (nil, others.append(OtherTag(hashable: id, type: Swift.type(of: id.base))))
        }
    }

    /// `raw` as a `SelectionValue` when its type is exactly that, or the wrapped type of an Optional one.
    @usableFromInline
    static func cast(_ raw: Any) -> SelectionValue? {
        let rawType = Swift.type(of: raw)
        guard rawType == SelectionValue.self || rawType == wrappedSelectionType else { return nil }
        return raw as? SelectionValue
    }

    /// The wrapped type, when `SelectionValue` is an Optional.
    @usableFromInline
    static var wrappedSelectionType: Any.Type? {
        (SelectionValue.self as? any OptionalType.Type)?.wrappedType
    }
}

/// A tag that does not read as the selection type, as `ItemTag.otherType` reports it.
@usableFromInline
struct OtherTag {
    /// The tag, as `ItemTag.otherType` reports it.
    @usableFromInline let hashable: AnyHashable
    /// The type of the tag as written.
    @usableFromInline let type: Any.Type

    @usableFromInline
    init(hashable: AnyHashable, type: Any.Type) {
        self.hashable = hashable
        self.type = type
    }

    /// The name `ItemTag.otherType` reports: the type's full name.
    @usableFromInline
    var typeName: String { String(describing: type) }
}

/// The tags of another type met in one walk, which scopes refer to by index.
@usableFromInline
struct OtherTags {
    @usableFromInline var tags: [OtherTag] = []

    @inlinable
    init() {}

    /// Keeps `tag`, returning its index.
    @usableFromInline
    mutating func append(_ tag: OtherTag) -> Int {
        tags.append(tag)
        return tags.count - 1
    }

    /// The tag at `index`, as `ItemTag.otherType` reports it.
    @usableFromInline
    func tag<SelectionValue>(at index: Int) -> ItemTag<SelectionValue> {
        let other = tags[index]
        return .otherType(other.hashable, typeName: other.typeName)
    }
}

/// Tells the wrapped type of an Optional type.
protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}
