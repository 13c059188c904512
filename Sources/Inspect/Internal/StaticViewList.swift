import Builders

// The static walk behind `View.taggedTexts(of:)`: visitors of the view list
// (see `_ViewListVisitor` in Builders), `@inlinable` so that they specialise
// for the tree's concrete type where `taggedTexts` is called.
//
// Each answer equals `taggedItems(of:)`'s (tested). Its rules, as that walk has them:
// - explicit tags, innermost first: the first that reads as the selection
//   type wins, else the innermost is reported as another type's;
// - without one, the implicit tag of the ForEach element the item is the view
//   of (through modifiers, ids, `if`s and blocks, but not through a Group,
//   ForEach, AnyView or custom view, whose items are a new list);
// - a stack, Button or Toggle is one item, whose text is its first Text breadth first;
// - at the root, a single stack is opened (its own modifiers dropped).

/// Stops a static walk that went deeper than ``StaticListSupport/nestingLimit``: the walk
/// recurses once per modifier, element, sublist and custom view, so an unbounded one would
/// overflow the stack on a long modifier chain. The caller asks the inspector instead, which
/// walks with an explicit stack.
@usableFromInline
struct StaticWalkTooDeep: Error {
    @usableFromInline init() {}
}

/// A tag that does not read as the selection type, as `ItemTag.otherType` reports it.
@usableFromInline
struct OtherTag {
    /// The tag, as `ItemTag.otherType` reports it.
    @usableFromInline let hashable: AnyHashable
    /// The type of the tag as written, for its name.
    @usableFromInline let type: Any.Type

    @usableFromInline
    init(hashable: AnyHashable, type: Any.Type) {
        self.hashable = hashable
        self.type = type
    }
}

/// Collects the text and tag of every item of a view list.
@usableFromInline
struct TaggedTextCollector<SelectionValue: Hashable>: _ViewListVisitor {
    @usableFromInline typealias Failure = any Error

    /// The items so far, in display order.
    @usableFromInline var items: [TaggedText<SelectionValue>] = []
    /// The items' own views (as `InspectableView.erasedValue` has them), when collected.
    @usableFromInline var views: [Any]?
    /// The innermost explicit tag in scope that reads as a `SelectionValue`.
    @usableFromInline var explicitValue: SelectionValue?
    /// The innermost explicit tag in scope, when it does not read as one (an
    /// index in `otherTags`): the item's tag only if no tag in scope reads as one.
    @usableFromInline var explicitOther: Int?
    /// The implicit tag in scope (the id of the ForEach element whose views
    /// are being visited) when it reads as a `SelectionValue`…
    @usableFromInline var implicitValue: SelectionValue?
    /// … or when it does not (an index in `otherTags`).
    @usableFromInline var implicitOther: Int?
    /// The tags met that do not read as a `SelectionValue`. Scopes hold
    /// indices in it, so that entering and leaving one copies no box.
    @usableFromInline var otherTags: [OtherTag] = []
    /// Whether the root is a single stack, to be opened rather than listed.
    @usableFromInline var opensRootStack: Bool
    /// The wrapped type, when `SelectionValue` is an Optional.
    @usableFromInline let wrappedSelectionType: Any.Type?
    /// Whether `AnyHashable(id).base` is `id` itself for every id of type
    /// `SelectionValue`, so that such ids are read without `AnyHashable`, as
    /// the inspector would read them through it.
    @usableFromInline let selectionKeepsType: Bool
    /// The same for the wrapped type of an Optional `SelectionValue`.
    @usableFromInline let wrappedKeepsType: Bool
    @usableFromInline let support: StaticListSupport
    /// How many scopes (modifiers, elements, sublists, custom views) the walk is inside.
    @usableFromInline var nesting = 0

    @usableFromInline
    init(support: StaticListSupport, opensRootStack: Bool) {
        self.support = support
        self.opensRootStack = opensRootStack
        let wrapped = (SelectionValue.self as? any OptionalType.Type)?.wrappedType
        wrappedSelectionType = wrapped
        selectionKeepsType = StaticListSupport.anyHashableKeepsType(SelectionValue.self)
        wrappedKeepsType = wrapped.map { StaticListSupport.anyHashableKeepsType($0) } ?? false
    }

