import Foundation

/// Types laid out as SwiftUI lays them out, but not this package's: the
/// Mirror path must read them by label and type name alone.
enum Replica {
    struct TupleView<T> { var value: T }
    struct ModifiedContent<Content, Modifier> { var content: Content; var modifier: Modifier }
    struct Text {
        enum Storage { case verbatim(String), anyTextStorage(AnyTextStorage) }
        var storage: Storage
        var modifiers: [Any] = []
        init(_ key: String) { storage = .anyTextStorage(LocalizedTextStorage(key: LocalizedStringKey(key: key))) }
        init(verbatim: String) { storage = .verbatim(verbatim) }
    }
    class AnyTextStorage {}
    final class LocalizedTextStorage: AnyTextStorage {
        let key: LocalizedStringKey
        init(key: LocalizedStringKey) { self.key = key }
    }
    struct LocalizedStringKey { var key: String; var hasFormatting = false; var arguments: [Any] = [] }
    struct _TraitWritingModifier<Trait> { var value: Any }
    struct TagValueTraitKey<V: Hashable> {
        enum Value { case untagged, tagged(V) }
    }
    /// The newest layout: one modifier holding the tag.
    struct _TagTraitWritingModifier<V: Hashable> { var tag: V; var includeOptional: Bool }
    struct Group<Content> { var content: Content }
    struct HStack<Content> { var _tree: Tree<Layout, Content> }
    struct Tree<Root, Content> { var root: Root; var content: Content }
    struct Layout { var spacing: Double? }

    /// `x.tag(v)` in the classic layout.
    static func classicTag<C, V: Hashable>(_ content: C, _ tag: V) -> ModifiedContent<C, _TraitWritingModifier<TagValueTraitKey<V>>> {
        ModifiedContent(content: content, modifier: _TraitWritingModifier(value: TagValueTraitKey<V>.Value.tagged(tag)))
    }

    /// `x.tag(v, includeOptional:)`: the classic tag, then one keyed by Optional.
    static func includeOptionalTag<C, V: Hashable>(_ content: C, _ tag: V, includeOptional: Bool)
        -> ModifiedContent<ModifiedContent<C, _TraitWritingModifier<TagValueTraitKey<V>>>, _TraitWritingModifier<TagValueTraitKey<V?>>> {
        let optional: TagValueTraitKey<V?>.Value = includeOptional ? .tagged(tag) : .untagged
        return ModifiedContent(content: classicTag(content, tag), modifier: _TraitWritingModifier(value: optional))
    }

    /// `x.tag(v)` in the newest layout.
    static func newestTag<C, V: Hashable>(_ content: C, _ tag: V) -> ModifiedContent<C, _TagTraitWritingModifier<V>> {
        ModifiedContent(content: content, modifier: _TagTraitWritingModifier(tag: tag, includeOptional: true))
    }
}
