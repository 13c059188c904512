import Builders

// How symbol images are shown: `symbolRenderingMode(_:)`, an environment write named by its key
// path (`Environment.swift`), and `symbolVariant(_:)`, an environment transform that adds its
// variants to those of the views containing it (named in `Disabled.swift`).

extension InspectableView {
    /// The rendering mode `symbolRenderingMode(_:)` sets on this view or one containing it (the innermost).
    public func symbolRenderingMode() throws -> SymbolRenderingMode? {
        guard let mode = environmentWrite(\EnvironmentValues.symbolRenderingMode) else {
            throw InspectionError.attributeNotFound("the modifier symbolRenderingMode(_:)", in: typeName, path: place)
        }
        return mode ?? nil
    }

    /// The variants the `symbolVariant(_:)` modifiers on this view and the views containing it
    /// ask for together.
    public func symbolVariant() throws -> SymbolVariants {
        guard modifiersFromRoot.contains(where: { $0 is _EnvironmentKeyTransformModifier<SymbolVariants> }) else {
            throw InspectionError.attributeNotFound("the modifier symbolVariant(_:)", in: typeName, path: place)
        }
        return writtenEnvironment.symbolVariants
    }
}
