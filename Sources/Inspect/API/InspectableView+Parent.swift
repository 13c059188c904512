/// The view one step up a path, as ViewInspector's `parent()` gives it.
extension InspectableView {
    /// The view whose child (or held view) this is: the view at this view's ``pathToRoot`` less
    /// its last step. The next navigation step names the parent itself, so `parent().hStack()`
    /// checks that the parent is an HStack (and throws when it is not), and `parent().overlay()`
    /// is the overlay step that reached this view.
    ///
    /// Throws when this view is the root of its inspection.
    public func parent() throws -> InspectableView {
        guard var node = pathNode.parent else {
            throw InspectionError.attributeNotFound("a parent (it is the root of the inspection)", in: typeName, path: place)
        }
        // A view standing at its step (`overlay()`, no step below it yet) is the step's level:
        // its parent is the view that holds the step.
        if standsAtStep, let holder = node.parent { node = holder }
        var top = node
        while let above = top.parent { top = above }
        guard let (_, rootValue) = context.rootValues[ObjectIdentifier(top)] else {
            throw InspectionError.notSupported("parent(): the root of this view is not kept", path: place)
        }
        let root = InspectableView.root(of: rootValue, context: context)
        let parent = try root.descendant(atPath: node.path(types: context.types))
        // A step that holds a view (`overlay()`) is a level of its own, as in ViewInspector.
        let holdsView = parent.pathNode !== node && node.kind == .unknown && node.stepName != nil
        return parent.with(pathNode: holdsView ? node : nil, isEntered: false, isParent: true, standsAtStep: false)
    }

    /// This view, named by a navigation step.
    var entered: InspectableView {
        with(isEntered: true, isParent: false, standsAtStep: false)
    }

    /// A parent named by a step of its `kind`: the step replaces the one that reached it
    /// (`emptyView(1).parent()` named `emptyView()`), or follows a step that holds it (`overlay()`).
    func namingParent(as kind: ViewKind) -> InspectableView {
        let holder = pathNode.kind == .unknown && pathNode.stepName != nil
        let node = PathNode(
            parent: holder ? pathNode : pathNode.parent, kind: kind, index: nil, type: pathNode.type == Never.self ? type(of: value) : pathNode.type,
            standInName: pathNode.standInName, modifiers: modifierValues, trail: pathNode.trail, presenter: pathNode.presenter)
        return InspectableView(
            value: value, kind: self.kind, modifierValues: modifierValues, ids: ids, implicitTag: implicitTag, pathNode: node, context: context,
            isEntered: true)
    }

    /// The path a step `call` from this parent's place would have: its own step replaced.
    func parentStepPath(_ call: String) -> String {
        let above = (pathNode.kind == .unknown && pathNode.stepName != nil ? pathNode : pathNode.parent)?.path(types: context.types) ?? ""
        return above.isEmpty ? call : above + "." + call
    }
}
