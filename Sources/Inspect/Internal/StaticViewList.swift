import Builders

// The static walk behind `View.taggedTexts(of:)`: visitors of the view list
// (see `_ViewListVisitor` in Builders), `@inlinable` so that they specialise
// for the tree's concrete type where `taggedTexts` is called.
//
// Each answer equals `taggedItems(of:)`'s (tested). The rules are the inspector's:
// - tags resolve through `TagScope`, the one statement of their precedence; the implicit
//   tag is that of the ForEach element the item is the view of (through modifiers, ids,
//   `if`s and blocks, but not through a sublist, whose items are a new list);
// - which views are sublists, stacks, controls and leaves is `ViewKind.listRole`, which
//   every node's `_visitViewList` states by the hook it calls;
// - a stack, Button or Toggle is one item, named by its first Text breadth first, which
//   the inspector finds (`InspectableView.firstText()`); so is a leaf whose kind holds views
//   (an Image with a `label:` Text);
// - at the root, a single stack is opened (its own modifiers dropped).

/// Stops a static walk that went deeper than ``StaticListSupport/nestingLimit``: the walk
/// recurses once per modifier, element, sublist and custom view, so an unbounded one would
/// overflow the stack on a long modifier chain. The caller asks the inspector instead, which
/// walks with an explicit stack.
@usableFromInline
struct StaticWalkTooDeep: Error {
    @usableFromInline init() {}
}

/// Collects the text and tag of every item of a view list.
@usableFromInline
struct TaggedTextCollector<SelectionValue: Hashable>: _ViewListVisitor {
    @usableFromInline typealias Failure = any Error

