import Builders

extension KindDescriptor {
    /// Image: a leaf; an image made with a `label:` holds its accessibility label, reached by
    /// `labelView()`, under up to three of its own modifiers; a system symbol without one is
    /// labelled by its name, as SwiftUI reads it out.
    static let image = KindDescriptor(
        kind: .image, typeNames: ["Image"], listRole: .leaf,
        supplementaryPaths: [
            ("labelView", "provider|base|label|some"), ("labelView", "provider|base|base|provider|base|label|some"),
            ("labelView", "provider|base|base|provider|base|base|provider|base|label|some"),
            ("labelView", "provider|base|base|provider|base|base|provider|base|base|provider|base|label|some"),
        ],
        madeSupplementaryView: { value, step in
            guard step == "labelView", let image = value as? Image,
                  let root = ImageReader.root(ofImage: image).image as? Image,
                  let named = (root.provider as? ImageProviderBox<Image.NamedImageProvider>)?.base,
                  named.location == .system
            else { return nil }
            return Text(verbatim: named.name)
        })
}

extension InspectableView {
    /// The Image at `index`.
    public func image(_ index: Int? = nil) throws -> InspectableView { try child(.image, index) }

    /// The Image itself, with its own modifiers (`resizable()`…), as ViewInspector's `actualImage()`.
    public func actualImage() throws -> Image {
        guard kind == .image else {
            throw InspectionError.typeMismatch(expected: "Image", found: typeName, path: place)
        }
        return try actualView(Image.self)
    }
}

extension Image {
    /// The image under Image's own modifiers (`resizable()`…), as ViewInspector's `rootImage()`.
    public func rootImage() throws -> Image {
        guard let image = ImageReader.root(ofImage: self).image as? Image else {
            throw InspectionError.attributeNotFound("an image at provider|base|base", in: "Image", path: "")
        }
        return image
    }

    /// The name of an image made by name (an asset or a system symbol), under its own modifiers.
    public func name() throws -> String {
        guard let name = ImageReader.name(ofImage: self) else {
            throw InspectionError.attributeNotFound("a name at provider|base|name", in: "Image", path: "")
        }
        return name
    }

    /// The UIKit image of an image made by `Image(uiImage:)`, under its own modifiers, as
    /// ViewInspector's `uiImage()`.
    public func uiImage() throws -> UIImage {
        let root = try rootImage()
        guard let image = (root.provider as? ImageProviderBox<UIImage>)?.base else {
            throw InspectionError.valueTypeMismatch(found: root.providerName, expected: "UIImage")
        }
        return image
    }

    /// The Core Graphics image of an image made by `Image(_:scale:orientation:label:)`, under its
    /// own modifiers, as ViewInspector's `cgImage()`.
    public func cgImage() throws -> CGImage {
        try bitmapProvider().image
    }

    /// The pixels per point of an image of a Core Graphics image.
    public func scale() throws -> CGFloat {
        try bitmapProvider().scale
    }

    /// How an image of a Core Graphics image is turned.
    public func orientation() throws -> Orientation {
        try bitmapProvider().orientation
    }

    private func bitmapProvider() throws -> CGImageProvider {
        let root = try rootImage()
        guard let provider = (root.provider as? ImageProviderBox<CGImageProvider>)?.base else {
            throw InspectionError.valueTypeMismatch(found: root.providerName, expected: "CGImageProvider")
        }
        return provider
    }

    /// The type name of the image's provider: `NamedImageProvider`, `CGImageProvider`, `UIImage`.
    private var providerName: String {
        (provider as? any ErasedImageProviderBox).map { TypeNames.baseName(of: type(of: $0.erasedBase)) } ?? "Image"
    }
}
