// MARK: How symbol images are shown: environment values, as SwiftUI's are.

extension View {
    /// Sets how the symbol images in the view are coloured; nil for each symbol's own.
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SymbolRenderingMode?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.symbolRenderingMode, value: mode))
    }

    /// Shows the symbol images in the view in `variant` too (filled, in a circle…), beside the
    /// variants outer modifiers ask for.
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<SymbolVariants>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: \EnvironmentValues.symbolVariants) { variants in
            variants = variants.union(variant)
        })
    }
}
