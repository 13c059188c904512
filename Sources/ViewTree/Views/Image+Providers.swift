import Foundation

// MARK: The providers of Image's own modifiers.
//
// As in SwiftUI, `resizable()`, `renderingMode(_:)`, `interpolation(_:)` and `antialiased(_:)`
// return an Image whose provider wraps the original image at `provider|base|base`; the named
// provider of the innermost image stays at the end of that chain.

extension Image {
    /// The provider of `resizable(capInsets:resizingMode:)`.
    public struct ResizableProvider: Sendable {
        /// The image made resizable.
        package var base: Image
        /// The insets that are not stretched.
        package var capInsets: EdgeInsets
        /// How the image fills its space.
        package var resizingMode: ResizingMode

        package init(base: Image, capInsets: EdgeInsets, resizingMode: ResizingMode) {
            self.base = base
            self.capInsets = capInsets
            self.resizingMode = resizingMode
        }
    }

    /// The provider of `renderingMode(_:)`.
    public struct RenderingModeProvider: Sendable {
        /// The image drawn in the mode.
        package var base: Image
        /// The mode; nil for the image's own.
        package var renderingMode: TemplateRenderingMode?

        package init(base: Image, renderingMode: TemplateRenderingMode?) {
            self.base = base
            self.renderingMode = renderingMode
        }
    }

    /// The provider of `interpolation(_:)`.
    public struct InterpolationProvider: Sendable {
        /// The image scaled with the interpolation.
        package var base: Image
        /// The interpolation.
        package var interpolation: Interpolation

        package init(base: Image, interpolation: Interpolation) {
            self.base = base
            self.interpolation = interpolation
        }
    }

    /// The provider of `antialiased(_:)`.
    public struct AntialiasedProvider: Sendable {
        /// The image drawn antialiased or not.
        package var base: Image
        /// Whether it is antialiased.
        package var isAntialiased: Bool

        package init(base: Image, isAntialiased: Bool) {
            self.base = base
            self.isAntialiased = isAntialiased
        }
    }

    /// An image whose provider is `base`, boxed as SwiftUI boxes it.
    package init<Provider: Sendable>(wrapping base: Provider) {
        self.init(systemName: "")
        provider = ImageProviderBox(base: base)
    }

    /// A named asset image from `bundle`; its name doubles as its accessibility label.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// A named asset image with an accessibility label of its own.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(systemName: name)
        provider = ImageProviderBox(base: NamedImageProvider(name: name, location: .bundle, label: label, decorative: false))
    }

    /// A named image from `bundle` that accessibility ignores.
    public init(decorative name: String, bundle: Bundle?) {
        self.init(decorative: name)
    }

    /// The provider of the image before any of Image's own modifiers, and the modifiers'
    /// providers, outermost first (at most 256 are looked through).
    package var rootProvider: (named: NamedImageProvider?, wrappers: [any ImageProviderWrapping]) {
        var wrappers: [any ImageProviderWrapping] = []
        var image = self
        for _ in 0..<256 {
            guard let wrapper = (image.provider as? any ErasedImageProviderBox)?.erasedBase as? any ImageProviderWrapping else { break }
            wrappers.append(wrapper)
            image = wrapper.base
        }
        return (((image.provider as? any ErasedImageProviderBox)?.erasedBase as? NamedImageProvider), wrappers)
    }
}

/// The provider of one of Image's own modifiers, which wraps an image at `base`.
package protocol ImageProviderWrapping: Sendable {
    /// The image wrapped.
    var base: Image { get }
}

extension Image.ResizableProvider: ImageProviderWrapping {}
extension Image.RenderingModeProvider: ImageProviderWrapping {}
extension Image.InterpolationProvider: ImageProviderWrapping {}
extension Image.AntialiasedProvider: ImageProviderWrapping {}

/// An image provider box whose provider is read without naming its type.
package protocol ErasedImageProviderBox {
    /// The provider.
    var erasedBase: Any { get }
}

extension ImageProviderBox: ErasedImageProviderBox {
    package var erasedBase: Any { base }
}

/// A provider that wraps another image (`resizable()`, `renderingMode(_:)`…): equal to another
/// of its type when its own settings are, and the images they wrap are.
package protocol ImageWrappingProvider: Sendable {
    /// The image wrapped.
    var base: Image { get }
    /// Whether the settings other than the image wrapped are equal.
    func hasSameSettings(as other: Self) -> Bool
}

extension ImageWrappingProvider {
    /// The comparison with `other`, a provider of the same type.
    func compare(with other: Any) -> ImageProviderComparison {
        guard let other = other as? Self, hasSameSettings(as: other) else { return .unequal }
        return .wrapped(base, other.base)
    }
}

extension Image.ResizableProvider: ImageWrappingProvider {
    package func hasSameSettings(as other: Self) -> Bool { capInsets == other.capInsets && resizingMode == other.resizingMode }
}

extension Image.RenderingModeProvider: ImageWrappingProvider {
    package func hasSameSettings(as other: Self) -> Bool { renderingMode == other.renderingMode }
}

extension Image.InterpolationProvider: ImageWrappingProvider {
    package func hasSameSettings(as other: Self) -> Bool { interpolation == other.interpolation }
}

extension Image.AntialiasedProvider: ImageWrappingProvider {
    package func hasSameSettings(as other: Self) -> Bool { isAntialiased == other.isAntialiased }
}
