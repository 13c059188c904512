import Builders

// The colour effects, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `grayscale(_:)` and
// `hueRotation(_:)`, read by label with ViewInspector's verbs.

extension ModifierDescriptor {
    /// `brightness(_:)`.
    static let brightness = ModifierDescriptor(typeNames: ["_BrightnessEffect"], method: "brightness")
    /// `contrast(_:)`.
    static let contrast = ModifierDescriptor(typeNames: ["_ContrastEffect"], method: "contrast")
    /// `saturation(_:)`.
    static let saturation = ModifierDescriptor(typeNames: ["_SaturationEffect"], method: "saturation")
    /// `grayscale(_:)`.
    static let grayscale = ModifierDescriptor(typeNames: ["_GrayscaleEffect"], method: "grayscale")
    /// `hueRotation(_:)`.
    static let hueRotation = ModifierDescriptor(typeNames: ["_HueRotationEffect"], method: "hueRotation")
}

extension InspectableView {
    /// The amount `brightness(_:)` brightens the view by.
    public func brightness() throws -> Double {
        try modifierAttribute("_BrightnessEffect", "amount", Double.self, call: "brightness(_:)")
    }

    /// The contrast `contrast(_:)` sets.
    public func contrast() throws -> Double {
        try modifierAttribute("_ContrastEffect", "amount", Double.self, call: "contrast(_:)")
    }

    /// The saturation `saturation(_:)` sets.
    public func saturation() throws -> Double {
        try modifierAttribute("_SaturationEffect", "amount", Double.self, call: "saturation(_:)")
    }

    /// The amount of colour `grayscale(_:)` removes.
    public func grayscale() throws -> Double {
        try modifierAttribute("_GrayscaleEffect", "amount", Double.self, call: "grayscale(_:)")
    }

    /// The angle `hueRotation(_:)` turns the hues by.
    public func hueRotation() throws -> Angle {
        try modifierAttribute("_HueRotationEffect", "angle", Angle.self, call: "hueRotation(_:)")
    }
}
