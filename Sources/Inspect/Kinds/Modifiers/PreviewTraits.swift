import Builders

// The traits a preview reads: `previewLayout(_:)`, `previewDisplayName(_:)`, `previewDevice(_:)`
// and `previewInterfaceOrientation(_:)`, each a `_TraitWritingModifier` named by its key.

extension ModifierDescriptor {
    /// `previewLayout(_:)`.
    static let previewLayout = ModifierDescriptor(typeNames: ["PreviewLayoutTraitKey"], method: "previewLayout")
    /// `previewDisplayName(_:)`.
    static let previewDisplayName = ModifierDescriptor(typeNames: ["PreviewDisplayNameTraitKey"], method: "previewDisplayName")
    /// `previewDevice(_:)`.
    static let previewDevice = ModifierDescriptor(typeNames: ["PreviewDeviceTraitKey"], method: "previewDevice")
    /// `previewInterfaceOrientation(_:)`.
    static let previewInterfaceOrientation = ModifierDescriptor(
        typeNames: ["PreviewInterfaceOrientationTraitKey"], method: "previewInterfaceOrientation")
}