    // MARK: Items

    @inlinable
    mutating func visitText(_ text: Text) throws(any Error) {
        items.append(TaggedText(text: try support.string(of: text), tag: currentTag()))
        views?.append(text)
    }

    @inlinable
    mutating func visitLeaf<Leaf: View>(_ leaf: Leaf) throws(any Error) {
        items.append(TaggedText(text: nil, tag: currentTag()))
        views?.append(leaf)
    }

    @inlinable
    mutating func visitStack<Stack: View, Content: View>(_ stack: Stack, content: Content) throws(any Error) {
        guard opensRootStack else {
            return try appendCompound(stack, content: content)
        }
        // The root's single stack: its views are the list, without the stack's modifiers.
        opensRootStack = false
        let (value, other) = (explicitValue, explicitOther)
        (explicitValue, explicitOther) = (nil, nil)
        defer { (explicitValue, explicitOther) = (value, other) }
        try content._visitViewList(&self)
    }

    @inlinable
    mutating func visitControl<Control: View, Label: View>(_ control: Control, label: Label) throws(any Error) {
        try appendCompound(control, content: label)
    }

    /// A stack or control: one item, whose text is the first Text in `content`, breadth first.
    @inlinable
    mutating func appendCompound<Item: View, Content: View>(_ item: Item, content: Content) throws {
        let text: String?
        switch FirstTextSearch.firstText(in: content, support: support) {
        case .text(let found): text = try support.string(of: found)
        case .none: text = nil
        case .needsInspector: text = try support.firstText(ofItem: item)
        }
        items.append(TaggedText(text: text, tag: currentTag()))
        views?.append(item)
    }

    // MARK: Scopes

    @inlinable
    mutating func visitSublist<Container: View>(
        _ container: Container, content visitContent: (inout Self) throws(any Error) -> Void
    ) throws(any Error) {
        try enter()
        defer { nesting -= 1 }
        let (value, other) = (implicitValue, implicitOther)
        (implicitValue, implicitOther) = (nil, nil)
        defer { (implicitValue, implicitOther) = (value, other) }
        try visitContent(&self)
    }

    /// Counts one more scope; past the limit, stops the walk.
    @inlinable
    mutating func enter() throws(any Error) {
        guard nesting < StaticListSupport.nestingLimit else { throw StaticWalkTooDeep() }
        nesting += 1
    }

    @inlinable
    mutating func visitElement<ID: Hashable>(
        id: ID, content visitContent: (inout Self) throws(any Error) -> Void
    ) throws(any Error) {
        try enter()
        defer { nesting -= 1 }
        let (value, other) = (implicitValue, implicitOther)
        setImplicitTag(id)
        defer { (implicitValue, implicitOther) = (value, other) }
        try visitContent(&self)
    }

    @inlinable
    mutating func visitModifier<Modifier: ViewModifier>(
        _ modifier: Modifier, content visitContent: (inout Self) throws(any Error) -> Void
    ) throws(any Error) {
        try enter()
        defer { nesting -= 1 }
        let (value, other) = (explicitValue, explicitOther)
        defer { (explicitValue, explicitOther) = (value, other) }
        try visitContent(&self)
    }

    // MARK: Tags

    @inlinable
    mutating func visitTag<Tag: Hashable>(_ tag: Tag) {
        if let value = selectionValue(of: tag) {
            explicitValue = value
        } else {
            explicitOther = otherTagIndex(hashable: AnyHashable(tag), type: Swift.type(of: tag))
        }
    }

    /// `tag` as a `SelectionValue` when its type is exactly that, or the
    /// wrapped type of an Optional `SelectionValue`.
    @inlinable
    func selectionValue<Tag>(of tag: Tag) -> SelectionValue? {
        let type: Any.Type = Swift.type(of: tag)
        guard type == SelectionValue.self || type == wrappedSelectionType else { return nil }
        return tag as? SelectionValue
    }

