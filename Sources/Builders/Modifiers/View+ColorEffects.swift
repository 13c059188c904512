// MARK: The colour effects (and blending). A terminal draws the view as it is (its few colours do not brighten,
// desaturate or turn); the modifiers are kept for the inspector.

extension View {
    /// Brightens the view by `amount` (from -1, black, to 1, white).
    public nonisolated func brightness(_ amount: Double) -> ModifiedContent<Self, _BrightnessEffect> {
        modifier(_BrightnessEffect(amount: amount))
    }

    /// Sets the view's contrast (1 leaves it, 0 makes it grey).
    public nonisolated func contrast(_ amount: Double) -> ModifiedContent<Self, _ContrastEffect> {
        modifier(_ContrastEffect(amount: amount))
    }

    /// Sets the view's saturation (1 leaves it, 0 removes its colour).
    public nonisolated func saturation(_ amount: Double) -> ModifiedContent<Self, _SaturationEffect> {
        modifier(_SaturationEffect(amount: amount))
    }

    /// Removes `amount` of the view's colour (0 leaves it, 1 makes it grey).
    public nonisolated func grayscale(_ amount: Double) -> ModifiedContent<Self, _GrayscaleEffect> {
        modifier(_GrayscaleEffect(amount: amount))
    }

    /// Turns the view's hues by `angle`.
    public nonisolated func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _HueRotationEffect> {
        modifier(_HueRotationEffect(angle: angle))
    }

    /// Inverts the view's colours.
    public nonisolated func colorInvert() -> ModifiedContent<Self, _ColorInvertEffect> {
        modifier(_ColorInvertEffect())
    }

    /// Multiplies each of the view's colours by `color`.
    public nonisolated func colorMultiply(_ color: Color) -> ModifiedContent<Self, _ColorMultiplyEffect> {
        modifier(_ColorMultiplyEffect(color: color))
    }

    /// Makes the view's dark parts transparent: its luminance becomes its opacity.
    public nonisolated func luminanceToAlpha() -> ModifiedContent<Self, _LuminanceToAlphaEffect> {
        modifier(_LuminanceToAlphaEffect())
    }

    /// Combines the view's colours with those behind it by `blendMode`.
    public nonisolated func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BlendModeEffect> {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }
}

extension _BrightnessEffect: ViewModifier, _PrimitiveModifier {}
extension _ContrastEffect: ViewModifier, _PrimitiveModifier {}
extension _SaturationEffect: ViewModifier, _PrimitiveModifier {}
extension _GrayscaleEffect: ViewModifier, _PrimitiveModifier {}
extension _HueRotationEffect: ViewModifier, _PrimitiveModifier {}
extension _ColorInvertEffect: ViewModifier, _PrimitiveModifier {}
extension _ColorMultiplyEffect: ViewModifier, _PrimitiveModifier {}
extension _LuminanceToAlphaEffect: ViewModifier, _PrimitiveModifier {}
extension _BlendModeEffect: ViewModifier, _PrimitiveModifier {}
