extension ModifierDescriptor {
    /// `task(priority:_:)` and `task(id:priority:_:)`.
    static let task = ModifierDescriptor(typeNames: ["_TaskModifier", "_TaskValueModifier"], method: "task")
}

extension InspectableView {
    /// Runs the work of the view's `task(priority:_:)` or `task(id:priority:_:)` and waits for it.
    @MainActor public func callTask() async throws {
        let tasks = modifiers(where: { $0 == "_TaskModifier" || $0.hasPrefix("_TaskValueModifier<") })
        guard let action = tasks.lazy.compactMap({ MirrorReader.descendant($0, "action") as? @Sendable () async -> Void }).first else {
            throw InspectionError.attributeNotFound("the modifier task(priority:_:)", in: typeName, path: place)
        }
        await action()
    }
}