    /// Keeps a tag of another type, for scopes to refer to by index.
    @usableFromInline
    mutating func otherTagIndex(hashable: AnyHashable, type: Any.Type) -> Int {
        otherTags.append(OtherTag(hashable: hashable, type: type))
        return otherTags.count - 1
    }

    /// Sets the implicit tag of a ForEach element identified by `id`. The
    /// inspector reads ids through `AnyHashable`: ids of types it keeps as
    /// they are are read directly, the others as it reads them.
    @inlinable
    mutating func setImplicitTag<ID: Hashable>(_ id: ID) {
        let type: Any.Type = Swift.type(of: id)
        let readsDirectly = type == SelectionValue.self
            ? selectionKeepsType
            : type == wrappedSelectionType && wrappedKeepsType
        if readsDirectly, let value = id as? SelectionValue {
            (implicitValue, implicitOther) = (value, nil)
        } else {
            setRehashedImplicitTag(id)
        }
    }

    /// Sets the implicit tag of `id` read as the inspector reads it: `AnyHashable(id).base`.
    @usableFromInline
    mutating func setRehashedImplicitTag<ID: Hashable>(_ id: ID) {
        let hashable = AnyHashable(id)
        if let value = InspectableView.cast(hashable.base, to: SelectionValue.self) {
            (implicitValue, implicitOther) = (value, nil)
        } else {
            (implicitValue, implicitOther) = (nil, otherTagIndex(hashable: hashable, type: Swift.type(of: hashable.base)))
        }
    }

    /// The tag of an item in the current scope.
    @inlinable
    func currentTag() -> ItemTag<SelectionValue> {
        if let value = explicitValue { return .value(value) }
        if let other = explicitOther { return otherTag(at: other) }
        if let value = implicitValue { return .value(value) }
        if let other = implicitOther { return otherTag(at: other) }
        return .untagged
    }

    /// The tag of another type at `index` in `otherTags`.
    @usableFromInline
    func otherTag(at index: Int) -> ItemTag<SelectionValue> {
        let other = otherTags[index]
        return .otherType(other.hashable, typeName: support.typeName(of: other.type))
    }

    // MARK: Types the walk does not know

    @inlinable
    mutating func visitUnknownView<Unknown: View>(_ view: Unknown) throws(any Error) {
        if support.isReadByName(Swift.type(of: view)) {
            try appendInspectorItems(of: view)
        } else {
            try enter()
            defer { nesting -= 1 }
            try view._visitBodyViewList(&self)
        }
    }

    @inlinable
    mutating func visitUnknownModifier<Modifier: ViewModifier>(_ modifier: Modifier) {
        if support.isTagModifierName(Swift.type(of: modifier)) {
            readTag(ofUnknown: modifier)
        }
    }

    @inlinable
    mutating func visitUnknownValue(_ value: Any) throws(any Error) {
        try appendInspectorItems(of: value)
    }

    /// Reads the tag of a modifier the inspector reads by its name.
    @usableFromInline
    mutating func readTag(ofUnknown modifier: Any) {
        guard case .tagged(let tag) = ModifierReader.tag(of: modifier, types: support.context.types, fast: true) else { return }
        if let value = InspectableView.cast(tag.raw, to: SelectionValue.self) {
            explicitValue = value
        } else {
            explicitOther = otherTagIndex(hashable: tag.hashable, type: Swift.type(of: tag.raw))
        }
    }

    /// The items the inspector finds in `value`, with the tags in scope
    /// applied outside their own.
    @usableFromInline
    mutating func appendInspectorItems(of value: Any) throws {
        let context = support.context
        var seeds: [Seed] = []
        context.flatten(Seed(value: value), into: &seeds)
        for seed in seeds {
            let view = InspectableView(seed: seed, index: nil, parent: nil, context: context)
            // A group's items are a new list: their implicit tags are their own.
            let opens = InspectableView.isListContainer(view.kind)
            for item in opens ? try view.viewList() : [view] {
                items.append(TaggedText(text: try item.firstText(), tag: tag(of: item, ownsImplicitTag: opens)))
                views?.append(item.erasedValue)
            }
        }
    }

