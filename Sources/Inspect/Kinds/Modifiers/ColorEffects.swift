import Builders

// The colour effects, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `grayscale(_:)`,
// `hueRotation(_:)`, `colorInvert()`, `colorMultiply(_:)`, `luminanceToAlpha()` and `blendMode(_:)`,
// read by label with ViewInspector's verbs.

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
    /// `colorInvert()`.
    static let colorInvert = ModifierDescriptor(typeNames: ["_ColorInvertEffect"], method: "colorInvert")
    /// `colorMultiply(_:)`.
    static let colorMultiply = ModifierDescriptor(typeNames: ["_ColorMultiplyEffect"], method: "colorMultiply")
    /// `luminanceToAlpha()`.
    static let luminanceToAlpha = ModifierDescriptor(typeNames: ["_LuminanceToAlphaEffect"], method: "luminanceToAlpha")
    /// `blendMode(_:)`.
    static let blendMode = ModifierDescriptor(typeNames: ["_BlendModeEffect"], method: "blendMode")
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

    /// Whether `colorInvert()` inverts the view's colours: throws when it does not.
    public func colorInvert() throws {
        _ = try modifierAttribute("_ColorInvertEffect", "", Any.self, call: "colorInvert()")
    }

    /// The colour `colorMultiply(_:)` multiplies the view's colours by.
    public func colorMultiply() throws -> Color {
        try modifierAttribute("_ColorMultiplyEffect", "color", Color.self, call: "colorMultiply(_:)")
    }

    /// Whether `luminanceToAlpha()` turns the view's luminance into opacity: throws when it does not.
    public func luminanceToAlpha() throws {
        _ = try modifierAttribute("_LuminanceToAlphaEffect", "", Any.self, call: "luminanceToAlpha()")
    }

    /// The blend mode `blendMode(_:)` sets.
    public func blendMode() throws -> BlendMode {
        try modifierAttribute("_BlendModeEffect", "blendMode", BlendMode.self, call: "blendMode(_:)")
    }
}
