import Builders

/// A custom modifier applied to a view, inspected as ViewInspector's `modifier(_:_:)` does.
extension InspectableView {
    /// The custom modifier of type `type` applied to this view or to a view containing it (the
    /// `index`-th of that type, from the innermost): its body, with ``viewModifierContent(_:)`` standing in for this view, as
    /// ``SwiftUI/ViewModifier/inspect()`` gives it, reached by the step `modifier(Type.self)`.
    /// ``actualView(_:)`` on it gives the modifier.
    ///
    /// The modifier's views are also this view's own, where it is applied: this step is for tests
    /// that read the modifier apart from the view. Throws when the view has no such modifier.
    public func modifier<M: ViewModifier>(_ type: M.Type, _ index: Int? = nil) throws -> InspectableView {
        let position = index ?? 0
        // Its own modifiers, then those of the views containing it: a custom modifier's views
        // (`HStack { content }`) hold the modified view, and carry the modifier themselves.
        var matching = modifierValues.filter { Swift.type(of: $0) == type }
        var above = pathNode.parent
        while let current = above {
            matching += current.modifiers.filter { Swift.type(of: $0) == type }
            above = current.parent
        }
        let name = context.types.baseName(of: type)
        guard position >= 0, position < matching.count else {
            throw InspectionError.modifierNotFound(parent: typeName, modifier: name, index: position)
        }
        let step = index.map { "modifier(\(name).self, \($0))" } ?? "modifier(\(name).self)"
        let node = PathNode(parent: pathNode, kind: .custom, index: nil, type: type, modifiers: [], stepName: step)
        return InspectableView(
            value: matching[position], kind: .custom, modifierValues: [], ids: [], implicitTag: nil, pathNode: node, context: context,
            isEntered: true)
    }
}
