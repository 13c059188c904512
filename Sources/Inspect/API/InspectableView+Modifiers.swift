// Finding the modifiers the verbs read: by the modifier's type name and labels (as ViewInspector
// reads SwiftUI's), on the view or, for values that pass down, on the views containing it. Each
// modifier's verbs are beside its descriptor, under `Kinds/Modifiers/`.

extension InspectableView {
    // MARK: Finding modifiers

    /// The modifiers of this view, innermost first, then (when `transitive`) those of the views
    /// that contain it, nearest first: environment-like values pass down.
    func allModifierValues(transitive: Bool) -> [Any] {
        guard transitive else { return modifierValues }
        var values: [Any] = []
        var node: PathNode? = pathNode
        while let current = node {
            values.append(contentsOf: current.modifiers)
            node = current.parent
        }
        return values
    }

    /// The modifiers whose type's full name (generic arguments kept, no module) matches.
    func modifiers(where matches: (String) -> Bool, transitive: Bool = false) -> [Any] {
        allModifierValues(transitive: transitive).filter { matches(context.types.fullName(of: type(of: $0))) }
    }

    /// The value at `path` of the `index`th modifier whose type's full name starts with
    /// `typePrefix`, as a `T`; throws naming the method `call` when there is none.
    func modifierAttribute<T>(_ typePrefix: String, _ path: String, _ type: T.Type, call: String, index: Int = 0, transitive: Bool = false) throws -> T {
        let found = modifiers(where: { $0.hasPrefix(typePrefix) }, transitive: transitive)
            .compactMap { MirrorReader.descendant($0, path: path) }.compactMap { $0 as? T }
        guard found.indices.contains(index) else {
            throw InspectionError.attributeNotFound("the modifier \(call)" + (index == 0 ? "" : " at index \(index)"), in: typeName, path: place)
        }
        return found[index]
    }

    // MARK: Visibility and interaction

    /// Whether the view responds to the user, as ViewInspector's `isResponsive()`: it is present,
    /// not disabled, not hidden and receives taps.
    public func isResponsive() -> Bool {
        !isAbsent && !isDisabled() && !isHidden() && ((try? allowsHitTesting()) ?? true)
    }
}
