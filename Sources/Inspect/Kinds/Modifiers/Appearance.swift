extension ModifierDescriptor {
    /// `onAppear(perform:)` and `onDisappear(perform:)`: one modifier type, named by the action it holds.
    static let appearance = ModifierDescriptor(
        typeNames: ["_AppearanceActionModifier"],
        naming: .perValue { modifier, _ in
            ModifierReader.isNilOrAbsent(MirrorReader.descendant(modifier, "appear")) ? "onDisappear" : "onAppear"
        })
}

extension InspectableView {
    /// Runs the action of the view's `onAppear(perform:)`.
    public func callOnAppear() throws {
        try appearanceAction("appear", call: "onAppear(perform:)")()
    }

    /// Runs the action of the view's `onDisappear(perform:)`.
    public func callOnDisappear() throws {
        try appearanceAction("disappear", call: "onDisappear(perform:)")()
    }

    private func appearanceAction(_ label: String, call: String) throws -> () -> Void {
        let actions = modifiers(where: { $0 == "_AppearanceActionModifier" })
            .compactMap { MirrorReader.descendant($0, label) as? (() -> Void)? }.compactMap { $0 }
        guard let action = actions.first else {
            throw InspectionError.attributeNotFound("the modifier \(call)", in: typeName, path: place)
        }
        return action
    }
}
