extension ModifierDescriptor {
    /// `foregroundStyle(_:)`.
    static let foregroundStyle = ModifierDescriptor(typeNames: ["_ForegroundStyleModifier"], method: "foregroundStyle")
}

extension InspectableView {
    /// The style `foregroundStyle(_:)` sets, as a `S`.
    public func foregroundStyleShapeStyle<S>(_ style: S.Type) throws -> S {
        try modifierAttribute("_ForegroundStyleModifier<", "style", S.self, call: "foregroundStyle(_:)")
    }
}
