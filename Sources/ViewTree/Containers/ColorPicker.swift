/// A control that picks a colour, as SwiftUI's `ColorPicker`: its `label`, its colour
/// binding at `_color`, and whether it offers opacity (`supportsOpacity`).
public struct ColorPicker<Label> {
    /// What the colour is for.
    @usableFromInline package var label: Label
    /// The picked colour.
    package var _color: Binding<Color>
    /// Whether the picker lets the user set opacity.
    package var supportsOpacity: Bool

    /// A colour picker from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(label: Label, color: Binding<Color>, supportsOpacity: Bool) -> ColorPicker {
        ColorPicker(label: label, _color: color, supportsOpacity: supportsOpacity)
    }
}
