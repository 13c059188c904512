import Builders

/// One item of a view list as a Picker reads it, without the view: the item's
/// text and its tag. ``View/taggedTexts(of:)`` makes them.
public struct TaggedText<SelectionValue: Hashable>: Equatable {
    /// The string of the first Text in the item (the item itself, or a label
    /// inside it, breadth first), or nil when it has none.
    public var text: String?
    /// The item's tag, read as `SelectionValue`.
    public var tag: ItemTag<SelectionValue>

    /// An item with `text` and `tag`.
    @inlinable
    public init(text: String?, tag: ItemTag<SelectionValue>) {
        self.text = text
        self.tag = tag
    }
}

extension TaggedText: CustomStringConvertible {
    /// The item as one line: `"First" tag: 0`.
    public var description: String {
        let text = text?.debugDescription ?? "no text"
        switch tag {
        case .value(let value): return "\(text) tag: \(value)"
        case .otherType(let value, let typeName): return "\(text) tag: \(value) (\(typeName))"
        case .untagged: return "\(text) untagged"
        }
    }
}

extension View {
    /// The texts and tags of this view's items as SwiftUI's Picker reads them,
    /// in display order: the same items, texts and tags as
    /// ``InspectableView/taggedItems(of:)``, found by a static walk.
    ///
    /// The walk is `@inlinable`, so it is specialised for the view's concrete
    /// type where it is called: no casts, boxes or per-item inspectable views.
    /// Below a TupleView or an AnyView it goes on through `any View`; the few
    /// values it cannot walk (values that are not views, views whose type name
    /// the inspector reads as a SwiftUI type's) are read by the inspector, and so is
    /// a tree nested deeper than 256 scopes (modifiers, elements, groups, custom views),
    /// since the static walk recurses once per scope.
    ///
    ///     let items = try picker.taggedTexts(of: Int.self)
    ///     // [TaggedText(text: "First", tag: .value(0)), …]
    @inlinable
    public nonisolated func taggedTexts<SelectionValue: Hashable>(of type: SelectionValue.Type) throws -> [TaggedText<SelectionValue>] {
        let support = StaticListSupport()
        var shape = RootShape(support: support)
        try _visitViewList(&shape)
        guard !shape.needsInspector else {
            return try support.inspectorTaggedTexts(of: self, as: SelectionValue.self)
        }
        var collector = TaggedTextCollector<SelectionValue>(support: support, opensRootStack: shape.isSingleStack)
        do {
            try _visitViewList(&collector)
        } catch is StaticWalkTooDeep {
            return try support.inspectorTaggedTexts(of: self, as: SelectionValue.self)
        }
        return collector.items
    }

    /// The items of ``taggedTexts(of:)`` with each item's own view (its
    /// modifiers peeled off, as ``InspectableView/erasedValue`` has it), for a
    /// picker that draws its segments from them.
    @inlinable
    public nonisolated func taggedTextsWithViews<SelectionValue: Hashable>(of type: SelectionValue.Type) throws -> [(view: Any, item: TaggedText<SelectionValue>)] {
        let support = StaticListSupport()
        var shape = RootShape(support: support)
        try _visitViewList(&shape)
        guard !shape.needsInspector else {
            return try support.inspectorTaggedViews(of: self, as: SelectionValue.self)
        }
        var collector = TaggedTextCollector<SelectionValue>(support: support, opensRootStack: shape.isSingleStack)
        collector.views = []
        do {
            try _visitViewList(&collector)
        } catch is StaticWalkTooDeep {
            return try support.inspectorTaggedViews(of: self, as: SelectionValue.self)
        }
        return zip(collector.views ?? [], collector.items).map { ($0, $1) }
    }
}