    /// The items so far, in display order.
    @usableFromInline var items: [TaggedText<SelectionValue>] = []
    /// The items' own views (as `InspectableView.erasedValue` has them), when collected.
    @usableFromInline var views: [Any]?
    /// The tags in scope: a modifier's scope writes its tag, an element's scope its id.
    @usableFromInline var scope = TagScope<SelectionValue>()
    /// The tags of another type the scopes refer to.
    @usableFromInline var others = OtherTags()
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
        let wrapped = TagScope<SelectionValue>.wrappedSelectionType
        wrappedSelectionType = wrapped
        selectionKeepsType = StaticListSupport.anyHashableKeepsType(SelectionValue.self)
        wrappedKeepsType = wrapped.map { StaticListSupport.anyHashableKeepsType($0) } ?? false
    }

    // MARK: Items

    @inlinable
    mutating func visitText(_ text: Text) throws(any Error) {
        items.append(TaggedText(text: try support.string(of: text), tag: scope.resolved(others)))
        views?.append(text)
    }

    @inlinable
    mutating func visitLeaf<Leaf: View>(_ leaf: Leaf) throws(any Error) {
        items.append(TaggedText(text: try support.text(ofLeaf: leaf), tag: scope.resolved(others)))
        views?.append(leaf)
    }

    @inlinable
    mutating func visitStack<Stack: View, Content: View>(_ stack: Stack, content: Content) throws(any Error) {
        guard opensRootStack else {
            return try appendCompound(stack, content: content)
        }
        // The root's single stack: its views are the list, without the stack's modifiers.
        opensRootStack = false
        let saved = scope
        (scope.explicitValue, scope.explicitOther) = (nil, nil)
        defer { scope = saved }
        try content._visitViewList(&self)
    }

    @inlinable
    mutating func visitControl<Control: View, Label: View>(_ control: Control, label: Label) throws(any Error) {
        try appendCompound(control, content: label)
    }

    /// A stack or control: one item, named by its first Text breadth first, as the inspector finds it.
    @inlinable
    mutating func appendCompound<Item: View, Content: View>(_ item: Item, content: Content) throws {
        items.append(TaggedText(text: try support.firstText(ofItem: item), tag: scope.resolved(others)))
        views?.append(item)
    }

    // MARK: Scopes

    @inlinable
    mutating func visitSublist<Container: View>(
        _ container: Container, content visitContent: (inout Self) throws(any Error) -> Void
    ) throws(any Error) {
        try enter()
        defer { nesting -= 1 }
        let saved = scope
        scope.setImplicit(nil, &others)
        defer { scope = saved }
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
        let saved = scope
        setImplicitTag(id)
        defer { scope = saved }
        try visitContent(&self)
    }

    @inlinable
    mutating func visitModifier<Modifier: ViewModifier>(
        _ modifier: Modifier, content visitContent: (inout Self) throws(any Error) -> Void
    ) throws(any Error) {
        try enter()
        defer { nesting -= 1 }
        let saved = scope
        defer { scope = saved }
        try visitContent(&self)
    }

    // MARK: Tags

    @inlinable
    mutating func visitTag<Tag: Hashable>(_ tag: Tag) {
        scope.writeExplicit(tag, &others)
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
            (scope.implicitValue, scope.implicitOther) = (value, nil)
        } else {
            scope.setImplicit(AnyHashable(id), &others)
        }
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
        guard case .tagged(let tag) = support.context.reader.tag(of: modifier) else { return }
        scope.writeExplicit(raw: tag.raw, hashable: tag.hashable, &others)
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
            let opens = view.kind.listRole == .sublist
            // An absent view (a nil Optional beside views) adds nothing, as in the inspector's list.
            for item in try view.listItems() {
                items.append(TaggedText(text: try item.firstText(), tag: tag(of: item, ownsImplicitTag: opens)))
                views?.append(item.erasedValue)
            }
        }
    }

    /// The tag of an item the inspector found: its own explicit tags written inside the
    /// scope's, and, for an item of a sublist, its own implicit tag.
    mutating func tag(of item: InspectableView, ownsImplicitTag: Bool) -> ItemTag<SelectionValue> {
        var itemScope = scope
        for tag in item.explicitTags().reversed() {
            itemScope.writeExplicit(raw: tag.raw, hashable: tag.hashable, &others)
        }
        if ownsImplicitTag {
            itemScope.setImplicit(item.implicitTag, &others)
        }
        return itemScope.resolved(others)
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

    let context = InspectionContext(strategy: .ownTypes)
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
        guard let string = TextReader.string(of: text, reader: context.reader) else {
            throw InspectionError.attributeNotFound("a string at storage|verbatim or storage|anyTextStorage", in: "Text", path: "")
        }
        return string
    }

    /// Whether the inspector reads a view of this type (not one of the
    /// package's) by its name as a SwiftUI type, such as a custom view that bears a shape's name.
    @usableFromInline
    func isReadByName(_ type: Any.Type) -> Bool {
        context.types.role(of: type) != nil
    }

    /// Whether the inspector reads a modifier of this type by its name as a tag.
    @usableFromInline
    func isTagModifierName(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = tagModifierNames[key] { return known }
        let known: Bool
        if case .none = ModifierReader.tagLayout(of: type, types: context.types) { known = false } else { known = true }
        tagModifierNames[key] = known
        return known
    }

    /// The first Text of a compound item, found by the inspector.
    @usableFromInline
    func firstText(ofItem item: Any) throws -> String? {
        try InspectableView.root(of: item, context: context).firstText()
    }

    /// The text of a leaf item: none, unless its kind holds views of its own (an Image made with
    /// a `label:` Text), whose first Text names it, as the inspector finds it.
    @usableFromInline
    func text(ofLeaf leaf: Any) throws -> String? {
        let view = InspectableView.root(of: leaf, context: context)
        guard !KnownTypes.supplementaryPaths(of: view.kind).isEmpty else { return nil }
        return try view.firstText()
    }

    /// The inspector's tagged items of `view`, with each item's own view.
    @usableFromInline
    func inspectorTaggedViews<Root: View, SelectionValue: Hashable>(
        of view: Root, as type: SelectionValue.Type
    ) throws -> [(view: Any, item: TaggedText<SelectionValue>)] {
        try InspectableView.root(of: view, context: context).taggedItems(of: type).map {
            ($0.view.erasedValue, TaggedText(text: $0.text, tag: $0.tag))
        }
    }

    /// The inspector's tagged items of `view`.
    @usableFromInline
    func inspectorTaggedTexts<Root: View, SelectionValue: Hashable>(
        of view: Root, as type: SelectionValue.Type
    ) throws -> [TaggedText<SelectionValue>] {
        try InspectableView.root(of: view, context: context).taggedItems(of: type).map {
            TaggedText(text: $0.text, tag: $0.tag)
        }
    }
}