    /// The tag of an item the inspector found: its own explicit tags, then
    /// those in scope, then the implicit tag.
    func tag(of item: InspectableView, ownsImplicitTag: Bool) -> ItemTag<SelectionValue> {
        let own = item.explicitTags()
        for tag in own {
            if let value = InspectableView.cast(tag.raw, to: SelectionValue.self) { return .value(value) }
        }
        if let value = explicitValue { return .value(value) }
        if let first = own.first {
            return .otherType(first.hashable, typeName: support.typeName(of: Swift.type(of: first.raw)))
        }
        guard ownsImplicitTag else { return currentTag() }
        guard let implicit = item.implicitTag else { return .untagged }
        if let value = InspectableView.cast(implicit.base, to: SelectionValue.self) { return .value(value) }
        return .otherType(implicit, typeName: support.typeName(of: Swift.type(of: implicit.base)))
    }
}

/// Finds the first Text of a compound item breadth first, as
/// `InspectableView.firstText()` does, by walking depth-limited passes:
/// the first Text at depth 1, else at depth 2, and so on. (A label is
/// shallow: one pass, or two, usually finds it.)
@usableFromInline
struct FirstTextSearch: _ViewListVisitor {
    /// Stops a pass.
    @usableFromInline
    enum Stop: Error {
        /// The first Text at the pass's depth.
        case found(Text)
        /// The walk met a value only the inspector can read.
        case needsInspector
    }

    /// What a search found.
    @usableFromInline
    enum Outcome {
        /// The first Text, breadth first.
        case text(Text)
        /// The item holds no Text.
        case none
        /// The item holds a value only the inspector can read: it must search.
        case needsInspector
    }

    @usableFromInline typealias Failure = Stop

    @usableFromInline let support: StaticListSupport
    /// The depth this pass looks for a Text at; the item's own views are at depth 1.
    @usableFromInline let targetDepth: Int
    /// The depth of the views being visited.
    @usableFromInline var depth = 1
    /// Whether a container at the target depth was not gone into.
    @usableFromInline var hasDeeperViews = false
    /// How many scopes the pass is inside; past ``StaticListSupport/nestingLimit`` the inspector searches.
    @usableFromInline var nesting = 0

    @inlinable
    init(support: StaticListSupport, targetDepth: Int) {
        self.support = support
        self.targetDepth = targetDepth
    }

    /// The first Text in `content` (the views of an item), breadth first.
    @inlinable
    static func firstText<Content: View>(in content: Content, support: StaticListSupport) -> Outcome {
        var targetDepth = 1
        while true {
            var search = FirstTextSearch(support: support, targetDepth: targetDepth)
            do throws(Stop) {
                try content._visitViewList(&search)
            } catch {
                switch error {
                case .found(let text): return .text(text)
                case .needsInspector: return .needsInspector
                }
            }
            guard search.hasDeeperViews else { return .none }
            targetDepth += 1
        }
    }

    /// Visits a container's views one level deeper, if the pass goes that deep.
    @inlinable
    mutating func descend(_ visitContent: (inout Self) throws(Stop) -> Void) throws(Stop) {
        guard depth < targetDepth else {
            hasDeeperViews = true
            return
        }
        depth += 1
        defer { depth -= 1 }
        try nested(visitContent)
    }

    /// Visits a scope's content, counting it; past the limit, leaves the search to the inspector.
    @inlinable
    mutating func nested(_ visitContent: (inout Self) throws(Stop) -> Void) throws(Stop) {
        guard nesting < StaticListSupport.nestingLimit else { throw .needsInspector }
        nesting += 1
        defer { nesting -= 1 }
        try visitContent(&self)
    }

    @inlinable
    mutating func visitText(_ text: Text) throws(Stop) {
        if depth == targetDepth { throw .found(text) }
    }

    @inlinable
    mutating func visitLeaf<Leaf: View>(_ leaf: Leaf) throws(Stop) {}

    @inlinable
    mutating func visitStack<Stack: View, Content: View>(_ stack: Stack, content: Content) throws(Stop) {
        try descend { (search: inout Self) throws(Stop) in try content._visitViewList(&search) }
    }

    @inlinable
    mutating func visitControl<Control: View, Label: View>(_ control: Control, label: Label) throws(Stop) {
        try descend { (search: inout Self) throws(Stop) in try label._visitViewList(&search) }
    }

