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

    /// The block of several views nested among this view's views (an `if` of several views, or a
    /// `@ViewBuilder` content placed beside other views) whose first view is child `index`, its
    /// views numbered from 0, as ViewInspector's `hStack().tupleView(1).text(0)`. A nested block's
    /// views are this view's children too, each reached by its own step (`hStack().text(1)`), as
    /// SwiftUI's view list has them: a search's path names them so.
    public func tupleView(_ index: Int) throws -> InspectableView {
        var start = 0
        for item in try declaredItems() {
            var views: [Seed] = []
            context.flatten(Seed(value: item.value), into: &views)
            if start == index, views.count > 1 {
                var seed = Seed(value: item.value, kind: .tupleView)
                if context.resolver != nil { seed.trail = item.trail }
                return InspectableView(seed: seed, index: index, parent: contentParentNode, context: context).with(isEntered: true)
            }
            start += views.count
        }
        // No block starts there: the view there is named as a kind step names it.
        return try child(.tupleView, index)
    }

    /// The views this view's content declares, before nested blocks join its list, each with the
    /// trail a running app meets it at (as ``children()`` starts them).
    private func declaredItems() throws -> [(value: Any, trail: [AnyHashable])] {
        var items: [(value: Any, trail: [AnyHashable])] = []
        for (position, seed) in try context.content(of: self).enumerated() {
            let head = seed.implicitTag ?? AnyHashable(position)
            if case .list(let declared) = context.reader.piece(of: seed.value) {
                items += declared.enumerated().map { ($0.element, [head, AnyHashable($0.offset)]) }
            } else {
                items.append((seed.value, [head]))
            }
        }
        return items
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
