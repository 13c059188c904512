extension ModifierDescriptor {
    /// `hidden()`.
    static let hidden = ModifierDescriptor(typeNames: ["_HiddenModifier"], method: "hidden")
}

extension InspectableView {
    /// Whether `hidden()` hides the view or a view that contains it.
    /// A view in a control's label under `labelsHidden()` is hidden too, as ViewInspector reads it.
    public func isHidden() -> Bool {
        if labelsHidden(), isInControlLabel { return true }
        return !modifiers(where: { $0 == "_HiddenModifier" }, transitive: true).isEmpty
    }

    /// Whether a `labelView()` step is on the path to this view.
    private var isInControlLabel: Bool {
        var node: PathNode? = pathNode
        while let current = node {
            if current.stepName == "labelView" { return true }
            node = current.parent
        }
        return false
    }
}
