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

extension InspectableView {
    /// The layout `previewLayout(_:)` gives the view, as ViewInspector's `previewLayout()`.
    public func previewLayout() throws -> PreviewLayout {
        try modifierAttribute("_TraitWritingModifier<PreviewLayoutTraitKey>", "value", PreviewLayout.self, call: "previewLayout(_:)")
    }

    /// The name `previewDisplayName(_:)` gives the view's preview, as ViewInspector's `previewDisplayName()`.
    public func previewDisplayName() throws -> String {
        try modifierAttribute("_TraitWritingModifier<PreviewDisplayNameTraitKey>", "value", String.self, call: "previewDisplayName(_:)")
    }

    /// The device `previewDevice(_:)` shows the view on, as ViewInspector's `previewDevice()`.
    public func previewDevice() throws -> PreviewDevice {
        try modifierAttribute("_TraitWritingModifier<PreviewDeviceTraitKey>", "value", PreviewDevice.self, call: "previewDevice(_:)")
    }

    /// The orientation `previewInterfaceOrientation(_:)` shows the view in.
    public func previewInterfaceOrientation() throws -> InterfaceOrientation {
        try modifierAttribute("_TraitWritingModifier<PreviewInterfaceOrientationTraitKey>", "value", InterfaceOrientation.self,
                              call: "previewInterfaceOrientation(_:)")
    }
}
