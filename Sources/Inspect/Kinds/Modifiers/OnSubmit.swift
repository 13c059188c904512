import Builders

extension ModifierDescriptor {
    /// `onSubmit(of:_:)`.
    static let onSubmit = ModifierDescriptor(typeNames: ["OnSubmitModifier"], method: "onSubmit")
}

extension InspectableView {
    /// Runs the action of the view's `onSubmit(of:_:)` for `triggers`.
    public func callOnSubmit(of triggers: SubmitTriggers = .text) throws {
        let submitters = modifiers(where: { $0 == "OnSubmitModifier" }, transitive: true).filter { modifier in
            (MirrorReader.descendant(modifier, "allowed") as? SubmitTriggers)?.isSuperset(of: triggers) ?? false
        }
        guard let action = submitters.lazy.compactMap({ MirrorReader.descendant($0, "action") as? () -> Void }).first else {
            throw InspectionError.attributeNotFound("the modifier onSubmit(of:_:)", in: typeName, path: place)
        }
        action()
    }
}
