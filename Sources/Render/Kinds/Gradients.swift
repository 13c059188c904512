import Builders
import Inspect

// The gradients (`LinearGradient`, `RadialGradient`, `AngularGradient`, `EllipticalGradient`):
// a cell holds one colour, so a gradient fills its frame with its first.

extension KindDrawing {
    /// A gradient: its frame filled with its stand-in colour (its first stop).
    private static let gradient = KindDrawing { _, view, _ in
        LayoutNode(.fill(ColorMapping.terminalColor((view.erasedValue as? any _SingleColorStyle)?._standInColor)))
    }

    /// `LinearGradient`.
    static let linearGradient = gradient
    /// `RadialGradient`.
    static let radialGradient = gradient
    /// `AngularGradient`.
    static let angularGradient = gradient
    /// `EllipticalGradient`.
    static let ellipticalGradient = gradient
}
