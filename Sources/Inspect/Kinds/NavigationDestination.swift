import Builders

// `navigationDestination`: the modifier of a type of values (`for:`), and, reached by
// `navigationDestination()` while pushed, a node of its own kind whose child is the destination
// (`isPresented:`, or `item:` through the destination its item makes), as ViewInspector reads it.

extension KindDescriptor {
    /// A pushed `navigationDestination(isPresented:)`: its destination is its child.
    static let navigationDestination = KindDescriptor(
        kind: .navigationDestination, typeNames: ["ViewDestinationNavigationDestinationModifier"], listRole: .stack,
        contentPath: "destination", holdsOneView: true)
}

extension ModifierDescriptor {
    /// `navigationDestination(for:)`, `(isPresented:)` and `(item:)`: the step `navigationDestination`
    /// reaches a pushed destination (one of a type of values is reached with `navigationDestination(for:)`).
    static let navigationDestination = ModifierDescriptor(
        typeNames: [
            "NavigationDestinationModifier", "ViewDestinationNavigationDestinationModifier", "ItemDestinationNavigationDestinationModifier",
        ],
        method: "navigationDestination",
        heldViews: [
            ("ViewDestinationNavigationDestinationModifier<", "navigationDestination", ""),
            ("ItemDestinationNavigationDestinationModifier<", "navigationDestination", ""),
        ],
        isPresentation: true)
}

extension ViewDestinationNavigationDestinationModifier: FastContent {
    package var inspectionContent: Any { destination }
}

/// A `navigationDestination(for:)` seen without its types: the destination of a value, if the
/// value is of its type.
package protocol ValueDestination {
    /// The destination `value` is shown with, pushed while `isPresented` is true (a
    /// ``ViewDestinationNavigationDestinationModifier``), or nil when `value` is of another type.
    func destination(for value: Any, isPresented: Binding<Bool>) -> Any?
}

extension NavigationDestinationModifier: ValueDestination {
    package func destination(for value: Any, isPresented: Binding<Bool>) -> Any? {
        guard let value = (value as? AnyHashable)?.base as? Data ?? value as? Data else { return nil }
        return ViewDestinationNavigationDestinationModifier(isPresented: isPresented, destination: destination(value))
    }
}

extension InspectableView {
    /// The pushed destination of a `navigationDestination(isPresented:)` (or `item:`) of the view,
    /// as ViewInspector's `navigationDestination()`: its child is the destination. Throws when it
    /// is not pushed.
    public func navigationDestination(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("navigationDestination", index)
    }

    /// The destination a `navigationDestination(for:)` shows for `value`, as a navigation stack
    /// pushes it: a node of kind `navigationDestination` whose child is the destination. The
    /// modifier is this view's or the nearest on a view containing it, else the first below it.
    public func navigationDestination<D: Hashable>(for value: D) throws -> InspectableView {
        let pushed = Binding<Bool>(get: { true }, set: { _ in })
        if let found = valueDestination(for: value, isPresented: pushed, transitive: true) { return found }
        let holder = try find("a view with navigationDestination(for: \(D.self).self)") {
            $0.valueDestination(for: value, isPresented: pushed, transitive: false) != nil
        }
        guard let found = holder.valueDestination(for: value, isPresented: pushed, transitive: false) else {
            throw InspectionError.attributeNotFound("a navigationDestination(for: \(D.self).self)", in: typeName, path: place)
        }
        return found
    }

    /// The destination of `value` by a `navigationDestination(for:)` of this view (and, when
    /// `transitive`, of the views containing it), pushed while `isPresented` is true, reached by
    /// the step `navigationDestination`; nil when none is for the value's type.
    package func valueDestination(for value: Any, isPresented: Binding<Bool>, transitive: Bool) -> InspectableView? {
        for modifier in allModifierValues(transitive: transitive) {
            guard let holder = modifier as? any ValueDestination, let destination = holder.destination(for: value, isPresented: isPresented) else { continue }
            return supplementaryView("navigationDestination", destination, index: nil)
        }
        return nil
    }

    /// Whether a pushed destination is shown, as ViewInspector's `isPresented()`; a popover,
    /// reached only while presented, answers true.
    public func isPresented() throws -> Bool {
        if kind != .popover { try requireKind(.navigationDestination) }
        guard let binding = PresentationPlace.isPresentedBinding(of: value) else {
            throw InspectionError.attributeNotFound("_isPresented", in: typeName, path: place)
        }
        return binding.wrappedValue
    }

    /// Shows or hides a pushed destination, as ViewInspector's `set(isPresented:)`.
    public func set(isPresented: Bool) throws {
        try requireKind(.navigationDestination)
        guard let binding = PresentationPlace.isPresentedBinding(of: value) else {
            throw InspectionError.attributeNotFound("_isPresented", in: typeName, path: place)
        }
        binding.wrappedValue = isPresented
    }
}
