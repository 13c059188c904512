/// A view that displays an image: a system symbol or a named asset.
///
/// As in SwiftUI, `provider` is a box object; its dynamic subclass holds the
/// provider at `base`, so the name is at `provider|base|name`.
public struct Image: Sendable {
    package var provider: AnyImageProviderBox

    /// Creates a system symbol image, such as `Image(systemName: "star.fill")`.
    public init(systemName: String) {
        provider = ImageProviderBox(base: NamedImageProvider(name: systemName, location: .system, label: nil, decorative: false))
    }

    /// Creates an image from a named asset; its name doubles as its accessibility label.
    public init(_ name: String) {
        provider = ImageProviderBox(base: NamedImageProvider(name: name, location: .bundle, label: Text(verbatim: name), decorative: false))
    }

    /// Creates a named image that accessibility ignores.
    public init(decorative name: String) {
        provider = ImageProviderBox(base: NamedImageProvider(name: name, location: .bundle, label: nil, decorative: true))
    }

    /// Where a named image comes from.
    public enum Location: Sendable, Equatable {
        /// The platform's symbol set (`systemName:`).
        case system
        /// The app's own assets.
        case bundle
    }

    /// The provider of an image made by name.
    public struct NamedImageProvider: Sendable, Equatable {
        package var name: String
        package var location: Location
        package var label: Text?
        package var decorative: Bool
    }
}

/// The base class of an ``Image``'s provider box; Mirror shows the dynamic subclass.
public class AnyImageProviderBox: @unchecked Sendable {
    package init() {}

    /// How this box's provider compares with `other`'s: unequal, equal, or equal in its own
    /// settings with the images they wrap still to compare.
    package func compare(with other: AnyImageProviderBox) -> ImageProviderComparison {
        self === other ? .equal : .unequal
    }
}

/// The answer of one step of comparing two images' providers (``Image``'s `==`).
package enum ImageProviderComparison {
    case unequal
    case equal
    /// The providers' own settings are equal; the images they wrap decide.
    case wrapped(Image, Image)
}

/// The box that holds one image provider at `base`.
public final class ImageProviderBox<Base: Sendable>: AnyImageProviderBox, @unchecked Sendable {
    package let base: Base

    package init(base: Base) {
        self.base = base
    }

    package override func compare(with other: AnyImageProviderBox) -> ImageProviderComparison {
        if self === other { return .equal }
        guard let other = other as? ImageProviderBox<Base> else { return .unequal }
        if let wrapping = base as? any ImageWrappingProvider { return wrapping.compare(with: other.base) }
        if let equatable = base as? any Equatable { return Self.isEqual(equatable, other.base) ? .equal : .unequal }
        return super.compare(with: other)
    }

    private static func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        (other as? Value).map { $0 == value } ?? false
    }
}