    @inlinable
    mutating func visitSublist<Container: View>(
        _ container: Container, content visitContent: (inout Self) throws(Stop) -> Void
    ) throws(Stop) {
        try descend(visitContent)
    }

    @inlinable
    mutating func visitElement<ID: Hashable>(id: ID, content visitContent: (inout Self) throws(Stop) -> Void) throws(Stop) {
        try nested(visitContent)
    }

    @inlinable
    mutating func visitModifier<Modifier: ViewModifier>(
        _ modifier: Modifier, content visitContent: (inout Self) throws(Stop) -> Void
    ) throws(Stop) {
        try nested(visitContent)
    }

    @inlinable
    mutating func visitTag<Tag: Hashable>(_ tag: Tag) {}

    @inlinable
    mutating func visitUnknownView<Unknown: View>(_ view: Unknown) throws(Stop) {
        if support.isReadByName(Swift.type(of: view)) { throw .needsInspector }
        try nested { (search: inout Self) throws(Stop) in try view._visitBodyViewList(&search) }
    }

    @inlinable
    mutating func visitUnknownValue(_ value: Any) throws(Stop) {
        throw .needsInspector
    }
}

/// Tells the shape of the root: how many views it flattens into, whether
/// the single one is a stack, and whether the inspector must read it.
@usableFromInline
struct RootShape: _ViewListVisitor {
    /// It never throws. (Not `Never`: Swift 6.3 crashes on the witness of a
    /// `throws(Failure)` closure parameter when `Failure` is `Never`.)
    @usableFromInline typealias Failure = any Error

    @usableFromInline let support: StaticListSupport
    /// The root's views: its own, or its block's.
    @usableFromInline var viewCount = 0
    @usableFromInline var firstIsStack = false
    /// Whether the root holds a value only the inspector can read, or nests deeper than the static walk goes.
    @usableFromInline var needsInspector = false
    /// How many scopes the walk is inside.
    @usableFromInline var nesting = 0

    @inlinable
    init(support: StaticListSupport) {
        self.support = support
    }

    /// Whether the root is a single stack, whose views make the list.
    @inlinable
    var isSingleStack: Bool { viewCount == 1 && firstIsStack }

    @inlinable
    mutating func count(isStack: Bool) {
        if viewCount == 0 { firstIsStack = isStack }
        viewCount += 1
    }

    @inlinable
    mutating func visitText(_ text: Text) { count(isStack: false) }

    @inlinable
    mutating func visitLeaf<Leaf: View>(_ leaf: Leaf) { count(isStack: false) }

    @inlinable
    mutating func visitStack<Stack: View, Content: View>(_ stack: Stack, content: Content) { count(isStack: true) }

    @inlinable
    mutating func visitControl<Control: View, Label: View>(_ control: Control, label: Label) { count(isStack: false) }

    @inlinable
    mutating func visitSublist<Container: View>(_ container: Container, content visitContent: (inout Self) throws(Failure) -> Void) {
        count(isStack: false)
    }

    @inlinable
    mutating func visitElement<ID: Hashable>(id: ID, content visitContent: (inout Self) throws(Failure) -> Void) throws(Failure) {
        try nested(visitContent)
    }

    @inlinable
    mutating func visitModifier<Modifier: ViewModifier>(_ modifier: Modifier, content visitContent: (inout Self) throws(Failure) -> Void) throws(Failure) {
        try nested(visitContent)
    }

    /// Visits a scope's content, counting it; past the limit, the inspector must read the root.
    @inlinable
    mutating func nested(_ visitContent: (inout Self) throws(Failure) -> Void) throws(Failure) {
        guard nesting < StaticListSupport.nestingLimit else {
            needsInspector = true
            return
        }
        nesting += 1
        defer { nesting -= 1 }
        try visitContent(&self)
    }

    @inlinable
    mutating func visitTag<Tag: Hashable>(_ tag: Tag) {}

