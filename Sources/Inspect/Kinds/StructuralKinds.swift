// The kinds of the walk's own making, which no type name is read as: a block of views at the
// root, a custom view, a value the inspector does not know, and the slot of an absent view.

extension KindDescriptor {
    /// A block of several views at the root of an inspection: its views join the list.
    static let tupleView = KindDescriptor(kind: .tupleView, listRole: .sublist)

    /// A custom view: its body's views join the list (its children are its body, `CustomBody`).
    static let custom = KindDescriptor(kind: .custom, listRole: .sublist)

    /// A value of a type the inspector does not know: one item, without children.
    static let unknown = KindDescriptor(kind: .unknown, listRole: .leaf)

    /// The slot of an absent view: no item.
    static let absent = KindDescriptor(kind: .absent, listRole: .nothing)
}

extension InspectableView {
    /// The block of views at the root (only the root can be one).
    public func tupleView() throws -> InspectableView { try child(.tupleView, nil) }
}
