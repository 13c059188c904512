extension ModifierDescriptor {
    /// `labelsHidden()`.
    static let labelsHidden = ModifierDescriptor(typeNames: ["LabelsHiddenModifier"], method: "labelsHidden")
}

extension InspectableView {
    /// Whether `labelsHidden()` hides the labels of the controls in the view.
    public func labelsHidden() -> Bool {
        !modifiers(where: { $0 == "LabelsHiddenModifier" }, transitive: true).isEmpty
    }
}
