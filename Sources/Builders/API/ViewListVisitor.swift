/// The hooks of a static walk of a view list: `view._visitViewList(&visitor)`
/// calls them with every type known at compile time, in display order.
///
/// The walk follows SwiftUI's view list. Modifiers, ids, `if` branches and
/// optionals are looked through, and a block's views are visited one by one.
/// A Group, a ForEach (one element at a time), an AnyView and a custom view
/// are sublists whose items join the list. A stack, a Button and a Toggle
/// are single items holding views of their own, and a Text or another
/// primitive is a leaf item. Each hook that takes a `visitContent` closure
/// scopes what the closure visits: call it to go inside, or do not.
///
/// The walk is generic code marked `@inlinable`: a visitor whose methods are
/// `@inlinable` too is specialised for the tree's concrete type, with no
/// cast, box or witness-table call, except below a ``TupleView`` (whose
/// elements cannot be named statically) and an ``AnyView``, where the walk
/// goes on through `any View`, and for values that are not views, which go
/// to ``visitUnknownValue(_:)``.
public protocol _ViewListVisitor: _ViewTraitVisitor {
    /// What the visitor's hooks throw to stop the walk.
    ///
    /// Not `Never`: Swift 6.3 crashes while emitting the witness of a hook
    /// with a `throws(Failure)` closure parameter when `Failure` is `Never`.
    associatedtype Failure: Error

    /// A Text: a leaf item.
    mutating func visitText(_ text: Text) throws(Failure)

    /// A primitive view that holds no other views, such as an Image, a
    /// Color or a shape: a leaf item. (An EmptyView contributes no item.)
    mutating func visitLeaf<Leaf: View>(_ leaf: Leaf) throws(Failure)

    /// An HStack, VStack or ZStack: one item, whose `content` lays out views
    /// of its own.
    mutating func visitStack<Stack: View, Content: View>(_ stack: Stack, content: Content) throws(Failure)

    /// A Button or a Toggle: one item, showing `label`.
    mutating func visitControl<Control: View, Label: View>(_ control: Control, label: Label) throws(Failure)

    /// A Group, a ForEach, an AnyView or a custom view: its items join the
    /// list; `visitContent` visits them.
    mutating func visitSublist<Container: View>(
        _ container: Container, content visitContent: (inout Self) throws(Failure) -> Void
    ) throws(Failure)

    /// One element of a ForEach, identified by `id`: the element's offset for
    /// a constant range, else its value at the ForEach's key path.
    /// `visitContent` visits the element's view.
    mutating func visitElement<ID: Hashable>(
        id: ID, content visitContent: (inout Self) throws(Failure) -> Void
    ) throws(Failure)

    /// A modifier that applies to every item `visitContent` visits. The
    /// traits it writes, such as a tag, reach ``visitTag(_:)`` inside that
    /// scope, before the modified view.
    mutating func visitModifier<Modifier: ViewModifier>(
        _ modifier: Modifier, content visitContent: (inout Self) throws(Failure) -> Void
    ) throws(Failure)

    /// A view of a type the walk does not know: a custom view, or a primitive
    /// of another module. The default walks it as SwiftUI would
    /// (``View/_visitBodyViewList(_:)``).
    mutating func visitUnknownView<Unknown: View>(_ view: Unknown) throws(Failure)

    /// A modifier of a type the walk does not know, called inside its
    /// ``visitModifier(_:content:)`` scope before its body is walked; the
    /// walk cannot see the traits it writes. The default does nothing.
    mutating func visitUnknownModifier<Modifier: ViewModifier>(_ modifier: Modifier)

    /// A value in the tree that is not a ``View``, such as an element of a
    /// hand-built ``TupleView``; the walk cannot go inside it.
    mutating func visitUnknownValue(_ value: Any) throws(Failure)
}

extension _ViewListVisitor {
    /// Walks a view of an unknown type as SwiftUI would: through its body.
    @inlinable
    public mutating func visitUnknownView<Unknown: View>(_ view: Unknown) throws(Failure) {
        try view._visitBodyViewList(&self)
    }

    /// Ignores the modifier: its body, if any, is walked next.
    @inlinable
    public mutating func visitUnknownModifier<Modifier: ViewModifier>(_ modifier: Modifier) {}
}

/// Walks a value whose type is erased: as a view when it is one (the rest of
/// the walk goes on through `any View`), else through
/// ``_ViewListVisitor/visitUnknownValue(_:)``.
@inlinable
nonisolated func _visitErasedViewList<Visitor: _ViewListVisitor>(_ value: Any, _ visitor: inout Visitor) throws(Visitor.Failure) {
    if let view = value as? any View {
        try view._visitViewList(&visitor)
    } else {
        try visitor.visitUnknownValue(value)
    }
}

/// The view an AnyView wraps.
@usableFromInline
func _erasedView(of view: AnyView) -> Any {
    view.storage.erasedView
}

/// The view a custom modifier's stand-in holds, or nil when it holds none.
@usableFromInline
func _erasedContent<Modifier>(of content: _ViewModifier_Content<Modifier>) -> Any? {
    content.content?.storage.erasedView
}

/// The stand-in a custom modifier's `body(content:)` receives for `content`,
/// as the inspector builds it: `content` boxed as is, even when it is an AnyView.
@usableFromInline
func _modifierContent<Modifier, Modified: View>(_ content: Modified) -> _ViewModifier_Content<Modifier> {
    _ViewModifier_Content(content: AnyView(storage: AnyViewStorage(content)))
}
