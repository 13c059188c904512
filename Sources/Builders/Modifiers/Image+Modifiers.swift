// MARK: Image's own modifiers, which return an Image
// whose provider wraps the original at `provider|base|base`, as SwiftUI's do.

extension Image {
    /// The image stretched (or tiled) to fill its frame, its `capInsets` kept as they are.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        Image(wrapping: ResizableProvider(base: self, capInsets: capInsets, resizingMode: resizingMode))
    }

    /// The image drawn as a template in the foreground colour, or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        Image(wrapping: RenderingModeProvider(base: self, renderingMode: renderingMode))
    }

    /// The image scaled with the given interpolation quality.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        Image(wrapping: InterpolationProvider(base: self, interpolation: interpolation))
    }

    /// The image drawn with or without antialiasing.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        Image(wrapping: AntialiasedProvider(base: self, isAntialiased: isAntialiased))
    }
}