    @inlinable
    mutating func visitUnknownView<Unknown: View>(_ view: Unknown) throws(Failure) {
        if support.isReadByName(Swift.type(of: view)) {
            needsInspector = true
        } else {
            try nested { (shape: inout Self) throws(Failure) in try view._visitBodyViewList(&shape) }
        }
    }

    @inlinable
    mutating func visitUnknownValue(_ value: Any) {
        needsInspector = true
    }
}

/// What the static walk asks of the inspector: strings, type names, and
/// its answers for the values the walk cannot go into.
@usableFromInline
final class StaticListSupport {
    /// How many scopes deep (modifiers, elements, sublists, custom views) the static walk goes
    /// before the inspector takes over: far more than real trees nest, and few enough that the
    /// walk's recursion stays within a small thread stack even in a debug build.
    @usableFromInline static let nestingLimit = 256

    let context = InspectionContext(usesFastPath: true)
    private var readByName: [ObjectIdentifier: Bool] = [:]
    private var tagModifierNames: [ObjectIdentifier: Bool] = [:]

    @usableFromInline
    init() {}

    /// Whether `AnyHashable(value).base` has the type of `value` for every
    /// value of `type`. It does not for an Optional (`.some` is unwrapped),
    /// nor for AnyHashable or another type with a custom AnyHashable
    /// representation, except the standard library's numbers, which keep theirs.
    static func anyHashableKeepsType(_ type: Any.Type) -> Bool {
        if type is any OptionalType.Type { return false }
        guard type is any _HasCustomAnyHashableRepresentation.Type else { return true }
        let numbers: [Any.Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
            UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self, Float.self, Double.self,
        ]
        return numbers.contains { $0 == type }
    }

    /// The characters of `text`, as `InspectableView.string()` reads them.
    @usableFromInline
    func string(of text: Text) throws -> String {
        if case .verbatim(let string) = text.storage { return string }
        guard let string = text.inspectionString() ?? TextReader.string(of: text, types: context.types) else {
            throw InspectionError.attributeNotFound("a string at storage|verbatim or storage|anyTextStorage", in: "Text", path: "")
        }
        return string
    }

    /// The name `ItemTag.otherType` reports for a tag of `type`.
    @usableFromInline
    func typeName(of type: Any.Type) -> String {
        context.types.fullName(of: type)
    }

    /// Whether the inspector reads a view of this type (not one of the
    /// package's) by its name as a SwiftUI type, such as a custom view named `Circle`.
    @usableFromInline
    func isReadByName(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = readByName[key] { return known }
        let name = context.types.baseName(of: type)
        let known = ViewKind.known(baseName: name) != nil
            || ["ModifiedContent", "Optional", "_ConditionalContent", "_ViewModifier_Content", "IDView"].contains(name)
        readByName[key] = known
        return known
    }

    /// Whether the inspector reads a modifier of this type by its name as a tag.
    @usableFromInline
    func isTagModifierName(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = tagModifierNames[key] { return known }
        let known = ["_TraitWritingModifier", "_TagTraitWritingModifier"].contains(context.types.baseName(of: type))
        tagModifierNames[key] = known
        return known
    }

    /// The first Text of a compound item, found by the inspector.
    @usableFromInline
    func firstText(ofItem item: Any) throws -> String? {
        try InspectableView.root(of: item, usesFastPath: true).firstText()
    }

    /// The inspector's tagged items of `view`, with each item's own view.
    @usableFromInline
    func inspectorTaggedViews<Root: View, SelectionValue: Hashable>(
        of view: Root, as type: SelectionValue.Type
    ) throws -> [(view: Any, item: TaggedText<SelectionValue>)] {
        try InspectableView.root(of: view, usesFastPath: true).taggedItems(of: type).map {
            ($0.view.erasedValue, TaggedText(text: $0.text, tag: $0.tag))
        }
    }

    /// The inspector's tagged items of `view`.
    @usableFromInline
    func inspectorTaggedTexts<Root: View, SelectionValue: Hashable>(
        of view: Root, as type: SelectionValue.Type
    ) throws -> [TaggedText<SelectionValue>] {
        try InspectableView.root(of: view, usesFastPath: true).taggedItems(of: type).map {
            TaggedText(text: $0.text, tag: $0.tag)
        }
    }
}
