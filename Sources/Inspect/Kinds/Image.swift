import Builders

extension KindDescriptor {
    /// Image: a leaf; an image made with a `label:` holds its accessibility label, reached by
    /// `labelView()`, under up to three of its own modifiers.
    static let image = KindDescriptor(
        kind: .image, typeNames: ["Image"], listRole: .leaf,
        supplementaryPaths: [
            ("labelView", "provider|base|label|some"), ("labelView", "provider|base|base|provider|base|label|some"),
            ("labelView", "provider|base|base|provider|base|base|provider|base|label|some"),
            ("labelView", "provider|base|base|provider|base|base|provider|base|base|provider|base|label|some"),
        ])
}

extension InspectableView {
    /// The Image at `index`.
    public func image(_ index: Int? = nil) throws -> InspectableView { try child(.image, index) }

    /// The Image itself, with its own modifiers (`resizable()`…), as ViewInspector's `actualImage()`.
    public func actualImage() throws -> Image {
        guard kind == .image else {
            throw InspectionError.typeMismatch(expected: "Image", found: typeName, path: pathToRoot)
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
}
