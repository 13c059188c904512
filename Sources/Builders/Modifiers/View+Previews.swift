extension View {
    /// Sets the size the view is previewed at, as SwiftUI's `previewLayout(_:)`.
    public nonisolated func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _TraitWritingModifier<PreviewLayoutTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }

    /// Names the preview of the view, as SwiftUI's `previewDisplayName(_:)`.
    public nonisolated func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _TraitWritingModifier<PreviewDisplayNameTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }

    /// Names the device the view is previewed on, as SwiftUI's `previewDevice(_:)`.
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _TraitWritingModifier<PreviewDeviceTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }

    /// Sets which way up the view is previewed, as SwiftUI's `previewInterfaceOrientation(_:)`.
    public nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _TraitWritingModifier<PreviewInterfaceOrientationTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }
}
