/// One item of a view list, as a Picker sees it: the item's view, its text and its tag.
public struct TaggedItem<SelectionValue: Hashable> {
    /// The item's view.
    public let view: InspectableView
    /// The string of the first Text in the item (the item itself, or a label
    /// inside it), or nil when it has none (an Image alone, say).
    public let text: String?
    /// The item's tag, read as `SelectionValue`.
    public let tag: ItemTag<SelectionValue>
}

/// An item's tag, as a Picker with a `SelectionValue` selection reads it.
public enum ItemTag<SelectionValue: Hashable> {
    /// Tagged with a value of the selection's type (or of its wrapped type,
    /// for an Optional selection).
    case value(SelectionValue)
    /// Tagged with a value of another type, which such a Picker cannot select.
    case otherType(AnyHashable, typeName: String)
    /// Not tagged at all.
    case untagged

    /// The tag when it is a `SelectionValue`.
    public var value: SelectionValue? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension ItemTag: Equatable {}
extension TaggedItem: CustomStringConvertible {
    /// The item as one line: `Text "First" tag: 0`.
    public var description: String {
        let text = text.map { " \($0.debugDescription)" } ?? ""
        switch tag {
        case .value(let value): return "\(view.typeName)\(text) tag: \(value)"
        case .otherType(let value, let typeName): return "\(view.typeName)\(text) tag: \(value) (\(typeName))"
        case .untagged: return "\(view.typeName)\(text) untagged"
        }
    }
}

extension InspectableView {
    /// The items of this view's content as SwiftUI's Picker reads them, in display order.
    ///
    /// The view list is flattened as SwiftUI does: Groups, ForEach elements,
    /// AnyViews, custom views, live `if` branches and optionals are looked
    /// through (modifiers on a group apply to each of its items); a stack or a
    /// button inside is one item. An explicit `tag(_:)` wins over the
    /// implicit ForEach tag. Untagged items and items tagged with another type
    /// are kept and reported as such.
    ///
    ///     let items = try picker.inspect().taggedItems(of: Int.self)
    public func taggedItems<SelectionValue: Hashable>(of type: SelectionValue.Type) throws -> [TaggedItem<SelectionValue>] {
        try viewList().map { item in
            TaggedItem(view: item, text: try item.firstText(), tag: item.itemTag(as: SelectionValue.self))
        }
    }

    /// The views of this view's content, flattened as SwiftUI's view list is
    /// (see ``taggedItems(of:)``); a leaf view's list is itself, and an
    /// EmptyView contributes nothing.
    public func viewList() throws -> [InspectableView] {
        try viewList(keepingWhole: { _ in false })
    }

    /// The view list, except that views for which `keepWhole` is true stay one
    /// item even when SwiftUI would look through them (a renderer keeps a picker whole).
    public func viewList(keepingWhole keepWhole: (InspectableView) -> Bool) throws -> [InspectableView] {
        // An EmptyView contributes nothing to a view list.
        switch kind.listRole {
        case .nothing: return []
        case .sublist, .stack: break
        case .control, .leaf: return [self]
        }
        var items: [InspectableView] = []
        // An explicit stack of (view, modifiers inherited from see-through containers).
        // Modifiers on a see-through container apply to each of its items; on a stack, to the stack.
        let own = kind.listRole == .sublist ? modifierValues : []
        var stack: [(view: InspectableView, inherited: [Any])] = try children().reversed().map { ($0, own) }
        while let (view, inherited) = stack.popLast() {
            if view.kind.listRole == .sublist, !keepWhole(view) {
                let passed = view.modifierValues + inherited
                for child in try view.children().reversed() {
                    stack.append((child, passed))
                }
            } else if view.kind.listRole != .nothing {
                items.append(inherited.isEmpty ? view : view.inheriting(inherited))
            }
        }
        return items
    }

    /// The items this view adds to the view list of a container it is in: a block's, Group's,
    /// ForEach's, AnyView's or custom view's items (unless `keepWhole` keeps it whole), nothing for
    /// an EmptyView or an absent view, else the view itself — a stack is one item, not opened.
    public func listItems(keepingWhole keepWhole: (InspectableView) -> Bool = { _ in false }) throws -> [InspectableView] {
        switch kind.listRole {
        case .sublist where !keepWhole(self): try viewList(keepingWhole: keepWhole)
        case .nothing: []
        default: [self]
        }
    }

    /// This view with modifiers of the containers it was flattened out of applied after its own.
    func inheriting(_ modifiers: [Any]) -> InspectableView {
        InspectableView(
            value: value, kind: kind, modifierValues: modifierValues + modifiers,
            ids: ids, implicitTag: implicitTag, pathNode: pathNode, context: context)
    }

    /// The string of the first Text in this view, breadth first: the text that names it as an
    /// item. The views its own modifiers hold (an overlay, a background, a `tabItem` label) do
    /// not name it, as the static walk, which reads the item without its modifiers, agrees.
    func firstText() throws -> String? {
        if kind == .text { return try string() }
        let item = InspectableView(
            value: value, kind: kind, modifierValues: [], ids: ids, implicitTag: implicitTag, pathNode: pathNode, context: context)
        guard let text = try? item.find(where: { $0.kind == .text }) else { return nil }
        return try text.string()
    }

    /// The tag read as `V` (see ``TagScope``): the view's explicit tags, else its implicit one.
    func itemTag<V: Hashable>(as type: V.Type) -> ItemTag<V> {
        var scope = TagScope<V>()
        var others = OtherTags()
        for tag in explicitTags().reversed() {
            scope.writeExplicit(raw: tag.raw, hashable: tag.hashable, &others)
        }
        // The implicit tag counts only where no explicit one is written (see TagScope.resolved).
        if scope.explicitValue == nil, scope.explicitOther == nil {
            scope.setImplicit(implicitTag, &others)
        }
        return scope.resolved(others)
    }
}
