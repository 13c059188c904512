import Builders

// The kinds of the walk's own making, which no type name is read as: a block of views at the
// root, a custom view, a value the inspector does not know, the slot of an absent view, and the
// content stand-in of a modifier inspected on its own.

extension KindDescriptor {
    /// A block of several views at the root of an inspection: its views join the list.
    static let tupleView = KindDescriptor(kind: .tupleView, listRole: .sublist)

    /// A custom view: its body's views join the list (its children are its body, `CustomBody`).
    static let custom = KindDescriptor(kind: .custom, listRole: .sublist)

    /// A value of a type the inspector does not know: one item, without children.
    static let unknown = KindDescriptor(kind: .unknown, listRole: .leaf)

    /// The slot of an absent view: no item.
    static let absent = KindDescriptor(kind: .absent, listRole: .nothing)

    /// The content stand-in of a custom modifier inspected on its own: one item, without children.
    static let viewModifierContent = KindDescriptor(kind: .viewModifierContent, listRole: .leaf)
}

extension InspectableView {
    /// The block of views at the root (only the root can be one).
    public func tupleView() throws -> InspectableView { try child(.tupleView, nil) }

    /// ViewInspector's step into a block nested in a block: it always throws here, saying why. A
    /// nested block is one list with the views around it, as SwiftUI's view list is, so its views
    /// are this view's children, each reached by its own step (`hStack().text(1)`).
    public func tupleView(_ index: Int) throws -> InspectableView {
        throw InspectionError.notSupported(
            "tupleView(\(index)): a block nested in a block is one list with the views around it; reach its views by their own steps, as text(\(index))",
            path: place)
    }

    /// The stand-in for the modified view at `index`, in the body of a modifier inspected on its
    /// own (``ViewModifier/inspect()``), with the modifiers the body applies to it.
    public func viewModifierContent(_ index: Int? = nil) throws -> InspectableView { try child(.viewModifierContent, index) }
}

extension ViewModifier {
    /// Inspects the modifier on its own, as ViewInspector's `inspect()` on a modifier: the root is
    /// the modifier (``InspectableView/actualView(_:)`` gives it), its child is its
    /// `body(content:)`, and the view it would modify is ``InspectableView/viewModifierContent(_:)``.
    ///
    /// Applied to a view, a custom modifier's body is inspected where it is applied instead.
    @preconcurrency @MainActor public func inspect() throws -> InspectableView {
        InspectableView.root(ofModifier: self)
    }
}
